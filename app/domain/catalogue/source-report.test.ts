import { describe, expect, it } from "vitest";
import { type SourcedFact, sourceReport } from "./source-report";

const fact = (overrides: Partial<SourcedFact>): SourcedFact => ({
  schoolId: "harvard",
  area: "Essay question",
  label: "Essay 1",
  sources: [],
  age: "2025-2026",
  editPath: "/admin/catalogue/harvard",
  ...overrides,
});

describe("the facts that lack a school source", () => {
  it("lists each school's facts that cite none of its own pages, in the report's order, with their sites", () => {
    const report = sourceReport(
      [
        { id: "harvard", name: "Harvard Business School", ownDomains: ["hbs.edu"] },
        { id: "tuck", name: "Tuck", ownDomains: [] },
      ],
      [
        fact({ label: "Essay 1", sources: ["https://www.clearadmit.com/a", "https://clearadmit.com/b", "https://aringo.com/c"] }),
        fact({ label: "Essay 2", sources: ["https://www.clearadmit.com/a", "https://www.hbs.edu/essays"] }),
        fact({ area: "Application item", label: "Test score", sources: [], age: null }),
        fact({ schoolId: "tuck", area: "AI policy", label: "AI policy", sources: ["https://tuck.dartmouth.edu/ai"] }),
      ],
    );
    expect(report[0]).toMatchObject({ school: "Harvard Business School", facts: 3 });
    expect(report[0]!.lacking).toEqual([
      { area: "Application item", label: "Test score", age: null, editPath: "/admin/catalogue/harvard", sites: [] },
      { area: "Essay question", label: "Essay 1", age: "2025-2026", editPath: "/admin/catalogue/harvard", sites: ["clearadmit.com", "aringo.com"] },
    ]);
    // No domains of its own: even its own page reads as a third party's until operators set them.
    expect(report[1]!.lacking.map((entry) => entry.label)).toEqual(["AI policy"]);
  });
});
