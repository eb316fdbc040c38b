// The feedback evaluation's cases (docs/feedback-eval.md): essays written for the purpose, each
// with the problems planted in it, labelled. A strong essay has none planted.

export const problemKinds = [
  "off_prompt",
  "over_limit",
  "wrong_school",
  "cliche_opening",
  "no_example",
  "no_outcome",
  "passive_voice",
  "contradicts_resume",
  "spelling",
  "repeated_word",
] as const;
export type ProblemKind = (typeof problemKinds)[number];

export type PlantedProblem = {
  kind: ProblemKind;
  /** The exact passage the problem sits in (found once in the text), or null for a whole-essay problem. */
  passage: string | null;
  /** Whether a coach would call it a major problem. */
  major: boolean;
  /** Whether a check that needs no AI is meant to find it (the limit, spelling, repeated words, school names, passive voice). */
  deterministic: boolean;
};

export type EvalCase = {
  id: string;
  /** The school's product name, as the catalogue has it. */
  school: string;
  /** A question of that school's catalogue, by its title. */
  essayTitle: string;
  text: string;
  /** The applicant's resume, for the cases whose essay contradicts it. */
  resume?: string;
  planted: PlantedProblem[];
};

/** Shorthands for the case files. */
export const planted = {
  overLimit: (): PlantedProblem => ({ kind: "over_limit", passage: null, major: true, deterministic: true }),
  spelling: (word: string): PlantedProblem => ({ kind: "spelling", passage: word, major: false, deterministic: true }),
  repeatedWord: (words: string): PlantedProblem => ({ kind: "repeated_word", passage: words, major: false, deterministic: true }),
  passive: (passage: string): PlantedProblem => ({ kind: "passive_voice", passage, major: false, deterministic: true }),
  wrongSchool: (passage: string): PlantedProblem => ({ kind: "wrong_school", passage, major: true, deterministic: true }),
  clicheOpening: (passage: string): PlantedProblem => ({ kind: "cliche_opening", passage, major: true, deterministic: false }),
  offPrompt: (): PlantedProblem => ({ kind: "off_prompt", passage: null, major: true, deterministic: false }),
  noExample: (): PlantedProblem => ({ kind: "no_example", passage: null, major: true, deterministic: false }),
  noOutcome: (passage: string): PlantedProblem => ({ kind: "no_outcome", passage, major: true, deterministic: false }),
  contradictsResume: (passage: string): PlantedProblem => ({ kind: "contradicts_resume", passage, major: true, deterministic: false }),
};
