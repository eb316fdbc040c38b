import type { QuestionAudience } from "../catalogue/catalogue";

// Whether a question for reapplicants or international applicants is this applicant's to answer,
// from what their profile says. Scout decides only from what they said: not said, the question
// stays as the catalogue has it (optional, marked with who it is for).

/**
 * What the profile says: null is not said yet. `reapplyingHere`: the applicant recorded this very
 * school as a reapplication (after its denial or their withdrawal), which speaks for that school
 * whatever the profile's answer for the application as a whole.
 */
export type Circumstances = { reapplicant: boolean | null; international: boolean | null; reapplyingHere?: boolean };
export const circumstancesNotSaid: Circumstances = { reapplicant: null, international: null };

/**
 * "yours": the applicant is who it is for, as the profile says; "reapplying_here": a reapplicant
 * question of a school they recorded reapplying to; "not_yours": they said they are not;
 * "not_said": the profile does not say.
 */
export type QuestionFit = "everyone" | "yours" | "reapplying_here" | "not_yours" | "not_said";

export function questionFit(audience: QuestionAudience, circumstances: Circumstances): QuestionFit {
  if (audience === "everyone") return "everyone";
  if (audience === "reapplicants" && circumstances.reapplyingHere) return "reapplying_here";
  const said = audience === "reapplicants" ? circumstances.reapplicant : circumstances.international;
  if (said === null) return "not_said";
  return said ? "yours" : "not_yours";
}

/**
 * Whether the school asks it of this applicant: a question for everyone as the catalogue says; one
 * for reapplicants or international applicants is required of those who are (the catalogue marks
 * it optional because most applicants are not), and of no one else.
 */
export const askedOfApplicant = (required: boolean, fit: QuestionFit) => (fit === "everyone" ? required : fit === "yours" || fit === "reapplying_here");
