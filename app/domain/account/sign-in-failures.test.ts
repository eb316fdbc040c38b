import { describe, expect, it } from "vitest";
import { KNOWN_DEVICE, UNKNOWN_DEVICES, admitToRun, delayAfter, type FailureRun } from "./sign-in-failures";

const MINUTE = 60_000;

/** Counts `count` attempts made `gapMs` apart from nothing; returns the run and the last admission. */
function attempts(count: number, gapMs: number, start = 1_000_000) {
  let run: FailureRun | null = null;
  let now = start;
  for (let i = 0; i < count; i++) {
    const admission = admitToRun(run, UNKNOWN_DEVICES, now);
    if (!admission.allowed) throw new Error(`attempt ${i + 1} refused`);
    run = admission.next;
    now += gapMs;
  }
  return { run: run!, now };
}

describe("sign-in failures", () => {
  it("lets 10 failures from unknown devices through at once, then asks for 1 minute", () => {
    const { run } = attempts(10, 0);
    expect(run.failures).toBe(10);
    expect(admitToRun(run, UNKNOWN_DEVICES, run.lastAt)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(admitToRun(run, UNKNOWN_DEVICES, run.lastAt + 59_000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(admitToRun(run, UNKNOWN_DEVICES, run.lastAt + MINUTE).allowed).toBe(true);
  });

  it("doubles the wait with each further failure, up to an hour", () => {
    expect([10, 11, 12, 13, 15, 16, 17, 40, 1_000].map((failures) => delayAfter(failures, UNKNOWN_DEVICES) / MINUTE)).toEqual([1, 2, 4, 8, 32, 60, 60, 60, 60]);
    expect([0, 4, 9].map((failures) => delayAfter(failures, UNKNOWN_DEVICES))).toEqual([0, 0, 0]);
  });

  it("gives a known device a smaller allowance of its own", () => {
    expect(delayAfter(4, KNOWN_DEVICE)).toBe(0);
    expect(delayAfter(5, KNOWN_DEVICE)).toBe(MINUTE);
  });

  it("keeps counting a guesser who waits each delay out, so the hourly wait holds", () => {
    // One guess an hour for a day: the run is never quiet long enough to be forgotten.
    const { run, now } = attempts(40, 60 * MINUTE);
    expect(run.failures).toBe(40);
    expect(admitToRun(run, UNKNOWN_DEVICES, now - 1).allowed).toBe(false);
  });

  it("forgets a run after a quiet day", () => {
    const { run } = attempts(10, 0);
    expect(admitToRun(run, UNKNOWN_DEVICES, run.lastAt + 24 * 60 * MINUTE)).toEqual({
      allowed: true,
      next: { failures: 1, lastAt: run.lastAt + 24 * 60 * MINUTE },
    });
  });
});
