import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp } from "./columns";
import { editedBy, optionalUserId, userId } from "./owner";

// What operators do and what the background work did: read by /admin, written by the services
// that act. Nothing here holds essay text.

// Every admin action: who, what, when, and the state before and after (docs/operations.md).
export const adminAuditLog = sqliteTable(
  "admin_audit_log",
  {
    id: id(),
    // The admin; their e-mail is kept too so the entry still reads after the account is deleted.
    actorId: editedBy("actor_id"),
    actorEmail: text("actor_email").notNull(),
    // e.g. "trial.extend", "usage.reset", "role.grant", "prompt.create", "dead_letter.retry"
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: text("before", { mode: "json" }).$type<unknown>(),
    after: text("after", { mode: "json" }).$type<unknown>(),
    requestId: text("request_id"),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt), index("admin_audit_log_target_idx").on(t.targetType, t.targetId)],
);

// A user's permission for support to read their essays, from /account: time-limited and
// revocable. Access is open while expiresAt is in the future and revokedAt is null.
export const supportAccessGrants = sqliteTable(
  "support_access_grants",
  {
    id: id(),
    userId: userId(),
    expiresAt: timestamp("expires_at").notNull(),
    revokedAt: timestamp("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("support_access_grants_user_idx").on(t.userId, t.expiresAt)],
);

export const deadLetterStatuses = ["waiting", "retried", "discarded"] as const;

// A message every try of which failed, as its dead-letter consumer received it. An admin retries
// it (sent again to its queue, once) or discards it; the status change is the claim.
export const deadLetters = sqliteTable(
  "dead_letters",
  {
    id: id(),
    // The queue the message failed on (scout-feedback, scout-email).
    queue: text("queue").notNull(),
    body: text("body", { mode: "json" }).notNull().$type<unknown>(),
    attempts: integer("attempts").notNull().default(0),
    userId: optionalUserId(),
    status: text("status", { enum: deadLetterStatuses }).notNull().default("waiting"),
    handledBy: text("handled_by"),
    handledAt: timestamp("handled_at"),
    createdAt: createdAt(),
  },
  (t) => [index("dead_letters_status_created_idx").on(t.status, t.createdAt)],
);

// One row per run of the trial sweep (the hourly cron), with what it did.
export const trialSweepRuns = sqliteTable(
  "trial_sweep_runs",
  {
    id: id(),
    cron: text("cron").notNull(),
    scheduledAt: timestamp("scheduled_at").notNull(),
    expired: integer("expired").notNull().default(0),
    reminders: integer("reminders").notNull().default(0),
    expiryNotices: integer("expiry_notices").notNull().default(0),
    durationMs: integer("duration_ms").notNull().default(0),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("trial_sweep_runs_created_idx").on(t.createdAt)],
);

// A Stripe webhook event that could not be applied (Stripe delivers it again later).
export const stripeEventFailures = sqliteTable(
  "stripe_event_failures",
  {
    id: id(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    error: text("error").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("stripe_event_failures_created_idx").on(t.createdAt)],
);

// One row per realtime voice session minted: which prompt versions its instructions came from.
export const voiceSessions = sqliteTable(
  "voice_sessions",
  {
    id: id(),
    userId: userId(),
    context: text("context").notNull(),
    promptVersions: text("prompt_versions", { mode: "json" }).notNull().$type<Record<string, number>>(),
    createdAt: createdAt(),
  },
  (t) => [index("voice_sessions_user_created_idx").on(t.userId, t.createdAt)],
);
