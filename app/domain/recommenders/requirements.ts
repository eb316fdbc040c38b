// What a school asks of its recommenders, as the catalogue has it: every field may be
// unknown, and the pages say "not found" rather than guess.
export type LetterRequirements = {
  school: string;
  /** The school's catalogue cycle the row belongs to. */
  cycle: string;
  letters: number | null;
  lettersNote: string | null;
  questions: string[];
  /** The cycle the questions (or the letter count) were published for, as the source dates them. */
  questionsCycle: string | null;
  previousQuestions: string[] | null;
  previousQuestionsCycle: string | null;
  usesGmacCommonLor: boolean | null;
  sources: string[];
  note: string | null;
  /** The school's own web domains: which sources are the school's own pages (app/domain/catalogue/sources.ts). */
  ownDomains: string[];
};

export const NOT_FOUND = "Not found";

/** "2 letters", or "Not found" when the catalogue has no count. */
export function lettersCountText(requirements: LetterRequirements | null): string {
  if (!requirements || requirements.letters === null) return `Number of letters: ${NOT_FOUND.toLowerCase()}`;
  return `${requirements.letters} letter${requirements.letters === 1 ? "" : "s"}`;
}
