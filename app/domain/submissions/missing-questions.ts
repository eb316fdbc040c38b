import type { Finding } from "./findings";

// A question the school asks that has no essay of the applicant's: one the catalogue added after
// they added the school (adding a school makes a draft for each question it asks then), or one
// they removed. The school is not Ready without it; the finding offers to add it as an essay.

export type MissingQuestion = { title: string; group: string | null };

/** Required questions with no essay, unless another essay of the same choose-one group is written. */
export function missingQuestionFindings(
  school: string,
  missing: readonly MissingQuestion[],
  essays: readonly { written: boolean; group: string | null }[],
): Finding[] {
  const writtenGroups = new Set(essays.filter((essay) => essay.written && essay.group).map((essay) => essay.group));
  return missing
    .filter((question) => !(question.group && writtenGroups.has(question.group)))
    .map((question) => ({
      kind: "missing_question",
      where: question.title,
      message: `${school} asks it, and it is not among your essays: Scout learned of the question after you added the school, or the essay was deleted.`,
      passage: null,
      fix: { href: "/app", label: `Open ${school}'s card on your dashboard` },
      add: { school, title: question.title },
      blocking: true,
    }));
}
