import { describe, expect, it } from "vitest";
import { FALLBACK_ROUNDS, type PlanCatalogueSchool, planView, roundGroups, roundOptionLabel, roundsOf, schoolDateOffered } from "./school-plan";
import { atRiskEssaysOf, withPlans } from "./workspace";
import type { NavEssay, NavSchool } from "./workspace";

const columbia: PlanCatalogueSchool = {
  name: "Columbia",
  cycle: "2026-2027",
  deadlines: [
    { round: "R1", date: "2026-09-09", time: null, timeZone: null },
    { round: "R2", date: "2027-01-05", time: "12:00", timeZone: "America/New_York" },
  ],
};
const wharton: PlanCatalogueSchool = {
  name: "Wharton",
  cycle: "2026-2027",
  deadlines: [{ round: "R1", date: null, time: null, timeZone: null, previousCycleDate: "2025-09-02" }],
};
const stored = (round: string | null, entered?: [string, string | null, string]) => ({
  cycle: "2026-2027",
  round,
  enteredDate: entered?.[0] ?? null,
  enteredTime: entered?.[1] ?? null,
  enteredTimeZone: entered?.[2] ?? null,
});

describe("planView", () => {
  it("is not decided without a plan, and offers the school's rounds", () => {
    const view = planView("Columbia", columbia, null);
    expect(view).toMatchObject({ round: null, chosen: null, missing: "round", cycle: "2026-2027" });
    expect(view.rounds.map((round) => round.round)).toEqual(["R1", "R2"]);
  });

  it("plans by the school's date for the chosen round", () => {
    expect(planView("Columbia", columbia, stored("R2")).chosen).toEqual({
      round: "R2",
      source: "school",
      deadline: { date: "2027-01-05", time: "12:00", timeZone: "America/New_York" },
    });
  });

  it("says a date is missing for a round the school has not dated, and plans by the one the applicant entered", () => {
    expect(planView("Wharton", wharton, stored("R1"))).toMatchObject({ missing: "date", chosen: null });
    const view = planView("Wharton", wharton, stored("R1", ["2026-09-03", null, "America/New_York"]));
    expect(view).toMatchObject({ missing: null, chosen: { source: "entered", deadline: { date: "2026-09-03", time: null } } });
    expect(schoolDateOffered(view)).toBe(false);
  });

  it("keeps the entered date until the applicant takes the school's, once published", () => {
    const view = planView("Columbia", columbia, stored("R1", ["2026-09-10", "17:00", "Europe/London"]));
    expect(view.chosen?.source).toBe("entered");
    expect(view.schoolDeadline?.date).toBe("2026-09-09");
    expect(schoolDateOffered(view)).toBe(true);
  });

  it("does not carry last cycle's plan or a round the school no longer lists", () => {
    expect(planView("Columbia", columbia, { ...stored("R1"), cycle: "2025-2026" }).round).toBeNull();
    expect(planView("Columbia", columbia, stored("R4")).round).toBeNull();
  });

  it("offers R1 to R3 for a school whose rounds are not listed", () => {
    expect(roundsOf({ name: "NYU Stern", cycle: "2026-2027", deadlines: [] }).map((round) => round.round)).toEqual([...FALLBACK_ROUNDS]);
    expect(planView("Own school", null, { ...stored("R2"), cycle: "unknown" })).toMatchObject({ round: "R2", missing: "date" });
  });
});

// Cast: the other fields of a workspace school are not read here.
const school = (name: string, nextDeadline: NavSchool["nextDeadline"]) =>
  ({
    school: name,
    visible: true,
    progress: 0,
    essayCount: 0,
    nextDeadline,
    cycle: "2026-2027",
    unpublished: null,
    essays: [],
  }) as unknown as NavSchool;

describe("withPlans", () => {
  it("puts the chosen round on the next-deadline line, and none for a chosen round with no date", () => {
    const [a, b, c] = withPlans(
      [school("Columbia", { round: "R1", date: "2026-09-09" }), school("Wharton", null), school("Booth", { round: "R1", date: "2026-09-20" })],
      [planView("Columbia", columbia, stored("R2")), planView("Wharton", wharton, stored("R1"))],
    );
    expect(a!.nextDeadline).toEqual({ round: "R2", date: "2027-01-05", entered: false });
    expect(b!.nextDeadline).toBeNull();
    expect(b!.unpublished).toEqual({ round: "R1", previousCycleDate: "2025-09-02" });
    expect(b!.plan?.missing).toBe("date");
    expect(c!.nextDeadline).toEqual({ round: "R1", date: "2026-09-20" });
  });
});

describe("a date the applicant entered says so", () => {
  it("on the next-deadline line the sidebar and the dashboard read", () => {
    const [a] = withPlans([school("Wharton", null)], [planView("Wharton", wharton, stored("R1", ["2026-09-03", null, "America/New_York"]))]);
    expect(a!.nextDeadline).toEqual({ round: "R1", date: "2026-09-03", entered: true });
  });

  it("in the round picker", () => {
    const plan = planView("Wharton", wharton, stored("R1", ["2026-09-03", null, "America/New_York"]));
    expect(roundOptionLabel(plan, plan.rounds[0]!)).toBe("R1, your date Sep 3");
    const columbiaPlan = planView("Columbia", columbia, stored("R2"));
    expect(columbiaPlan.rounds.map((round) => roundOptionLabel(columbiaPlan, round))).toEqual(["R1", "R2"]);
    expect(roundOptionLabel(planView("Wharton", wharton, stored("R1")), plan.rounds[0]!)).toBe("R1 (no date published yet)");
  });

  it("is entered in the school's zone by default, not the browser's", () => {
    expect(planView("Columbia", columbia, null).timeZone).toBe("America/New_York");
    const stanford: PlanCatalogueSchool = {
      name: "Stanford",
      cycle: "2026-2027",
      deadlines: [{ round: "R1", date: "2026-09-09", time: "16:00", timeZone: "America/Los_Angeles" }],
    };
    expect(planView("Stanford", stanford, null).timeZone).toBe("America/Los_Angeles");
  });
});

describe("atRiskEssaysOf", () => {
  it("reads the workspace's measures", () => {
    const essay: NavEssay = {
      id: "e1",
      essayTitle: "",
      status: "draft",
      version: 1,
      state: "draft",
      used: 120,
      max: 300,
      unit: "words",
      limit: "300 words",
      progress: 36,
      counts: true,
      requirement: "choose_one",
    };
    expect(atRiskEssaysOf([essay])).toEqual([
      { title: "Untitled Essay", required: true, chooseOneGroup: "choose-one", status: "draft", words: 120, limitWords: 300 },
    ]);
  });
});

describe("roundGroups (#35)", () => {
  it("keeps a school's rounds in order, those of an intake under it", () => {
    const round = (name: string, intake: string | null) => ({ round: name, date: null, time: null, timeZone: null, intake });
    const groups = roundGroups([
      round("August 2027 intake · Round 1", "August 2027 intake"),
      round("August 2027 intake · Round 2", "August 2027 intake"),
      round("January 2028 intake · Round 1", "January 2028 intake"),
    ]);
    expect(groups.map((group) => [group.intake, group.rounds.length])).toEqual([
      ["August 2027 intake", 2],
      ["January 2028 intake", 1],
    ]);
    expect(roundGroups([round("R1", null), round("R2", null)])).toEqual([{ intake: null, rounds: [round("R1", null), round("R2", null)] }]);
  });
});
