// The applicant's structured profile as both sides read it: the limits of its fields, the
// language levels, and each entry in the words a school's form takes. Pure.

export const languageLevels = ["native", "fluent", "professional", "conversational", "basic"] as const;
export type LanguageLevel = (typeof languageLevels)[number];
export const languageLevelLabels: Record<LanguageLevel, string> = {
  native: "Native",
  fluent: "Fluent",
  professional: "Professional working",
  conversational: "Conversational",
  basic: "Basic",
};

export const PROFILE_TEXT_LIMIT = 120;
export const PROFILE_ENTRIES_LIMIT = 15;

export type Position = { id: string; employer: string; title: string; startMonth: string; endMonth: string | null; teamSize: number | null };
export type Education = { id: string; institution: string; degree: string; gpa: number | null; gpaScale: number | null; endMonth: string };
export type SpokenLanguage = { id: string; language: string; level: LanguageLevel };
export type Profile = { positions: Position[]; education: Education[]; languages: SpokenLanguage[] };

/** Whole months from one YYYY-MM to another (the end month counted), or to `today`'s month for a job held now. */
export function monthsIn(position: Pick<Position, "startMonth" | "endMonth">, today: Date): number {
  const [startYear, startMonth] = position.startMonth.split("-").map(Number) as [number, number];
  const end = position.endMonth ?? today.toISOString().slice(0, 7);
  const [endYear, endMonth] = end.split("-").map(Number) as [number, number];
  return Math.max(0, (endYear - startYear) * 12 + (endMonth - startMonth) + 1);
}

export const positionText = (position: Position) =>
  `${position.title}, ${position.employer}, ${position.startMonth} to ${position.endMonth ?? "present"}${position.teamSize ? `, team of ${position.teamSize}` : ""}`;

export const educationText = (entry: Education) =>
  `${entry.degree}, ${entry.institution}, ${entry.endMonth}${entry.gpa !== null && entry.gpaScale !== null ? `, GPA ${entry.gpa} of ${entry.gpaScale}` : ""}`;

export const languageText = (entry: SpokenLanguage) => `${entry.language}: ${languageLevelLabels[entry.level]}`;
