import { describe, expect, it } from "vitest";
import { listedKind, matriculationChecklist, matriculationSummary, needsVisa } from "./matriculation";
import { visaCountries } from "./visa-steps";

const base = { school: "Tuck", country: "United States", needsVisa: false, states: [], deposits: [] };

describe("the checklist after choosing a school", () => {
  it("lists the general items, and the visa steps only when a visa is needed", () => {
    expect(matriculationChecklist(base).map((entry) => entry.kind)).toEqual(["deposit", "accept", "financial_aid", "transcripts", "pre_mba", "housing"]);
    const visa = matriculationChecklist({ ...base, needsVisa: true });
    expect(visa.slice(6).map((entry) => entry.kind)).toEqual(["us_i20", "us_sevis_fee", "us_visa"]);
    expect(visa.slice(6).every((entry) => entry.notes.length > 0 && entry.notes.every((note) => note.url.startsWith("http") && note.owner))).toBe(true);
  });

  it("says Scout does not have a country's steps rather than inventing them", () => {
    const spain = matriculationChecklist({ ...base, country: "Spain", needsVisa: true }).at(-1)!;
    expect(spain).toMatchObject({ kind: "visa", notes: [] });
    expect(spain.hint).toContain("Scout does not have the student-visa steps for Spain");
    expect(matriculationChecklist({ ...base, country: null, needsVisa: true }).at(-1)!.hint).toContain("Tuck's country");
  });

  it("shows the deposits the applicant entered, and the applicant's own items after the fixed ones", () => {
    const entries = matriculationChecklist({
      ...base,
      deposits: ["Deposit, $2,000.00, due Apr 15, 2027"],
      states: [
        { id: "a", kind: "custom", label: "Coat", status: "done", doneOn: "2027-01-01", dueOn: null },
        { id: "b", kind: "housing", label: null, status: "not_needed", doneOn: null, dueOn: "2027-05-01" },
      ],
    });
    expect(entries[0]!.hint).toBe("On your offers page: Deposit, $2,000.00, due Apr 15, 2027.");
    expect(entries.find((entry) => entry.kind === "housing")).toMatchObject({ status: "not_needed", dueOn: "2027-05-01" });
    expect(entries.at(-1)).toMatchObject({ kind: "custom", label: "Coat", itemId: "a" });
    expect(matriculationSummary(entries)).toBe("1 of 6 done");
  });

  it("takes the applicant's answer for the school over their profile's", () => {
    expect(needsVisa(false, true)).toBe(false);
    expect(needsVisa(null, true)).toBe(true);
    expect(needsVisa(null, null)).toBeNull();
  });

  it("reads two campuses' countries, and lists only the kinds a school's checklist has", () => {
    expect(visaCountries("France / Singapore (campuses also in Abu Dhabi)")).toEqual(["France", "Singapore"]);
    expect(listedKind("us_sevis_fee", "United States", true)).toBe(true);
    expect(listedKind("us_sevis_fee", "United States", false)).toBe(false);
    expect(listedKind("uk_cas", "United States", true)).toBe(false);
    expect(listedKind("visa", "Spain", true)).toBe(true);
    expect(listedKind("visa", "United States", true)).toBe(false);
  });
});
