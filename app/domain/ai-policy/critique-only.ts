import { type SchoolAiPolicy, isNoPolicyFound } from "./ai-policy";

// Critique-only: what a school that prohibits AI-written content changes in Scout (docs/ai-policy.md).
// The rule is here; rewrite-check.ts drops what reads as essay text from an answer. It is applied
// where Scout writes: chat (services/coach/chat-answer, chat-model-input), voice
// (coach/voice-session), a feedback run (background-jobs/feedback-runs), and the writing help that
// would write words (feedback/fix-suggestions, checks/trim), refused on the essay page.

/**
 * How Scout coaches a school's essays: `critique-only` where the school prohibits AI-written
 * content (Scout comments and asks questions, writes no sentence for the essay, offers no
 * suggested fix or trim, and drops any passage of its answers that reads as text for the essay),
 * `standard` everywhere else.
 */
export type CoachingMode = "critique-only" | "standard";

export function coachingModeOf(policy: Pick<SchoolAiPolicy, "policy"> | null): CoachingMode {
  return policy?.policy === "prohibits" ? "critique-only" : "standard";
}

/** The editor's one line: which mode applies to this school's essays, and why. */
export function coachingModeLine(school: string, policy: SchoolAiPolicy | null): string {
  if (coachingModeOf(policy) === "critique-only")
    return `Critique only: ${school} prohibits AI-written content, so Scout comments and asks questions but writes no sentences for this essay.`;
  if (policy?.disclosureRequired)
    return `Standard coaching: ${school} permits AI help and asks you to disclose it; every time Scout helps is recorded in this essay's AI log.`;
  if (!policy || isNoPolicyFound(policy))
    return `Standard coaching: no published AI policy was found for ${school}; every time Scout helps is recorded in this essay's AI log.`;
  return `Standard coaching: ${school} permits AI help within limits; suggested fixes are yours to accept or reject, and each is recorded.`;
}

/** Why "Suggest a fix" (and a trim) is not offered for this school's essays, or null when it is. */
export function suggestionRefusal(school: string, policy: Pick<SchoolAiPolicy, "policy"> | null): string | null {
  return coachingModeOf(policy) === "critique-only"
    ? `Not offered for ${school}: the school prohibits AI-written content, so Scout does not write text for this essay.`
    : null;
}

/**
 * What every model prompt in critique-only mode is told, after its own instructions (feedback,
 * chat and voice): versioned with the prompt it joins, as the prompt type "critique_only".
 */
export const CRITIQUE_ONLY_PROMPT_TYPE = "critique_only";
