import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { keepUsableHighlights } from "../../app/domain/feedback/feedback-items";
import { feedbackResponseSchema } from "../../app/domain/feedback/feedback-schema";
import { evalCases } from "./cases";
import { problemKinds } from "./eval-case";
import { fakeModelAnswer } from "./fake-answer";
import { matches } from "./matching";

const seed = readFileSync(new URL("../../migrations/0006_catalogue_seed.sql", import.meta.url), "utf8");
const words = (text: string) => text.trim().split(/\s+/).length;

describe("the evaluation cases", () => {
  it("are at least 25 essays with planted problems across 5 schools, and a strong essay of each school", () => {
    const flawed = evalCases.filter((evalCase) => evalCase.planted.length);
    const schools = new Set(flawed.map((evalCase) => evalCase.school));
    expect(flawed.length).toBeGreaterThanOrEqual(25);
    expect(schools.size).toBe(5);
    for (const school of schools) expect(flawed.filter((evalCase) => evalCase.school === school).length, school).toBeGreaterThanOrEqual(5);
    expect(new Set(evalCases.filter((evalCase) => !evalCase.planted.length).map((evalCase) => evalCase.school))).toEqual(schools);
    expect(new Set(evalCases.map((evalCase) => evalCase.id)).size).toBe(evalCases.length);
  });

  it("plant every kind of problem at least four times", () => {
    for (const kind of problemKinds) {
      expect(evalCases.flatMap((evalCase) => evalCase.planted).filter((problem) => problem.kind === kind).length, kind).toBeGreaterThanOrEqual(4);
    }
  });

  it("answer questions of the seeded catalogue, in 150 to 500 words (a short answer aside)", () => {
    for (const evalCase of evalCases) {
      expect(seed, evalCase.essayTitle).toContain(`'${evalCase.essayTitle.replace(/'/g, "''")}'`);
      if (!evalCase.essayTitle.includes("application form")) expect(words(evalCase.text), evalCase.id).toBeGreaterThanOrEqual(150);
      expect(words(evalCase.text), evalCase.id).toBeLessThanOrEqual(500);
    }
  });

  it("label each planted passage with text found exactly once in its essay", () => {
    for (const evalCase of evalCases) {
      for (const problem of evalCase.planted.filter((entry) => entry.passage !== null)) {
        const first = evalCase.text.indexOf(problem.passage!);
        expect(first, `${evalCase.id}: ${problem.passage}`).toBeGreaterThanOrEqual(0);
        expect(evalCase.text.lastIndexOf(problem.passage!), `${evalCase.id}: ${problem.passage}`).toBe(first);
      }
      expect(Boolean(evalCase.resume), evalCase.id).toBe(evalCase.planted.some((problem) => problem.kind === "contradicts_resume"));
    }
  });

  it("get from the fake model an answer of the model's shape that finds each planted problem no check covers", () => {
    for (const evalCase of evalCases) {
      const answer = feedbackResponseSchema.parse(JSON.parse(fakeModelAnswer(evalCase)));
      const stored = keepUsableHighlights(evalCase.text, answer.feedback);
      for (const problem of evalCase.planted.filter((entry) => !entry.deterministic)) {
        expect(
          stored.some((item) => matches(problem, item, evalCase.text)),
          `${evalCase.id}: ${problem.kind}`,
        ).toBe(true);
      }
    }
  });
});
