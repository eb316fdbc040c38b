import type { InterviewFormatKind } from "./formats";

// The versioned prompts of mock interviews: one per voice format, and the debrief's. Their
// text is in app/content/default-prompts.ts; operators edit them in /admin/prompts.
const promptTypeOfKind: Partial<Record<InterviewFormatKind, string>> = {
  "application-based": "interview_application_based",
  behavioural: "interview_behavioural",
  "team-discussion": "interview_team_discussion",
};

export const DEBRIEF_PROMPT_TYPE = "interview_debrief";

/** The prompt type a voice interview of this kind speaks from (null: not a voice format). */
export const interviewPromptType = (kind: InterviewFormatKind) => promptTypeOfKind[kind] ?? null;

export const interviewPromptTypes = [
  {
    type: "interview_application_based",
    label: "Interview: application-based",
    usedFor: "The interviewer's instructions in an application-based (HBS style) mock interview.",
  },
  { type: "interview_behavioural", label: "Interview: behavioral", usedFor: "The interviewer's instructions in a behavioral / blind alumni mock interview." },
  {
    type: "interview_team_discussion",
    label: "Interview: team-based discussion",
    usedFor: "The AI participants' instructions in a team-based discussion practice (Wharton style).",
  },
  { type: DEBRIEF_PROMPT_TYPE, label: "Interview debrief", usedFor: "The instructions of the debrief of a mock interview against its format's rubric." },
];
