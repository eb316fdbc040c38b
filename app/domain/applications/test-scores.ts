// The tests an applicant records a score for, each on its own published scale (docs/applications.md,
// "Test scores"): the admissions tests a school's "Test score" item shows, and the English tests
// its "English test" item shows. Pure: the form, the server's schema and the checklist read it.

/** Every test, admissions tests first, in the order the form lists them. */
export const scoreTests = ["gmat_focus", "gmat", "gre", "ea", "toefl", "ielts", "pte", "duolingo"] as const;
export type ScoreTest = (typeof scoreTests)[number];

/** Which checklist item a test belongs to: the admissions test, or the English test. */
export type ScoreTestKind = "admissions" | "english";

/**
 * A score's scale as the test maker publishes it: from `min` to `max` in steps of `step` from
 * `min` (a GMAT Focus total ends in 5, a 10th Edition total in 0; IELTS moves in half bands).
 */
export type ScoreScale = { min: number; max: number; step: number };

/** An optional section score a test reports beside its total. */
export type ScoreSection = { key: string; label: string; scale: ScoreScale };

export type ScoreTestInfo = {
  label: string;
  kind: ScoreTestKind;
  scale: ScoreScale;
  /** The scale in a few words, for the form ("205-805, ends in 5"). */
  scaleText: string;
  sections: readonly ScoreSection[];
};

const GMAT_FOCUS_SECTION: ScoreScale = { min: 60, max: 90, step: 1 };

export const scoreTestInfo: Record<ScoreTest, ScoreTestInfo> = {
  gmat_focus: {
    label: "GMAT Focus Edition",
    kind: "admissions",
    scale: { min: 205, max: 805, step: 10 },
    scaleText: "205-805, ends in 5",
    sections: [
      { key: "quant", label: "Quantitative Reasoning", scale: GMAT_FOCUS_SECTION },
      { key: "verbal", label: "Verbal Reasoning", scale: GMAT_FOCUS_SECTION },
      { key: "dataInsights", label: "Data Insights", scale: GMAT_FOCUS_SECTION },
    ],
  },
  gmat: { label: "GMAT (10th Edition)", kind: "admissions", scale: { min: 200, max: 800, step: 10 }, scaleText: "200-800, ends in 0", sections: [] },
  gre: { label: "GRE", kind: "admissions", scale: { min: 260, max: 340, step: 1 }, scaleText: "260-340", sections: [] },
  ea: { label: "Executive Assessment", kind: "admissions", scale: { min: 100, max: 200, step: 1 }, scaleText: "100-200", sections: [] },
  toefl: { label: "TOEFL iBT", kind: "english", scale: { min: 0, max: 120, step: 1 }, scaleText: "0-120", sections: [] },
  ielts: { label: "IELTS", kind: "english", scale: { min: 0, max: 9, step: 0.5 }, scaleText: "0-9 in half bands", sections: [] },
  pte: { label: "PTE Academic", kind: "english", scale: { min: 10, max: 90, step: 1 }, scaleText: "10-90", sections: [] },
  duolingo: { label: "Duolingo English Test", kind: "english", scale: { min: 10, max: 160, step: 5 }, scaleText: "10-160 in steps of 5", sections: [] },
};

export const scoreTestLabels = Object.fromEntries(scoreTests.map((test) => [test, scoreTestInfo[test].label])) as Record<ScoreTest, string>;

export const englishTests = scoreTests.filter((test) => scoreTestInfo[test].kind === "english");
export const admissionsTests = scoreTests.filter((test) => scoreTestInfo[test].kind === "admissions");
export const isEnglishTest = (test: ScoreTest) => scoreTestInfo[test].kind === "english";

/** Whether a score is on the scale: within it, and a whole number of steps from its start. */
export function onScale(score: number, { min, max, step }: ScoreScale): boolean {
  if (!Number.isFinite(score) || score < min || score > max) return false;
  const steps = (score - min) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** What is said of a score off its scale: "A GMAT Focus Edition total is 205-805, ends in 5", "An IELTS total is …". */
export function offScaleMessage(test: ScoreTest): string {
  const { label, scaleText } = scoreTestInfo[test];
  return `${/^[AEIOU]/.test(label) ? "An" : "A"} ${label} total is ${scaleText}`;
}

/** A section's score off its scale: "Quantitative Reasoning is scored 60-90". */
export function offSectionMessage(section: ScoreSection): string {
  return `${section.label} is scored ${section.scale.min}-${section.scale.max}`;
}

/** The section scores the applicant gave, by section key (none given: none). */
export type SectionScores = Partial<Record<string, number>>;

/** "GMAT Focus Edition 655 (Quantitative Reasoning 84, Data Insights 80)"; an IELTS band as written (7.5). */
export function scoreText(test: ScoreTest, score: number, sections: SectionScores | null): string {
  const given = scoreTestInfo[test].sections.filter((section) => sections?.[section.key] !== undefined);
  const parts = given.map((section) => `${section.label} ${sections![section.key]}`);
  return `${scoreTestInfo[test].label} ${score}${parts.length ? ` (${parts.join(", ")})` : ""}`;
}
