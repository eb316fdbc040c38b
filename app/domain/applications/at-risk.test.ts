import { describe, expect, it } from "vitest";
import { AT_RISK_RULE, type AtRiskEssay, essaysThatCount, schoolAtRisk } from "./at-risk";
import { deadlineInstant } from "../deadlines/deadlines";

const DAY = 86_400_000;
// Tuck R2, read as 12:00 PM ET on Tue Jan 5, 2027: noon ET n days before leaves exactly n days.
const deadline = deadlineInstant({ date: "2027-01-05", time: "12:00", timeZone: "America/New_York" });
const daysBefore = (days: number) => new Date(deadline.getTime() - days * DAY);

const essay = (title: string, fields: Partial<AtRiskEssay> = {}): AtRiskEssay => ({
  title,
  required: true,
  status: "in_progress",
  words: 0,
  limitWords: 500,
  ...fields,
});
const whyTuck = (words: number, fields: Partial<AtRiskEssay> = {}) => essay("Why Tuck", { words, ...fields });

function judge(essays: AtRiskEssay[], now: Date, timeZone = "America/New_York", due: Date | null = deadline) {
  return schoolAtRisk({ deadline: due, now, timeZone, essays });
}

describe("the at-risk rule, by the date", () => {
  it("is done once every required essay is final or submitted, whatever the date", () => {
    const essays = [whyTuck(480, { status: "final" }), essay("Leadership", { status: "submitted", words: 300 }), essay("Optional", { required: false })];
    const done = { level: "done", reasons: ["All required essays are final or submitted"] };
    expect(judge(essays, daysBefore(2))).toEqual(done);
    expect(judge(essays, daysBefore(-5))).toEqual(done);
    expect(judge(essays, daysBefore(2), "UTC", null)).toEqual(done);
  });

  it("has no date to plan by without a deadline", () => {
    expect(judge([whyTuck(100), essay("Leadership")], daysBefore(10), "UTC", null)).toEqual({
      level: "no-date",
      reasons: ["Scout has no date for this round yet", "2 required essays not final"],
    });
  });

  it("is past from the deadline's instant on, when anything is still open", () => {
    expect(judge([whyTuck(400)], deadline)).toEqual({ level: "past", reasons: ["The deadline passed with 1 required essay not final"] });
    expect(judge([whyTuck(400)], new Date(deadline.getTime() - 1))).toEqual({
      level: "at-risk",
      reasons: ["1 required essay not final with the deadline today"],
    });
  });

  it("is on track beyond 30 days and one to watch from 30 days, however little is written", () => {
    expect(judge([whyTuck(0)], daysBefore(31))).toEqual({ level: "on-track", reasons: ["1 required essay not final with 31 days left"] });
    expect(judge([whyTuck(0)], daysBefore(30))).toEqual({ level: "watch", reasons: ["1 required essay not final with 30 days left"] });
    expect(judge([whyTuck(50)], daysBefore(15)).level).toBe("watch");
  });

  it("is at risk from 3 days while any required essay is not final, however long", () => {
    expect(judge([whyTuck(490)], daysBefore(4)).level).toBe("watch");
    expect(judge([whyTuck(490), essay("Leadership", { words: 520 })], daysBefore(3))).toEqual({
      level: "at-risk",
      reasons: ["2 required essays not final with 3 days left"],
    });
  });

  it("judges a school with no essays by its date alone", () => {
    expect(judge([], daysBefore(2))).toEqual({ level: "on-track", reasons: ["No essays for this school yet"] });
    expect(judge([], daysBefore(-1)).level).toBe("past");
    expect(judge([], daysBefore(2), "UTC", null).level).toBe("no-date");
  });

  it("counts days on the applicant's calendar", () => {
    // 11:59 PM EST Jan 5 = 10:29 AM Jan 6 in Kolkata.
    const columbia = deadlineInstant({ date: "2027-01-05", time: "23:59", timeZone: "America/New_York" });
    const now = new Date("2027-01-02T05:00:00Z"); // 12:00 AM Jan 2 in New York, 10:30 AM in Kolkata
    const essays = [essay("Goals", { words: 400 })];
    expect(judge(essays, now, "America/New_York", columbia)).toEqual({ level: "at-risk", reasons: ["1 required essay not final with 3 days left"] });
    expect(judge(essays, now, "Asia/Kolkata", columbia)).toEqual({ level: "watch", reasons: ["1 required essay not final with 4 days left"] });
  });
});

describe("the at-risk rule, by how far each essay is written", () => {
  it("is at risk from 14 days when a required essay is under half its limit", () => {
    expect(judge([whyTuck(200), essay("Leadership", { words: 400 })], daysBefore(14))).toEqual({
      level: "at-risk",
      reasons: ["Why Tuck is 40% written with 14 days left"],
    });
    expect(judge([whyTuck(249)], daysBefore(9))).toEqual({ level: "at-risk", reasons: ["Why Tuck is 49% written with 9 days left"] });
    expect(judge([whyTuck(250)], daysBefore(9))).toEqual({ level: "watch", reasons: ["1 required essay not final with 9 days left"] });
    expect(judge([whyTuck(0)], daysBefore(1))).toMatchObject({
      reasons: ["1 required essay not final with 1 day left", "Why Tuck is not started with 1 day left"],
    });
  });

  it("counts an essay with no countable limit as far from done only while it has no words", () => {
    expect(judge([essay("Video", { limitWords: null })], daysBefore(14))).toEqual({
      level: "at-risk",
      reasons: ["Video is not started with 14 days left"],
    });
    expect(judge([essay("Video", { limitWords: null, words: 1 })], daysBefore(14)).level).toBe("watch");
  });

  it("never holds a Final essay against the school, however short", () => {
    expect(judge([whyTuck(10, { status: "final" }), essay("Leadership", { words: 300 })], daysBefore(10)).level).toBe("watch");
  });

  it("lists each far-from-done essay, in the school's order", () => {
    expect(judge([whyTuck(100), essay("Goals", { words: 400 }), essay("Leadership", { words: 0 })], daysBefore(7)).reasons).toEqual([
      "Why Tuck is 20% written with 7 days left",
      "Leadership is not started with 7 days left",
    ]);
  });

  it("leaves optional essays out while the school has required ones", () => {
    const optional = essay("Optional essay", { required: false, words: 0 });
    expect(judge([whyTuck(300), optional], daysBefore(5)).level).toBe("watch");
    expect(judge([whyTuck(300, { status: "final" }), optional], daysBefore(1)).level).toBe("done");
  });

  it("reads a choose-one question by the option furthest along", () => {
    const options = (words: number[]) => words.map((w, i) => essay(`Option ${i + 1}`, { chooseOneGroup: "yale-main-essay", words: w }));
    expect(judge(options([0, 300, 0]), daysBefore(10))).toEqual({ level: "watch", reasons: ["1 required essay not final with 10 days left"] });
    expect(judge(options([0, 100, 0]), daysBefore(10)).reasons).toEqual(["Option 2 is 20% written with 10 days left"]);
    expect(judge(options([0, 0, 0]), daysBefore(10)).reasons).toEqual(["Option 1 is not started with 10 days left"]);
    const oneFinal = options([400, 20, 0]).map((option, i) => (i === 1 ? { ...option, status: "final" as const } : option));
    expect(judge(oneFinal, daysBefore(1)).level).toBe("done");
    expect(essaysThatCount(oneFinal).essays.map((e) => e.title)).toEqual(["Option 2"]);
  });

  it("counts every essay of a school the applicant added, none of them required", () => {
    const own = [essay("My story", { required: false, words: 100 }), essay("Why here", { required: false, words: 400 })];
    expect(judge(own, daysBefore(12))).toEqual({ level: "at-risk", reasons: ["My story is 20% written with 12 days left"] });
    expect(judge(own, daysBefore(20))).toEqual({ level: "watch", reasons: ["2 essays not final with 20 days left"] });
    expect(
      judge(
        own.map((e) => ({ ...e, status: "submitted" as const })),
        daysBefore(2),
      ).reasons,
    ).toEqual(["All essays are final or submitted"]);
  });
});

describe("the at-risk rule, by the letters, and in words", () => {
  it("is explained in seven sentences naming its thresholds", () => {
    expect(AT_RISK_RULE.split(/(?<=\.) /)).toHaveLength(7);
    for (const phrase of ["14 days", "3 days", "30 days", "21 days", "half its limit", "Final or Submitted", "not needed", "interview"])
      expect(AT_RISK_RULE).toContain(phrase);
  });

  it("counts a letter not yet agreed within 21 days of the deadline", () => {
    const essays = [whyTuck(480, { status: "final" })];
    const letters = [
      { recommender: "Ana", status: "asked" as const },
      { recommender: "Ben", status: "agreed" as const },
    ];
    const withLetters = (now: Date) => schoolAtRisk({ deadline, now, timeZone: "America/New_York", essays, letters });
    expect(withLetters(daysBefore(22))).toEqual({ level: "on-track", reasons: ["All required essays are final or submitted", "2 letters not submitted yet"] });
    expect(withLetters(daysBefore(21))).toEqual({ level: "at-risk", reasons: ["The letter from Ana is not agreed yet (asked) with 21 days left"] });
    const submitted = letters.map((letter) => ({ ...letter, status: "submitted" as const }));
    expect(schoolAtRisk({ deadline, now: daysBefore(2), timeZone: "UTC", essays, letters: submitted }).level).toBe("done");
  });
});
