// How failed sign-ins slow down guessing one account without locking its owner out (NIST
// 800-63B 5.2.2, OWASP ASVS 2.2.1): each account counts the failures of browsers it does not know
// (one run shared by every address) apart from those of each browser that has signed in to it
// before (a run of its own). A run lets a few failures through, then asks each further attempt to
// wait, twice as long every time, up to a ceiling; it is forgotten after a quiet day, when the
// right password is given from that side, or when the password is reset.

export type FailureRule = {
  /** Failures let through before any wait. */
  free: number;
  /** The wait after the last free failure; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A run with no failure for this long starts again from nothing; longer than maxDelayMs. */
  forgetAfterMs: number;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Browsers the account does not know, together: 10 failures, then 1 min, 2, 4 … 1 h between attempts. */
export const UNKNOWN_DEVICES: FailureRule = { free: 10, firstDelayMs: MINUTE, maxDelayMs: HOUR, forgetAfterMs: 24 * HOUR };

/** One browser that has signed in to the account before: its owner's typos, counted apart. */
export const KNOWN_DEVICE: FailureRule = { free: 5, firstDelayMs: MINUTE, maxDelayMs: HOUR, forgetAfterMs: 24 * HOUR };

/** After this many failures from unknown browsers, a sign-in from one of them e-mails the owner. */
export const NEW_DEVICE_NOTICE_AFTER = 10;

/** A run as stored: how many attempts it has counted and when the last one was let through. */
export type FailureRun = { failures: number; lastAt: number };

/** The run as it stands now: an old one is forgotten. */
export function currentRun(stored: FailureRun | null, rule: FailureRule, now: number): FailureRun {
  if (!stored || now - stored.lastAt >= rule.forgetAfterMs) return { failures: 0, lastAt: 0 };
  return stored;
}

/** How long a run of `failures` makes the next attempt wait after the last one (ms). */
export function delayAfter(failures: number, rule: FailureRule): number {
  if (failures < rule.free) return 0;
  // Past the ceiling the exponent is irrelevant; capping it keeps the number finite.
  const doublings = Math.min(failures - rule.free, 32);
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** doublings);
}

export type RunAdmission = { allowed: true; next: FailureRun } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether one more attempt may be made now. An admitted attempt is counted as a failure at once
 * (`next`), before the password is checked, so that attempts made at the same moment cannot all
 * slip through; the right password then clears the run.
 */
export function admitToRun(stored: FailureRun | null, rule: FailureRule, now: number): RunAdmission {
  const run = currentRun(stored, rule, now);
  const waitMs = run.lastAt + delayAfter(run.failures, rule) - now;
  if (run.failures >= rule.free && waitMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  return { allowed: true, next: { failures: run.failures + 1, lastAt: now } };
}
