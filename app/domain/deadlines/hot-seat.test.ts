import { describe, expect, it } from "vitest";
import { nextHotSeatRelease } from "./hot-seat";

describe("the next Hot Seat release (Fridays, 12pm Eastern)", () => {
  it("is this Friday at 16:00 UTC in summer (EDT)", () => {
    expect(nextHotSeatRelease(new Date("2026-07-07T10:00:00Z")).toISOString()).toBe("2026-07-10T16:00:00.000Z");
  });
  it("is this Friday at 17:00 UTC in winter (EST)", () => {
    expect(nextHotSeatRelease(new Date("2026-11-22T05:00:00Z")).toISOString()).toBe("2026-11-27T17:00:00.000Z");
  });
  it("is later the same Friday before noon, and next week just after", () => {
    expect(nextHotSeatRelease(new Date("2026-11-27T16:59:00Z")).toISOString()).toBe("2026-11-27T17:00:00.000Z");
    expect(nextHotSeatRelease(new Date("2026-11-27T17:00:00Z")).toISOString()).toBe("2026-12-04T17:00:00.000Z");
  });
  it("crosses the spring change: the Friday after clocks go forward is at 16:00 UTC", () => {
    // DST begins Sunday 8 March 2026.
    expect(nextHotSeatRelease(new Date("2026-03-06T18:00:00Z")).toISOString()).toBe("2026-03-13T16:00:00.000Z");
  });
  it("crosses the autumn change: the Friday after clocks go back is at 17:00 UTC", () => {
    // DST ends Sunday 1 November 2026.
    expect(nextHotSeatRelease(new Date("2026-10-30T17:00:00Z")).toISOString()).toBe("2026-11-06T17:00:00.000Z");
  });
  it("uses New York's date, not UTC's, late on a Thursday evening", () => {
    // 02:00 UTC Friday is still Thursday 21:00 in New York.
    expect(nextHotSeatRelease(new Date("2026-11-27T02:00:00Z")).toISOString()).toBe("2026-11-27T17:00:00.000Z");
  });
});
