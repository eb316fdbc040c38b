// What /admin/work shows about the work done outside requests: feedback jobs, dead letters, the
// trial sweep and Stripe's webhooks. Plain data and pure helpers; no essay text is ever in here.

export type FeedbackJobStatus = "queued" | "generating" | "done" | "failed";
export type DeadLetterStatus = "waiting" | "retried" | "discarded";

/** Two percentiles of a set of durations in milliseconds (null when there were none). */
export type Percentiles = { count: number; p50: number | null; p95: number | null };

/** What a dead letter was, read from its body: a feedback job, or an e-mail of a kind. */
export type DeadLetterSubject =
  { kind: "feedback"; jobId: string; target: string | null; jobStatus: string | null } | { kind: "email"; mail: string } | { kind: "unknown" };

export type DeadLetterView = {
  id: string;
  queue: string;
  subject: DeadLetterSubject;
  attempts: number;
  status: DeadLetterStatus;
  createdAt: string;
  handledBy: string | null;
  handledAt: string | null;
};

export type BackgroundWorkReport = {
  /** The start of the last day, which the feedback figures cover. */
  since: string;
  feedback: {
    counts: Record<FeedbackJobStatus, number>;
    /** createdAt → startedAt, of every job started. */
    queueWait: Percentiles;
    /** createdAt → completedAt, of the jobs that finished with feedback. */
    total: Percentiles;
    failures: { id: string; target: string; error: string | null; attempts: number; at: string }[];
  };
  deadLetters: DeadLetterView[];
  sweeps: {
    id: string;
    cron: string;
    scheduledAt: string;
    expired: number;
    reminders: number;
    expiryNotices: number;
    durationMs: number;
    error: string | null;
  }[];
  stripe: {
    events: { id: string; type: string; outcome: string; at: string }[];
    failures: { id: string; eventId: string; type: string; error: string; at: string }[];
  };
};

/** The nearest-rank percentile (p in 0–100) of values sorted ascending; null for none. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export function percentiles(values: readonly number[]): Percentiles {
  const sorted = values.filter((value) => Number.isFinite(value) && value >= 0).sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** A duration as an operator reads it: "0.4 s", "12 s", "3.5 min"; "—" for none. */
export function formatSeconds(ms: number | null): string {
  if (ms === null) return "—";
  const seconds = ms / 1000;
  if (seconds < 10) return `${Math.round(seconds * 10) / 10} s`;
  if (seconds < 120) return `${Math.round(seconds)} s`;
  return `${Math.round(seconds / 6) / 10} min`;
}

const MAIL_NAMES: Record<string, string> = {
  trial_reminder: "Trial reminder e-mail",
  trial_expired: "Trial ended e-mail",
  deadline_reminder: "Deadline reminder e-mail",
  letter_reminder: "Letter reminder e-mail",
  recommender_nudge: "Recommender nudge e-mail",
  season_reminder: "Interview, deposit, scholarship or decision-day reminder e-mail",
};

/** One line saying what a dead letter is, without any of the user's text. */
export function describeDeadLetter(subject: DeadLetterSubject): string {
  switch (subject.kind) {
    case "feedback":
      return `Feedback job ${subject.jobId.slice(0, 8)} (${subject.target ?? "job deleted"}${subject.jobStatus ? `, now ${subject.jobStatus}` : ""})`;
    case "email":
      return MAIL_NAMES[subject.mail] ?? `E-mail: ${subject.mail}`;
    case "unknown":
      return "Unreadable message";
  }
}
