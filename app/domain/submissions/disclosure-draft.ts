import type { SchoolAiPolicy } from "../ai-policy/ai-policy";
import type { DisclosureKind } from "../authorship/disclosure";
import { plural } from "./findings";

// The AI disclosure drafted from the disclosure log (docs/ai-policy.md) for one school: what
// Scout's AI did with each essay, counted, in plain words for the applicant to edit before sending.
// It says only what the log records; what the applicant did elsewhere is theirs to add.

// A reader's words are a person's, not the AI's: the log keeps them for the authorship report, and
// the disclosure leaves them out.
type AiHelp = Exclude<DisclosureKind, "reader_words">;
const isAiHelp = (kind: DisclosureKind): kind is AiHelp => kind !== "reader_words";

const helpWords: Record<AiHelp, [string, string]> = {
  feedback_run: ["AI feedback", "time"],
  chat_turn: ["a chat answer about it", "time"],
  voice_session: ["a voice session about it", "time"],
  accepted_suggestion: ["a suggested fix I accepted", "fix"],
  accepted_trim: ["cuts suggested by Trim that I accepted", "time"],
  ai_text: ["text from Scout that I took in", "passage"],
};

export function disclosureDraft(logged: readonly { essayTitle: string; kind: DisclosureKind }[]): string {
  const entries = logged.flatMap((entry) => (isAiHelp(entry.kind) ? [{ essayTitle: entry.essayTitle, kind: entry.kind }] : []));
  if (entries.length === 0) return "";
  const byEssay = new Map<string, Map<AiHelp, number>>();
  for (const entry of entries) {
    const kinds = byEssay.get(entry.essayTitle) ?? new Map<AiHelp, number>();
    kinds.set(entry.kind, (kinds.get(entry.kind) ?? 0) + 1);
    byEssay.set(entry.essayTitle, kinds);
  }
  const lines = [...byEssay].map(([title, kinds]) => {
    const parts = [...kinds].map(([kind, count]) => `${helpWords[kind][0]} (${plural(count, helpWords[kind][1])})`);
    return `- ${title}: ${parts.join("; ")}`;
  });
  return ["I used Scout, an AI admissions coach, while preparing these essays:", ...lines, "The experiences and ideas in them are my own."].join("\n");
}

/** What the page says of the school's policy beside the draft. */
export function disclosureAsk(policy: SchoolAiPolicy | null): string {
  if (!policy) return "Scout has no record of this school's AI policy: check its application instructions.";
  if (policy.disclosureRequired) return `${policy.school} asks applicants to disclose AI use. ${policy.summary}`;
  return policy.summary;
}
