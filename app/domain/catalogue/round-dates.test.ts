import { describe, expect, it } from "vitest";
import { type RoundDate, readRoundDate, sameRound } from "./round-dates";

const date = (cycle: string, round: string, day: string): RoundDate => ({
  id: `${cycle}-${round}`,
  schoolId: "tuck",
  cycle,
  round,
  kind: "decision",
  date: day,
  approx: null,
  sources: [],
  pageDate: null,
  note: null,
});

describe("a round's interview and decision dates", () => {
  it("reads R1, Round 1 and R1 (interview guaranteed) as one round, and Early Action apart", () => {
    expect(sameRound("R1", "Round 1")).toBe(true);
    expect(sameRound("R1 (interview guaranteed)", "R1")).toBe(true);
    expect(sameRound("Stage 2", "R2")).toBe(true);
    expect(sameRound("R1", "R2")).toBe(false);
    expect(sameRound("Early Action", "R1")).toBe(false);
  });

  it("gives this cycle's date, else the newest older one as a past year's, never a later cycle's", () => {
    const dates = [date("2024-2025", "R1", "2024-12-12"), date("2025-2026", "R1", "2025-12-12"), date("2027-2028", "R1", "2027-12-12")];
    expect(readRoundDate(dates, "2026-2027", "R1", "decision")).toEqual({ current: null, past: dates[1] });
    expect(readRoundDate([...dates, date("2026-2027", "R1", "2026-12-11")], "2026-2027", "R1", "decision").current?.date).toBe("2026-12-11");
    expect(readRoundDate(dates, "2026-2027", "R1", "interview_invite")).toEqual({ current: null, past: null });
  });
});
