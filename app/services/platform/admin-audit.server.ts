import { and, desc, eq, lt } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { adminAuditLog } from "../../../db/schema";

/** The admin acting: their e-mail is written with the entry so it reads after the account is gone. */
export type AdminActor = { id: string; email: string };

export type AuditEntry = {
  /** What was done, as "<thing>.<verb>": trial.extend, usage.reset, role.grant, prompt.activate… */
  action: string;
  targetType: "user" | "prompt" | "dead_letter" | "catalogue";
  targetId: string;
  before?: unknown;
  after?: unknown;
};

/**
 * The audit row of an admin action, as a query to run in the same D1 batch as the change it
 * describes: the change and its record land together or not at all.
 */
export function auditQuery(db: Database, actor: AdminActor, entry: AuditEntry, requestId: string | null) {
  return db.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId,
  });
}

const PAGE = 50;

/** The newest entries first, optionally about one target; `before` pages back by time. */
export function auditEntries(db: Database, filter: { targetType?: string; targetId?: string; before?: Date } = {}) {
  const conditions = [
    filter.targetType ? eq(adminAuditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(adminAuditLog.targetId, filter.targetId) : undefined,
    filter.before ? lt(adminAuditLog.createdAt, filter.before) : undefined,
  ].filter(Boolean);
  return db
    .select()
    .from(adminAuditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(PAGE);
}
