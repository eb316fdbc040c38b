import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDate } from "./dates";

describe("the one date formatter", () => {
  it("writes dates in American English, in the zone asked for", () => {
    const at = new Date("2027-01-05T03:30:00Z");
    expect(formatDate(at, "date", "UTC")).toBe("Jan 5, 2027");
    expect(formatDate(at, "date", "America/Los_Angeles")).toBe("Jan 4, 2027");
    expect(formatDate(at, "longDate", "UTC")).toBe("January 5, 2027");
    expect(formatDate(at, "dateTime", "America/New_York")).toBe("Jan 4, 2027, 10:30 PM");
  });

  it("keeps a calendar date (a deadline's day) the same day everywhere", () => {
    expect(formatCalendarDate("2027-01-05")).toBe("Jan 5, 2027");
  });
});
