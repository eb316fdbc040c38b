import { describe, expect, it } from "vitest";
import type { RegionFigures } from "./regions";
import { regionsMarkdown } from "./regions-report";

const region = (name: "virginia" | "sydney", label: string, primaryMs: number, app: number, save: number, primary: number): RegionFigures => ({
  region: name,
  label,
  primaryMs,
  applicants: ["small", "full"].map((applicant) => ({
    label: applicant,
    pages: [{ page: "/app (dashboard)", ttfbP50: app, primary, d1: 1 + primary, objectCalls: 2, statuses: [200] }],
    save: { postP50: save, primary, d1: primary, objectCalls: 1, statuses: [200] },
  })),
  chat: { firstWordP50: 40, primaryFirstMessage: 16, primaryPerMessage: 1 },
  feedback: null,
  errors: [],
});

describe("the regions' table", () => {
  it("puts each region in a column, with the round trips to the primary in brackets", () => {
    const text = regionsMarkdown([region("virginia", "Virginia", 6, 30, 20, 2), region("sydney", "Sydney", 204, 450, 430, 2)]);
    expect(text).toContain("| | Virginia | Sydney |");
    expect(text).toContain("| D1 round trip to the primary (Eastern North America) | 6 ms | 204 ms |");
    expect(text).toContain("| /app (dashboard) | 30 / 30 ms (2) | 450 / 450 ms (2) |");
    expect(text).toContain("| Chat: Send → first word, minus the model's own | 40 ms (16 the first, then 1) | 40 ms (16 the first, then 1) |");
    expect(text).toContain("| Get Feedback → highlights (model 300 ms) | – | – |");
  });

  it("says each request's round trips, from Virginia's run: D1 at a replica + at the primary, then object calls", () => {
    const text = regionsMarkdown([region("virginia", "Virginia", 6, 30, 20, 0), region("sydney", "Sydney", 204, 60, 51, 2)]);
    expect(text).toContain("| /app (dashboard) | 1 + 0, 2 / 1 + 0, 2 |");
    expect(text).toContain("| Essay Save acknowledged (POST) | 0 + 0, 1 / 0 + 0, 1 |");
  });

  it("counts the pages and saves within 30 ms of Virginia's for the same applicant", () => {
    const text = regionsMarkdown([region("virginia", "Virginia", 6, 30, 20, 2), region("sydney", "Sydney", 204, 60, 51, 0)]);
    // /app 60 vs 30 is within 30 ms; the save 51 vs 20 is not: 2 of 4 over both applicants.
    expect(text).toContain("| Pages and saves within 30 ms of Virginia's | 4 of 4 | 2 of 4 |");
  });
});
