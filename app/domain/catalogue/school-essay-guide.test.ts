import { describe, expect, it } from "vitest";
import type { CatalogueEssay, CatalogueSchool } from "./catalogue";
import { mainEssayOf, schoolEssayGuide } from "./school-essay-guide";
import { citationOf, citationText } from "./sources";

const essay = (overrides: Partial<CatalogueEssay>): CatalogueEssay => ({
  id: "e",
  title: "Essay A",
  prompt: "What matters most to you, and why?",
  limit: "650 words",
  hardLimit: false,
  kind: "essay",
  required: true,
  chooseOneGroup: null,
  askedIn: "essays",
  audience: "everyone",
  cycle: "2026-2027",
  textCycle: "2025-2026",
  unconfirmed: true,
  sources: ["https://consultant.example/stanford", "https://www.gsb.stanford.edu/programs/mba/admission/essays"],
  note: null,
  verifiedOn: null,
  ...overrides,
});

const school = (essays: CatalogueEssay[]): CatalogueSchool => ({
  id: "stanford-gsb",
  name: "Stanford GSB",
  fullName: "Stanford Graduate School of Business",
  shortName: "Stanford GSB",
  cycle: "2026-2027",
  cycleNote: null,
  country: "United States",
  region: "United States",
  timeZone: "America/Los_Angeles",
  timeZoneNote: null,
  programme: null,
  colour: null,
  offered: true,
  looksFor: [{ kind: "criteria", text: "intellectual vitality", source: "https://www.gsb.stanford.edu/programs/mba/admission/evaluation-criteria" }],
  deadlinesUrl: "https://www.gsb.stanford.edu/programs/mba/admission/deadlines",
  ownDomains: ["gsb.stanford.edu"],
  essays,
  deadlines: [],
});

describe("a school's main-essay guide", () => {
  it("quotes the question and the school's own words, each with the school's page as its source", () => {
    const guide = schoolEssayGuide(school([essay({ required: false, title: "Optional" }), essay({})]))!;
    expect(guide.id).toBe("main-essay-stanford-gsb");
    expect(guide.title).toBe("How to answer Stanford GSB's main essay");
    const [question, looksFor, way] = guide.sections;
    expect(question!.paragraphs[0]).toBe("“What matters most to you, and why?”");
    expect(question!.paragraphs[1]).toMatch(/^Limit: 650 words\. .*2025-26/);
    // Cited by whose page each is: the school's own first, the consultant's as a third party's reading.
    expect(citationText(citationOf(question!.sources, question!.ownDomains, question!.age))).toBe(
      "Source: gsb.stanford.edu, 2025-2026. A third party's reading (consultant.example, 2025-2026), not the school's own page",
    );
    expect(looksFor!.paragraphs).toEqual(["“intellectual vitality”"]);
    expect(looksFor!.sources).toEqual(["https://www.gsb.stanford.edu/programs/mba/admission/evaluation-criteria"]);
    expect(way!.paragraphs.join(" ")).toContain("650 words leave room for one main story");
  });

  it("is not written for a school whose main question has not been found", () => {
    expect(mainEssayOf(school([essay({ prompt: "" })]))).toBeNull();
    expect(schoolEssayGuide(school([essay({ kind: "video" })]))).toBeNull();
  });
});
