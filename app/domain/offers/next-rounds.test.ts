import { describe, expect, it } from "vitest";
import type { CatalogueSchool } from "../catalogue/catalogue";
import { openSchools, sharedTopic } from "./next-rounds";

const school = (name: string, dates: (string | null)[], prompts: string[]): CatalogueSchool =>
  ({
    id: name,
    name,
    cycle: "2026-2027",
    offered: true,
    deadlines: dates.map((date, index) => ({ round: `Round ${index + 1}`, date })),
    essays: prompts.map((prompt, index) => ({ title: `Essay ${index + 1}`, prompt, limit: "300 words" })),
  }) as unknown as CatalogueSchool;

describe("schools whose next round is open", () => {
  it("lists the next open round, skips schools passed or already the applicant's, and matches questions by topic words", () => {
    const catalogue = [
      school("Yale SOM", ["2026-09-10", "2027-01-06"], ["Describe the biggest commitment you have made."]),
      school("Tuck", ["2026-09-20", "2026-10-01"], ["Why Tuck?"]),
      school("Kellogg", ["2027-01-08"], ["Tell us about your post-MBA career goals and why Kellogg."]),
      school("HBS", ["2027-01-05"], ["What more would you like us to know?"]),
    ];
    const essays = [{ school: "Wharton", title: "Goals", prompt: "How do you plan to use the Wharton MBA to achieve your future professional career goals?" }];
    const open = openSchools(catalogue, new Set(["HBS"]), essays, "2026-11-29");
    expect(open.map((entry) => [entry.name, entry.round, entry.date])).toEqual([
      ["Yale SOM", "Round 2", "2027-01-06"],
      ["Kellogg", "Round 1", "2027-01-08"],
    ]);
    expect(open[1]!.questions[0]!.reusable).toEqual([{ school: "Wharton", title: "Goals", shared: ["career", "goals"] }]);
    expect(open[0]!.questions[0]!.reusable).toEqual([]);
    expect(sharedTopic("Why an MBA, why now?", "What is your MBA essay?")).toEqual([]);
  });
});
