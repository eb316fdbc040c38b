import { describe, expect, it } from "vitest";
import type { DisclosureEntry } from "./disclosure";
import { type Arrival, arrivalOfSave } from "./arrival";
import { ARRIVAL_NOT_RECORDED, ORIGIN_NOT_RECORDED, buildReport, reportLines, wordChanges } from "./report";

const version = (n: number, content: string, origin: "typed" | null = "typed", arrival: Arrival | null = null) => ({
  version: n,
  content,
  origin,
  createdAt: `2026-11-0${n}T10:00:00.000Z`,
  updatedAt: `2026-11-0${n}T11:00:00.000Z`,
  notes: null,
  arrival,
});

/** 637 words pasted at once, then a few typed: what the walk's report wrongly called "typed by the applicant". */
const pastedEssay = arrivalOfSave({ typed: 12, pastes: [{ chars: 3_940, words: 637 }], drops: [], restored: 0 });

describe("the report's word diff", () => {
  it("counts the words added and removed between two versions", () => {
    expect(wordChanges("", "I led a team.")).toEqual({ added: 4, removed: 0 });
    expect(wordChanges("I led a small team of five.", "I led a team of five engineers.")).toEqual({ added: 2, removed: 2 });
    expect(wordChanges("Same text here.", "Same text here.")).toEqual({ added: 0, removed: 0 });
    expect(wordChanges("Gone entirely now.", "")).toEqual({ added: 0, removed: 3 });
  });
});

describe("buildReport", () => {
  it("lists the versions in order with their counts, origins, accepted passages and the AI help given on each", () => {
    const suggestion = "I rebuilt the pipeline in six weeks.";
    const log: DisclosureEntry[] = [
      {
        id: "a",
        kind: "feedback_run",
        at: "2026-11-01T10:30:00.000Z",
        promptVersions: { feedback_base: 1 },
        touched: { version: 1, revision: 1 },
        mode: "standard",
        droppedPassages: 0,
      },
      {
        id: "b",
        kind: "accepted_suggestion",
        at: "2026-11-02T10:30:00.000Z",
        promptVersions: { fix_suggestion: 1 },
        touched: { version: 2, revision: 3, start: 13, end: 13 + suggestion.length, text: suggestion },
        mode: "standard",
        droppedPassages: 0,
      },
    ];
    const report = buildReport([version(2, `I joined in. ${suggestion}`), version(1, "I joined in.", null), version(3, "I joined in. Then I left.")], log);
    expect(report.map((entry) => [entry.version, entry.words, entry.wordsAdded, entry.wordsRemoved])).toEqual([
      [1, 3, 3, 0],
      [2, 10, 7, 0],
      [3, 6, 3, 7],
    ]);
    expect(report[0]!.origin).toBe(ORIGIN_NOT_RECORDED);
    expect(report[1]!.origin).toBe("Saved from the applicant's editor");
    expect(report[0]!.interactions.map((entry) => entry.id)).toEqual(["a"]);
    expect(report[1]!.acceptedSuggestions).toEqual([
      { text: suggestion, start: 13, end: 13 + suggestion.length, acceptedAt: "2026-11-02T10:30:00.000Z", stillInVersion: true },
    ]);
    expect(report[1]!.interactions).toEqual([]);
    expect(JSON.stringify(report)).not.toMatch(/score|ai-free/i);
  });
});

describe("reportLines", () => {
  it("gives the same facts as the page, version by version, for a document", () => {
    const versions = buildReport([version(1, "I joined in.", "typed", pastedEssay), version(2, "I joined in. Then I left.")], []);
    const lines = reportLines({
      school: "Booth",
      essayTitle: "Essay 1",
      policyLine: "No published policy found (checked May 2026)",
      policyQuote: null,
      versions,
      describe: () => "",
    });
    expect(lines.map((line) => line.text)).toEqual([
      "Booth",
      "Authorship report: Essay 1",
      expect.stringContaining("facts only"),
      expect.stringContaining("cannot see where pasted text came from"),
      "Booth's AI policy: No published policy found (checked May 2026)",
      "Version 1",
      "Made 2026-11-01 10:00 UTC · last saved 2026-11-01 11:00 UTC · Saved from the applicant's editor",
      "3 words · 3 added and 0 removed since an empty page",
      "How its text arrived: 12 characters typed in Scout's editor; 637 words pasted in 1 paste.",
      "No accepted AI suggestion in this version.",
      "AI help on this version: none logged.",
      "Version 2",
      "Made 2026-11-02 10:00 UTC · last saved 2026-11-02 11:00 UTC · Saved from the applicant's editor",
      "6 words · 3 added and 0 removed since version 1",
      ARRIVAL_NOT_RECORDED,
      "No accepted AI suggestion in this version.",
      "AI help on this version: none logged.",
    ]);
  });
});

describe("how text arrived", () => {
  it("says what the editor recorded and never that the applicant typed what was pasted", () => {
    const [pasted] = buildReport([version(1, "x", "typed", pastedEssay)], []);
    expect(pasted!.arrival).toEqual(["12 characters typed in Scout's editor", "637 words pasted in 1 paste"]);
    const many = arrivalOfSave({
      typed: 0,
      pastes: [
        { chars: 50, words: 9 },
        { chars: 400, words: 70 },
      ],
      drops: [{ chars: 20, words: 4 }],
      restored: 300,
    });
    expect(buildReport([version(1, "x", "typed", many)], [])[0]!.arrival).toEqual([
      "79 words pasted in 2 pastes (the largest 70 words)",
      "4 words dropped in by dragging, 1 time",
      "300 characters restored from a draft kept on the applicant's device",
    ]);
    expect(buildReport([version(1, "x", "typed", arrivalOfSave(null))], [])[0]!.arrival).toEqual([
      "1 save with no record of how the text was entered (not sent from Scout's editor)",
    ]);
    expect(JSON.stringify(buildReport([version(1, "x", "typed", pastedEssay)], []))).not.toMatch(/typed by the applicant|written by the applicant/i);
  });
});
