import { describe, expect, it } from "vitest";
import { trialEndsBeforeDeadline } from "./trial-deadline";
import type { NavSchool } from "../schools/workspace";

const withDeadline = (school: string, round: string, date: string) =>
  ({ school, plan: { chosen: { round, deadline: { date, time: "12:00", timeZone: "America/New_York" }, source: "school" } } }) as unknown as NavSchool;
const now = new Date("2026-11-25T12:00:00Z");

describe("the trial's end against the next deadline", () => {
  it("names the next deadline still ahead when the trial ends before it", () => {
    const schools = [withDeadline("Kellogg", "R2", "2027-01-07"), withDeadline("Columbia", "R2", "2027-01-05"), withDeadline("HBS", "R1", "2026-09-03")];
    expect(trialEndsBeforeDeadline(new Date("2026-12-09T12:00:00Z"), schools, now)).toEqual({ school: "Columbia", round: "R2", date: "2027-01-05" });
  });

  it("says nothing when the trial outlasts it, or there is no trial end or no deadline ahead", () => {
    const schools = [withDeadline("Columbia", "R2", "2026-12-01")];
    expect(trialEndsBeforeDeadline(new Date("2026-12-09T12:00:00Z"), schools, now)).toBeNull();
    expect(trialEndsBeforeDeadline(null, schools, now)).toBeNull();
    expect(trialEndsBeforeDeadline(new Date("2026-12-09T12:00:00Z"), [], now)).toBeNull();
  });
});
