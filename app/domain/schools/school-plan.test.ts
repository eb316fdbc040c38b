import { describe, expect, it } from "vitest";
import { FALLBACK_ROUNDS, type PlanCatalogueSchool, planView, roundGroups, roundOptionLabel, roundsOf, schoolDateOffered } from "./school-plan";
import { atRiskEssaysOf, withPlans, workDue } from "./workspace";
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
// Late November 2026: Round 1 has passed, Round 2 is ahead.
const now = new Date("2026-11-27T16:00:00Z");
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
    expect(planView("Columbia", columbia, stored("R2"), now).chosen).toEqual({
      round: "R2",
      source: "school",
      deadline: { date: "2027-01-05", time: "12:00", timeZone: "America/New_York" },
      passed: false,
    });
  });

  it("says a date is missing for a round Scout has no date for, and plans by the one the applicant entered", () => {
    expect(planView("Wharton", wharton, stored("R1"))).toMatchObject({ missing: "date", chosen: null });
    const view = planView("Wharton", wharton, stored("R1", ["2026-09-03", null, "America/New_York"]));
    expect(view).toMatchObject({ missing: null, chosen: { source: "entered", deadline: { date: "2026-09-03", time: null } } });
    expect(schoolDateOffered(view)).toBe(false);
  });

  it("keeps the entered date until the applicant takes the school's, once Scout has it", () => {
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
    undated: null,
    essays: [],
  }) as unknown as NavSchool;

describe("withPlans", () => {
  it("puts the chosen round on the next-deadline line, and none for a chosen round with no date", () => {
    const [a, b, c] = withPlans(
      [school("Columbia", { round: "R1", date: "2026-09-09" }), school("Wharton", null), school("Booth", { round: "R1", date: "2026-09-20" })],
      [planView("Columbia", columbia, stored("R2"), now), planView("Wharton", wharton, stored("R1"), now)],
    );
    expect(a!.nextDeadline).toEqual({ round: "R2", date: "2027-01-05", at: "2027-01-05T17:00:00.000Z", entered: false, planned: true, passed: false });
    expect(b!.nextDeadline).toBeNull();
    expect(b!.undated).toEqual({ round: "R1", previousCycleDate: "2025-09-02" });
    expect(b!.plan?.missing).toBe("date");
    expect(c!.nextDeadline).toEqual({ round: "R1", date: "2026-09-20" });
  });
});

describe("a date the applicant entered says so", () => {
  it("on the next-deadline line the sidebar and the dashboard read", () => {
    const [a] = withPlans([school("Wharton", null)], [planView("Wharton", wharton, stored("R1", ["2027-01-06", null, "America/New_York"]), now)]);
    // No time entered: read at noon in New York.
    expect(a!.nextDeadline).toEqual({ round: "R1", date: "2027-01-06", at: "2027-01-06T17:00:00.000Z", entered: true, planned: true, passed: false });
  });

  it("in the round picker", () => {
    const plan = planView("Wharton", wharton, stored("R1", ["2027-01-06", null, "America/New_York"]), now);
    expect(roundOptionLabel(plan, plan.rounds[0]!)).toBe("R1, your date Jan 6");
    const columbiaPlan = planView("Columbia", columbia, stored("R2"), now);
    expect(columbiaPlan.rounds.map((round) => roundOptionLabel(columbiaPlan, round))).toEqual(["R1 (passed Sep 9)", "R2"]);
  });
});

describe("what Scout does not know", () => {
  it("is said as Scout not having the date, never as the school not having published it", () => {
    const plan = planView("Wharton", wharton, stored("R1"), now);
    expect(roundOptionLabel(plan, plan.rounds[0]!)).toBe("R1 (Scout has no date)");
  });

  it("marks a round whose deadline has passed, by the date the applicant plans it by, and never picks one for them", () => {
    const undecided = planView("Columbia", columbia, null, now);
    expect(undecided.round).toBeNull();
    expect(undecided.rounds.map((round) => [round.round, round.passed])).toEqual([
      ["R1", true],
      ["R2", false],
    ]);
    // R1 read at noon New York time on Sep 9 (no time known): passed by the afternoon.
    expect(planView("Columbia", columbia, null, new Date("2026-09-09T15:59:00Z")).rounds[0]!.passed).toBe(false);
    expect(planView("Columbia", columbia, null, new Date("2026-09-09T16:00:00Z")).rounds[0]!.passed).toBe(true);
    const chosen = planView("Columbia", columbia, stored("R1"), now);
    expect(chosen.chosen).toMatchObject({ round: "R1", passed: true });
    const [line] = withPlans([school("Columbia", null)], [chosen]);
    expect(line!.nextDeadline).toMatchObject({ round: "R1", planned: true, passed: true });
    const entered = planView("Wharton", wharton, stored("R1", ["2026-11-02", "17:00", "America/New_York"]), now);
    expect(roundOptionLabel(entered, entered.rounds[0]!)).toBe("R1, your date Nov 2 (passed)");
  });
});

describe("when a school's work is due, for What to do next", () => {
  it("is the instant of the date the applicant plans by, the catalogue's next date otherwise, and nothing once their round has passed", () => {
    const [entered, passed, undecided] = withPlans(
      [school("Wharton", null), school("Columbia", null), school("Booth", { round: "R2", date: "2027-01-07", at: "2027-01-07T18:00:00.000Z" })],
      [planView("Wharton", wharton, stored("R1", ["2027-01-06", null, "America/New_York"]), now), planView("Columbia", columbia, stored("R1"), now)],
    );
    expect(workDue(entered!)).toEqual({ deadline: "2027-01-06T17:00:00.000Z", planned: true });
    expect(workDue(passed!)).toEqual({ deadline: null, planned: false });
    expect(workDue(undecided!)).toEqual({ deadline: "2027-01-07T18:00:00.000Z", planned: false });
  });
});

describe("the zone a date is entered in", () => {
  it("starts at where the school is, even when none of its rounds states a zone", () => {
    const stanford: PlanCatalogueSchool = {
      name: "Stanford GSB",
      cycle: "2026-2027",
      timeZone: "America/Los_Angeles",
      deadlines: [{ round: "R2", date: null, time: null, timeZone: null }],
    };
    expect(planView("Stanford GSB", stanford, stored("R2"), now)).toMatchObject({ timeZone: "America/Los_Angeles", timeZoneNote: null });
    const insead: PlanCatalogueSchool = {
      name: "INSEAD",
      cycle: "2026-2027",
      timeZone: "Europe/Paris",
      timeZoneNote: "Campuses in France, Singapore and Abu Dhabi; dates read in Paris time.",
      deadlines: [{ round: "August 2027 intake · Round 2", date: null, time: null, timeZone: null }],
    };
    expect(planView("INSEAD", insead, null, now)).toMatchObject({ timeZone: "Europe/Paris", timeZoneNote: insead.timeZoneNote });
    const london: PlanCatalogueSchool = { name: "LBS", cycle: "2026-2027", timeZone: "Europe/London", deadlines: [] };
    expect(planView("LBS", london, null, now).timeZone).toBe("Europe/London");
  });

  it("falls back to a zone its rounds state, and is none (the applicant picks) where Scout knows neither", () => {
    expect(planView("Columbia", columbia, null, now).timeZone).toBe("America/New_York");
    expect(planView("Own school", null, { ...stored("R2"), cycle: "unknown" }, now).timeZone).toBeNull();
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

describe("roundGroups", () => {
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
