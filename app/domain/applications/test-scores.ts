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

// Each test's sections on the scale its maker reports them (docs/applications.md, "Test scores").
const scale = (min: number, max: number, step = 1): ScoreScale => ({ min, max, step });
const sections = (entries: [key: string, label: string][], each: ScoreScale): ScoreSection[] => entries.map(([key, label]) => ({ key, label, scale: each }));
const FOUR_SKILLS: [string, string][] = [
  ["reading", "Reading"],
  ["listening", "Listening"],
  ["speaking", "Speaking"],
  ["writing", "Writing"],
];

export const scoreTestInfo: Record<ScoreTest, ScoreTestInfo> = {
  gmat_focus: {
    label: "GMAT Focus Edition",
    kind: "admissions",
    scale: scale(205, 805, 10),
    scaleText: "205-805, ends in 5",
    sections: sections(
      [
        ["quant", "Quantitative Reasoning"],
        ["verbal", "Verbal Reasoning"],
        ["dataInsights", "Data Insights"],
      ],
      scale(60, 90),
    ),
  },
  gmat: {
    label: "GMAT (10th Edition)",
    kind: "admissions",
    scale: scale(200, 800, 10),
    scaleText: "200-800, ends in 0",
    sections: [
      ...sections(
        [
          ["quant", "Quantitative"],
          ["verbal", "Verbal"],
        ],
        scale(0, 60),
      ),
      { key: "integratedReasoning", label: "Integrated Reasoning", scale: scale(1, 8) },
      { key: "writing", label: "Analytical Writing", scale: scale(0, 6, 0.5) },
    ],
  },
  gre: {
    label: "GRE",
    kind: "admissions",
    scale: scale(260, 340),
    scaleText: "260-340",
    sections: [
      ...sections(
        [
          ["verbal", "Verbal Reasoning"],
          ["quant", "Quantitative Reasoning"],
        ],
        scale(130, 170),
      ),
      { key: "writing", label: "Analytical Writing", scale: scale(0, 6, 0.5) },
    ],
  },
  ea: {
    label: "Executive Assessment",
    kind: "admissions",
    scale: scale(100, 200),
    scaleText: "100-200",
    sections: sections(
      [
        ["integratedReasoning", "Integrated Reasoning"],
        ["verbal", "Verbal Reasoning"],
        ["quant", "Quantitative Reasoning"],
      ],
      scale(1, 20),
    ),
  },
  toefl: { label: "TOEFL iBT", kind: "english", scale: scale(0, 120), scaleText: "0-120", sections: sections(FOUR_SKILLS, scale(0, 30)) },
  ielts: { label: "IELTS", kind: "english", scale: scale(0, 9, 0.5), scaleText: "0-9 in half bands", sections: sections(FOUR_SKILLS, scale(0, 9, 0.5)) },
  pte: { label: "PTE Academic", kind: "english", scale: scale(10, 90), scaleText: "10-90", sections: sections(FOUR_SKILLS, scale(10, 90)) },
  duolingo: {
    label: "Duolingo English Test",
    kind: "english",
    scale: scale(10, 160, 5),
    scaleText: "10-160 in steps of 5",
    sections: sections(FOUR_SKILLS, scale(10, 160)),
  },
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

/** A section's score off its scale: "Quantitative Reasoning is scored 60-90", "Analytical Writing is scored 0-6 in half points". */
export function offSectionMessage(section: ScoreSection): string {
  const half = section.scale.step === 0.5 ? " in half points" : "";
  return `${section.label} is scored ${section.scale.min}-${section.scale.max}${half}`;
}

/** The section scores the applicant gave, by section key (none given: none). */
export type SectionScores = Partial<Record<string, number>>;

/** "GMAT Focus Edition 655 (Quantitative Reasoning 84, Data Insights 80)"; an IELTS band as written (7.5). */
export function scoreText(test: ScoreTest, score: number, sections: SectionScores | null): string {
  const given = scoreTestInfo[test].sections.filter((section) => sections?.[section.key] !== undefined);
  const parts = given.map((section) => `${section.label} ${sections![section.key]}`);
  return `${scoreTestInfo[test].label} ${score}${parts.length ? ` (${parts.join(", ")})` : ""}`;
}
