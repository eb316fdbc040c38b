import { describe, expect, it } from "vitest";
import { catalogueSchools, findCatalogueSchool, isUntouchedDraft, legacyInitialDraft } from "./schools";

describe("the school catalogue", () => {
  it("holds the 15 catalogue schools by their product names", () => {
    expect(catalogueSchools.map((school) => school.name)).toEqual([
      "Harvard Business School",
      "Stanford GSB",
      "Wharton",
      "Kellogg",
      "Booth",
      "MIT Sloan",
      "Tuck",
      "Columbia",
      "NYU Stern",
      "Yale SOM",
      "Berkeley Haas",
      "Darden",
      "Michigan Ross",
      "Duke Fuqua",
      "Cornell Johnson",
    ]);
  });

  it("gives every school its essays with a title and a prompt", () => {
    for (const school of catalogueSchools) {
      expect(school.essays.length).toBeGreaterThanOrEqual(2);
      for (const essay of school.essays) expect(essay.title && essay.prompt).toBeTruthy();
    }
  });

  it("marks prompts from an earlier cycle as unconfirmed", () => {
    expect(findCatalogueSchool("Darden")?.essays.every((essay) => essay.unconfirmed)).toBe(true);
    expect(findCatalogueSchool("Harvard Business School")?.essays[0]?.unconfirmed).toBe(false);
  });

  it("reads an empty essay, or one still holding the prompt it was once created with, as untouched", () => {
    const essay = findCatalogueSchool("Harvard Business School")!.essays[0]!;
    expect(legacyInitialDraft(essay)).toBe(`${essay.prompt}\n\nWord limit: 300 words`);
    expect(isUntouchedDraft("", essay)).toBe(true);
    expect(isUntouchedDraft("  \n ", null)).toBe(true);
    expect(isUntouchedDraft(`${legacyInitialDraft(essay)}\n`, essay)).toBe(true);
    expect(isUntouchedDraft(`${legacyInitialDraft(essay)} I led a team.`, essay)).toBe(false);
    expect(isUntouchedDraft("I led a team.", null)).toBe(false);
  });
});
