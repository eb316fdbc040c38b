import { and, desc, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { accountArchives } from "../../../db/schema";
import { ARCHIVE_LIMITS } from "~/domain/billing/usage-limits";
import { ARCHIVE_STALE_MS, type ArchiveMessage, type ArchiveRefusal } from "~/domain/export/account-archive";

// The account archive (docs/export.md): asked for on /account, built by the export queue's job
// into R2, offered for 24 hours, announced by e-mail, deleted by the hourly cron after that and
// with the account. Here, an archive's life: asked for, listed, opened, swept and deleted with the account; what it
// holds is account-archive.server.ts, building its ZIP archive-zip.server.ts.

export type Archive = typeof accountArchives.$inferSelect;
/** The bucket the archives live in (R2's ARCHIVES binding). */
export type ArchiveStore = Pick<R2Bucket, "put" | "get" | "delete">;

export const DAY_MS = 24 * 60 * 60 * 1000;

export type ArchiveRequestOutcome = { ok: true; archive: Archive } | { ok: false; reason: ArchiveRefusal };

/** An archive as /account shows it: one whose 24 hours are over is "expired". */
export function archiveSummary(archive: Archive, now: Date) {
  const expired = archive.status === "ready" && (!archive.objectKey || !archive.expiresAt || archive.expiresAt <= now);
  return {
    id: archive.id,
    status: expired ? ("expired" as const) : archive.status,
    requestedAt: archive.requestedAt.toISOString(),
    expiresAt: archive.expiresAt?.toISOString() ?? null,
    sizeBytes: archive.sizeBytes,
  };
}

/**
 * Asks for an archive: one statement inserts it only when none of the user's is being prepared
 * and fewer than three were asked for in the last 24 hours (ARCHIVE_LIMITS), so two requests at
 * once make one archive. Then the job is queued.
 */
export async function requestArchive(deps: { db: Database; queue: Pick<Queue, "send"> }, userId: string, now: Date): Promise<ArchiveRequestOutcome> {
  const { db } = deps;
  const id = crypto.randomUUID();
  const staleBefore = now.getTime() - ARCHIVE_STALE_MS;
  const dayBefore = now.getTime() - DAY_MS;
  const inserted = await db.run(sql`
    insert into ${accountArchives} (id, user_id, status, requested_at)
    select ${id}, ${userId}, 'queued', ${now.getTime()}
    where (select count(*) from ${accountArchives} where user_id = ${userId} and status = 'queued' and requested_at > ${staleBefore}) < ${ARCHIVE_LIMITS.inFlight}
      and (select count(*) from ${accountArchives} where user_id = ${userId} and requested_at > ${dayBefore}) < ${ARCHIVE_LIMITS.perDay}`);
  if (!inserted.meta.changes) {
    const inFlight = await db
      .select({ id: accountArchives.id })
      .from(accountArchives)
      .where(and(eq(accountArchives.userId, userId), eq(accountArchives.status, "queued"), gt(accountArchives.requestedAt, new Date(staleBefore))))
      .get();
    return { ok: false, reason: inFlight ? "in_flight" : "daily_limit" };
  }
  const message: ArchiveMessage = { kind: "account_archive", archiveId: id, userId };
  await deps.queue.send(message);
  const archive = await db.select().from(accountArchives).where(eq(accountArchives.id, id)).get();
  return { ok: true, archive: archive! };
}

/** The user's archives of the last day, newest first, for /account (a query, for the page's batch). */
export function archivesQuery(db: Database, userId: string, now: Date) {
  return db
    .select()
    .from(accountArchives)
    .where(and(eq(accountArchives.userId, userId), gt(accountArchives.requestedAt, new Date(now.getTime() - DAY_MS))))
    .orderBy(desc(accountArchives.requestedAt))
    .limit(ARCHIVE_LIMITS.perDay);
}

export const archiveKey = (userId: string, archiveId: string) => `archives/${userId}/${archiveId}.zip`;

/** The user's own ready, unexpired archive's object, or null (another user's archive is simply not found). */
export async function openArchive(deps: { db: Database; archives: ArchiveStore }, userId: string, archiveId: string, now: Date) {
  const archive = await deps.db
    .select()
    .from(accountArchives)
    .where(and(eq(accountArchives.id, archiveId), eq(accountArchives.userId, userId), eq(accountArchives.status, "ready"), gt(accountArchives.expiresAt, now)))
    .get();
  if (!archive?.objectKey) return null;
  const object = await deps.archives.get(archive.objectKey);
  return object ? { archive, object } : null;
}

/** The hourly sweep: every expired archive's object deleted (the row stays, keeping the day's count). */
export async function sweepExpiredArchives(deps: { db: Database; archives: ArchiveStore }, now: Date): Promise<number> {
  const expired = await deps.db
    .select({ id: accountArchives.id, objectKey: accountArchives.objectKey })
    .from(accountArchives)
    .where(and(isNotNull(accountArchives.objectKey), lte(accountArchives.expiresAt, now)))
    .limit(500);
  if (expired.length === 0) return 0;
  await deps.archives.delete(expired.map((row) => row.objectKey!));
  await deps.db
    .update(accountArchives)
    .set({ objectKey: null })
    .where(
      inArray(
        accountArchives.id,
        expired.map((row) => row.id),
      ),
    );
  return expired.length;
}

/** Before an account is deleted: its archives' objects (the rows go with the user row). */
export async function deleteUserArchives(deps: { db: Database; archives: ArchiveStore }, userId: string): Promise<void> {
  const rows = await deps.db
    .select({ objectKey: accountArchives.objectKey })
    .from(accountArchives)
    .where(and(eq(accountArchives.userId, userId), isNotNull(accountArchives.objectKey)));
  // A build still running may yet write its object: every key the user's archives could have is deleted.
  const all = await deps.db.select({ id: accountArchives.id }).from(accountArchives).where(eq(accountArchives.userId, userId));
  const keys = [...new Set([...rows.map((row) => row.objectKey!), ...all.map((row) => archiveKey(userId, row.id))])];
  if (keys.length > 0) await deps.archives.delete(keys);
}
