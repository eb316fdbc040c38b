// A finding on the Ready to submit page: what is wrong with what one school receives, and the
// page where it is fixed. Pure types and the words shared by the checks (ready-checks.ts).

export const findingKinds = [
  "missing_question",
  "not_started",
  "over_limit",
  "wrong_school",
  "fact",
  "brief_echo",
  "ai_policy",
  "checklist",
  "letter",
  "reuse",
] as const;
export type FindingKind = (typeof findingKinds)[number];

export const findingKindLabels: Record<FindingKind, string> = {
  missing_question: "Not among your essays",
  not_started: "Not written yet",
  over_limit: "Over the limit",
  wrong_school: "Another school's name",
  fact: "Facts that disagree",
  brief_echo: "Your words in a recommender's brief",
  ai_policy: "The school's AI policy",
  checklist: "Checklist",
  letter: "Letters",
  reuse: "Also sent to another school",
};

export type Finding = {
  kind: FindingKind;
  /** Where it is, in the applicant's words ("Essay 1", "Your resume"). */
  where: string;
  message: string;
  /** The passage it is about, as text (never HTML), when there is one. */
  passage: string | null;
  fix: { href: string; label: string };
  /** A question of the school's that has no essay of the applicant's yet: the page offers to add it there (a post, not a link). */
  add?: { school: string; title: string };
  /** False for information that needs no change (the same story told to two schools). */
  blocking: boolean;
};

/** "1 word", "2 words". */
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** Ready: nothing left that needs a change. */
export const isReady = (findings: readonly Finding[]) => !findings.some((finding) => finding.blocking);
