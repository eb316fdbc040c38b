import { describe, expect, it } from "vitest";
import {
  asPercent,
  countedEssays,
  displayStateLabels,
  essayDisplayState,
  essayProgress,
  type EssayMeasure,
  newestVersions,
  nextDeadline,
  nextStep,
  type NextStepEssay,
  positionBetween,
  type SchoolEssay,
  schoolProgress,
  UNMEASURED_SHARE,
  WRITING_SHARE,
} from "./school-progress";

describe("essay progress", () => {
  const essay = (overrides: Partial<EssayMeasure>): EssayMeasure => ({ status: "draft", ownWords: true, used: 0, max: 300, ...overrides });

  it("counts written words against the limit: a 150-word draft of a 300-word essay is half way", () => {
    expect(essayProgress(essay({ used: 150 }))).toBe(0.5);
    expect(essayProgress(essay({ used: 30, status: "in_progress" }))).toBeCloseTo(0.1);
  });
  it("stops writing alone at 90%, at the limit or over it: the rest is marking it Final", () => {
    expect(essayProgress(essay({ used: 300 }))).toBe(WRITING_SHARE);
    expect(essayProgress(essay({ used: 420 }))).toBe(WRITING_SHARE);
  });
  it("counts Final and Submitted as done, whatever the words", () => {
    expect(essayProgress(essay({ status: "final", used: 120 }))).toBe(1);
    expect(essayProgress(essay({ status: "submitted", ownWords: false }))).toBe(1);
  });
  it("is 0 with none of the user's own words", () => {
    expect(essayProgress(essay({ ownWords: false, used: 0 }))).toBe(0);
    expect(essayProgress(essay({ ownWords: false, used: 0, status: "in_progress" }))).toBe(0);
  });
  it("is half way once written in when the limit cannot be counted (a video, a minimum)", () => {
    expect(essayProgress(essay({ used: 40, max: null }))).toBe(UNMEASURED_SHARE);
    expect(essayProgress(essay({ used: 0, max: null, ownWords: false }))).toBe(0);
  });
  it("shows as whole percents: 0 and 100 only for nothing and everything", () => {
    expect(asPercent(0)).toBe(0);
    expect(asPercent(1 / 300)).toBe(1);
    expect(asPercent(0.5)).toBe(50);
    expect(asPercent(0.999)).toBe(99);
    expect(asPercent(1)).toBe(100);
  });
});

describe("display state", () => {
  it("is Not started for a draft without the user's own words, and the status otherwise", () => {
    expect(essayDisplayState("draft", false)).toBe("not_started");
    expect(essayDisplayState("draft", true)).toBe("draft");
    expect(essayDisplayState("in_progress", false)).toBe("in_progress");
    expect(essayDisplayState("submitted", false)).toBe("submitted");
    expect(displayStateLabels.not_started).toBe("Not started");
    expect(displayStateLabels.draft).toBe("Draft");
  });
});

describe("school progress", () => {
  const item = (progress: number, overrides: Partial<SchoolEssay> = {}): SchoolEssay => ({
    progress,
    started: progress > 0,
    required: true,
    chooseOneGroup: null,
    ...overrides,
  });

  it("is the mean of the required essays' progress, so a draft with words moves it", () => {
    expect(schoolProgress([item(1), item(0.5), item(0), item(0)])).toBe(38);
    expect(schoolProgress([item(0.5), item(0)])).toBe(25);
    expect(schoolProgress([item(1), item(1)])).toBe(100);
    expect(schoolProgress([])).toBe(0);
  });
  it("leaves optional essays out until they are started", () => {
    const optional = { required: false };
    expect(schoolProgress([item(1), item(0, optional)])).toBe(100);
    expect(schoolProgress([item(1), item(0.5, optional)])).toBe(75);
    expect(countedEssays([item(1), item(0, optional), item(0.2, optional)])).toEqual([true, false, true]);
  });
  it("counts a choose-one group once, at its furthest option", () => {
    const group = { chooseOneGroup: "yale" };
    const essays = [item(0.4), item(0, group), item(0.9, group), item(0.3, group)];
    expect(countedEssays(essays)).toEqual([true, false, true, false]);
    expect(schoolProgress(essays)).toBe(65);
    // Nothing written yet: the first option stands for the group.
    expect(countedEssays([item(0, group), item(0, group)])).toEqual([true, false]);
    // An optional group counts only once one of its options is started.
    expect(countedEssays([item(0, { ...group, required: false }), item(0, { ...group, required: false })])).toEqual([false, false]);
  });
  it("never shows 100% while a counted essay is not done", () => {
    const many = [...Array.from({ length: 30 }, () => item(1)), item(0.9)];
    expect(schoolProgress(many)).toBe(99);
  });
});

describe("what to do next", () => {
  const essay = (id: string, progress: number, deadline: string | null, overrides: Partial<NextStepEssay> = {}) => ({
    id,
    progress,
    deadline,
    counts: true,
    state: (progress > 0 ? "draft" : "not_started") as NextStepEssay["state"],
    ...overrides,
  });

  it("is the essay whose school's deadline is nearest, the least done of those first", () => {
    const essays = [essay("booth-1", 0, "2026-01-06"), essay("hbs-1", 40, "2026-01-05"), essay("hbs-2", 10, "2026-01-05"), essay("stanford", 0, null)];
    expect(nextStep(essays)?.id).toBe("hbs-2");
  });
  it("ranks the work due by the dates the applicant plans by before a school whose only date is the catalogue's next round", () => {
    // Columbia's R2 (Jan 5) is only the next round Scout has for it; Stanford's Jan 7 is the date the applicant entered.
    const essays = [essay("columbia", 0, "2027-01-05T17:00:00.000Z"), essay("stanford", 50, "2027-01-07T20:00:00.000Z", { planned: true })];
    expect(nextStep(essays)?.id).toBe("stanford");
    expect(nextStep([essay("columbia", 0, "2027-01-05T17:00:00.000Z"), essay("none", 0, null)])?.id).toBe("columbia");
  });
  it("orders the dates the applicant plans by as instants, whatever the zone", () => {
    // Noon in Paris comes before 9 AM in New York on the same day.
    const essays = [essay("new-york", 0, "2027-01-06T14:00:00.000Z", { planned: true }), essay("paris", 50, "2027-01-06T11:00:00.000Z", { planned: true })];
    expect(nextStep(essays)?.id).toBe("paris");
  });
  it("puts schools with no known deadline after every dated one", () => {
    expect(nextStep([essay("none", 0, null), essay("dated", 80, "2026-04-01")])?.id).toBe("dated");
  });
  it("is the least done when no deadline is known, the first listed when tied", () => {
    expect(nextStep([essay("a", 60, null), essay("b", 20, null), essay("c", 20, null)])?.id).toBe("b");
  });
  it("skips finished essays and those that do not count (an optional essay not begun)", () => {
    const essays = [
      essay("final", 100, "2025-12-01", { state: "final" }),
      essay("optional", 0, "2025-12-01", { counts: false }),
      essay("left", 90, "2026-02-01", { state: "in_progress" }),
    ];
    expect(nextStep(essays)?.id).toBe("left");
    expect(nextStep([essay("done", 100, null, { state: "submitted" })])).toBeNull();
    expect(nextStep([])).toBeNull();
  });
});

describe("newest versions", () => {
  it("keeps the highest version of each school and title", () => {
    const essays = [
      { school: "Wharton", essayTitle: "E1", version: 1 },
      { school: "Wharton", essayTitle: "E1", version: 3 },
      { school: "Wharton", essayTitle: "E2", version: 1 },
      { school: "Booth", essayTitle: "E1", version: 2 },
    ];
    expect(
      newestVersions(essays)
        .map((e) => `${e.school}/${e.essayTitle}/${e.version}`)
        .sort(),
    ).toEqual(["Booth/E1/2", "Wharton/E1/3", "Wharton/E2/1"]);
  });
});

describe("next deadline", () => {
  const deadlines = [
    { round: "R2", date: "2026-01-05" },
    { round: "R1", date: "2025-09-03" },
    { round: "R3", date: null },
  ];
  it("is the first date still ahead, with its instant (noon in New York when no time or zone is known)", () => {
    const r2 = { round: "R2", date: "2026-01-05", at: "2026-01-05T17:00:00.000Z" };
    expect(nextDeadline(deadlines, new Date("2025-10-01"))).toEqual(r2);
    expect(nextDeadline(deadlines, new Date("2026-01-05T12:00:00Z"))).toEqual(r2);
  });
  it("is past a deadline once its instant has gone by, not at the end of its day", () => {
    expect(nextDeadline(deadlines, new Date("2026-01-05T17:00:00Z"))).toBeNull();
    const timed = [{ round: "R1", date: "2026-09-09", time: "23:59", timeZone: "Asia/Kolkata" }];
    expect(nextDeadline(timed, new Date("2026-09-09T18:28:00Z"))?.round).toBe("R1");
    expect(nextDeadline(timed, new Date("2026-09-09T18:29:00Z"))).toBeNull();
  });
  it("is null once every known date has passed", () => {
    expect(nextDeadline(deadlines, new Date("2026-11-22"))).toBeNull();
  });
});

describe("positions", () => {
  it("falls between neighbours, or past the end", () => {
    expect(positionBetween(1, 2)).toBe(1.5);
    expect(positionBetween(undefined, 1)).toBe(0);
    expect(positionBetween(3, undefined)).toBe(4);
    expect(positionBetween(undefined, undefined)).toBe(1);
  });
});
