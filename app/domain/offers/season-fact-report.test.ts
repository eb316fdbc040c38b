import { describe, expect, it } from "vitest";
import { gapText, seasonFactReport } from "./season-fact-report";
import type { FactTopic } from "./offer-types";

const school = { id: "booth", name: "Booth", cycle: "2026-2027" };
const fact = (
  topic: FactTopic,
  fields: Partial<{ sourceOwner: string; cycle: string; acceptsUpdates: "yes" | "no" | null; cadenceDays: number | null }> = {},
) => ({
  schoolId: "booth",
  topic,
  sourceOwner: "school",
  cycle: "2026-2027",
  acceptsUpdates: null,
  cadenceDays: null,
  ...fields,
});

describe("the season facts' report", () => {
  it("lists what is missing, only third parties' and only an older cycle's", () => {
    const [report] = seasonFactReport(
      [school],
      [fact("waitlist", { acceptsUpdates: "yes" }), fact("cost", { sourceOwner: "Poets&Quants", cycle: "2023-2024" })],
    );
    expect(report!.gaps.map((gap) => `${gap.subject}: ${gapText(gap)}`)).toEqual([
      "cadence: missing: applicants read “Scout does not have this”",
      "deposit: missing: applicants read “Scout does not have this”",
      "cost: only third parties (Poets&Quants)",
      "cost: only older cycles (newest 2023-2024)",
      "scholarship: missing: applicants read “Scout does not have this”",
    ]);
  });

  it("asks no cadence of a school that wants nothing from its waitlist, and none of a school whose facts are its own and current", () => {
    const facts = [fact("waitlist", { acceptsUpdates: "no" }), fact("deposit"), fact("cost"), fact("scholarship")];
    expect(seasonFactReport([school], facts)[0]!.gaps).toEqual([]);
    const paced = [fact("waitlist", { cadenceDays: 14, sourceOwner: "Clear Admit" }), fact("deposit"), fact("cost"), fact("scholarship")];
    expect(seasonFactReport([school], paced)[0]!.gaps.map((gap) => `${gap.subject} ${gap.kind}`)).toEqual(["waitlist third-party", "cadence third-party"]);
  });
});
