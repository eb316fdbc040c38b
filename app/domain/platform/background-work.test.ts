import { describe, expect, it } from "vitest";
import { describeDeadLetter, formatSeconds, percentile, percentiles } from "./background-work";

describe("percentiles", () => {
  it("takes the nearest rank", () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });

  it("sorts, and leaves out what is not a duration", () => {
    expect(percentiles([3000, 1000, 2000, Number.NaN, -5])).toEqual({ count: 3, p50: 2000, p95: 3000 });
    expect(percentiles([])).toEqual({ count: 0, p50: null, p95: null });
  });
});

describe("what an operator reads", () => {
  it("formats durations in seconds, minutes past two", () => {
    expect(formatSeconds(null)).toBe("—");
    expect(formatSeconds(420)).toBe("0.4 s");
    expect(formatSeconds(12_400)).toBe("12 s");
    expect(formatSeconds(210_000)).toBe("3.5 min");
  });

  it("says what a dead letter is", () => {
    expect(describeDeadLetter({ kind: "feedback", jobId: "0123456789abcdef", target: "essay", jobStatus: "failed" })).toBe(
      "Feedback job 01234567 (essay, now failed)",
    );
    expect(describeDeadLetter({ kind: "feedback", jobId: "0123456789abcdef", target: null, jobStatus: null })).toBe("Feedback job 01234567 (job deleted)");
    expect(describeDeadLetter({ kind: "email", mail: "trial_reminder" })).toBe("Trial reminder e-mail");
    expect(describeDeadLetter({ kind: "email", mail: "deadline_reminder" })).toBe("Deadline reminder e-mail");
    expect(describeDeadLetter({ kind: "unknown" })).toBe("Unreadable message");
  });
});
