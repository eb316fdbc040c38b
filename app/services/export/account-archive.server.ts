import { and, desc, eq, getTableColumns, getTableName, gt, inArray, is, isNotNull, lte, or, isNull, lt, sql } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { strToU8, zipSync, type Zippable } from "fflate";
import type { Database } from "../../../db/client";
import * as schema from "../../../db/schema";
import { accountArchives, essaySubmissions, user } from "../../../db/schema";
import { ARCHIVE_LIMITS } from "~/domain/billing/usage-limits";
import {
  ARCHIVE_CLAIM_MS,
  ARCHIVE_FORMAT,
  ARCHIVE_LIFETIME_MS,
  ARCHIVE_STALE_MS,
  ARCHIVE_WITHHELD,
  type ArchiveMessage,
  type ArchiveRefusal,
  archiveReadme,
} from "~/domain/export/account-archive";
import { exportFileName } from "~/domain/export/essay-export";
import { newestVersions } from "~/domain/schools/school-progress";
import type { Settings } from "~/settings.server";
import { sendEmail } from "../platform/mailer.server";
import { essayPromptOf, essayPromptQuery } from "../catalogue/catalogue.server";
import { renderDocx } from "./docx.server";
import { essayBlocks, exportEssayOf } from "./essay-export.server";
import type { Essay } from "../essays/essays.server";
import { type VersionBodyReader, withVersionBodies } from "../essays/version-bodies.server";
import type { ChatRows } from "../coach/chat-source.server";
import { withObjectChat } from "./archive-chat.server";
import { type ArchivedWork, withObjectWork } from "./archive-work.server";

/** The applicant's object as the archive reads it: older versions' text, the conversations and the work rows it holds. */
export type ArchivedObject = { versionBodies: VersionBodyReader; conversations: { rows: () => Promise<ChatRows> }; workRows: ArchivedWork };

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

// The account archive (docs/export.md): asked for on /account, built by the export queue's job
// into R2, offered for 24 hours, announced by e-mail, deleted by the hourly cron after that and
// with the account. The queue consumer (workers/queues/export-consumer.ts) only parses the
// message and calls buildArchive; everything else is here.

export type Archive = typeof accountArchives.$inferSelect;
/** The bucket the archives live in (R2's ARCHIVES binding). */
export type ArchiveStore = Pick<R2Bucket, "put" | "get" | "delete">;

const DAY_MS = 24 * 60 * 60 * 1000;

export type ArchiveRequestOutcome = { ok: true; archive: Archive } | { ok: false; reason: ArchiveRefusal };

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

type TableRows = Record<string, unknown>[];

/** Every table with a user_id column, from the schema itself: a table added later is exported by being there. */
export function userOwnedSchemaTables(): SQLiteTable[] {
  return (Object.values(schema) as unknown[]).filter(
    (value): value is SQLiteTable => is(value, SQLiteTable) && Object.values(getTableColumns(value)).some((column) => column.name === "user_id"),
  );
}

/** A row as the archive holds it: keyed by the database's column names, withheld columns left out. */
function archiveRow(table: SQLiteTable, row: Record<string, unknown>): Record<string, unknown> {
  const withheld = ARCHIVE_WITHHELD[getTableName(table)] ?? [];
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!withheld.includes(column.name)) out[column.name] = row[key];
  }
  return out;
}

/** Everything stored about the user: their user row and every user-owned table's rows, by table name; older versions' text and conversations from their object too. */
export async function collectAccountData(db: Database, object: ArchivedObject, userId: string): Promise<Record<string, TableRows>> {
  const tables = userOwnedSchemaTables();
  const userIdColumn = (table: SQLiteTable) => Object.values(getTableColumns(table)).find((column) => column.name === "user_id")!;
  // Asked at once: the object answers once any move of the chat under way is over, and a row seen in both is kept once.
  const chat = object.conversations.rows();
  const work = object.workRows.all();
  const [userRows, ...rows] = await db.batch([
    db.select().from(user).where(eq(user.id, userId)),
    ...tables.map((table) =>
      db
        .select()
        .from(table)
        .where(eq(userIdColumn(table), userId)),
    ),
  ]);
  const data: Record<string, TableRows> = { user: (userRows as Record<string, unknown>[]).map((row) => archiveRow(user, row)) };
  tables.forEach((table, index) => {
    const tableRows = rows[index] as Record<string, unknown>[];
    data[getTableName(table)] = (table === essaySubmissions ? [] : tableRows).map((row) => archiveRow(table, row));
  });
  // Every version's text, wherever it is kept (app/services/essays/version-bodies.server.ts).
  const versions = await withVersionBodies(object.versionBodies, rows[tables.indexOf(essaySubmissions)] as Essay[], "essayContent");
  data[getTableName(essaySubmissions)] = versions.map((row) => archiveRow(essaySubmissions, row));
  return withObjectChat(withObjectWork(data, await work, archiveRow), userId, await chat);
}

/** The ZIP: account.json, a README, and each essay's current text as a Word file. */
export async function archiveZip(db: Database, object: ArchivedObject, userId: string, now: Date): Promise<{ zip: Uint8Array; email: string } | null> {
  const data = await collectAccountData(db, object, userId);
  const email = (data.user?.[0]?.email as string | undefined) ?? null;
  if (!email) return null;
  const files: Zippable = {
    "account.json": strToU8(JSON.stringify({ format: ARCHIVE_FORMAT, exportedAt: now.toISOString(), withheld: ARCHIVE_WITHHELD, tables: data }, null, 2)),
    "README.txt": strToU8(archiveReadme(email, now)),
  };
  // Each essay's newest text is in the user's object (docs/scale.md step 3).
  const essays = await withVersionBodies(
    object.versionBodies,
    newestVersions(await db.select().from(essaySubmissions).where(eq(essaySubmissions.userId, userId))),
    "essayContent",
  );
  if (essays.length > 0) {
    const [first, ...rest] = essays.map((essay) => essayPromptQuery(db, userId, essay.id));
    const prompts = await db.batch([first!, ...rest]);
    const names = new Set<string>();
    for (const [index, essay] of essays.entries()) {
      const exported = exportEssayOf(essay, essayPromptOf(prompts[index]!));
      const { bytes } = await renderDocx({ title: `${exported.school}: ${exported.title}`, blocks: essayBlocks(exported) });
      let name = exportFileName([exported.school, exported.title], "docx");
      for (let n = 2; names.has(name); n++) name = exportFileName([exported.school, exported.title, String(n)], "docx");
      names.add(name);
      // Already compressed: stored as it is.
      files[`essays/${name}`] = [bytes, { level: 0 }];
    }
  }
  return { zip: zipSync(files, { level: 6, mtime: now }), email };
}

export const archiveKey = (userId: string, archiveId: string) => `archives/${userId}/${archiveId}.zip`;

type BuildDeps = { db: Database; archives: ArchiveStore; settings: Settings; userObjectOf: (userId: string) => ArchivedObject };
export type BuildOutcome = "built" | "already_taken" | "account_gone";

/**
 * Builds one archive. The job claims it first (one statement): a second delivery of the same
 * message, or a job for an archive already built, finds nothing to claim and does nothing. A job
 * that died half-way leaves a claim older than ARCHIVE_CLAIM_MS, which a retry may take again.
 */
export async function buildArchive(deps: BuildDeps, message: ArchiveMessage, now: Date): Promise<BuildOutcome> {
  const { db } = deps;
  const [claimed] = await db
    .update(accountArchives)
    .set({ claimedAt: now })
    .where(
      and(
        eq(accountArchives.id, message.archiveId),
        eq(accountArchives.userId, message.userId),
        eq(accountArchives.status, "queued"),
        or(isNull(accountArchives.claimedAt), lt(accountArchives.claimedAt, new Date(now.getTime() - ARCHIVE_CLAIM_MS))),
      ),
    )
    .returning();
  if (!claimed) return "already_taken";
  const built = await archiveZip(db, deps.userObjectOf(message.userId), message.userId, now);
  if (!built) return "account_gone";
  const key = archiveKey(message.userId, message.archiveId);
  await deps.archives.put(key, built.zip, { httpMetadata: { contentType: "application/zip" } });
  const expiresAt = new Date(now.getTime() + ARCHIVE_LIFETIME_MS);
  const [ready] = await db
    .update(accountArchives)
    .set({ status: "ready", objectKey: key, sizeBytes: built.zip.byteLength, readyAt: now, expiresAt })
    .where(and(eq(accountArchives.id, message.archiveId), eq(accountArchives.status, "queued")))
    .returning();
  if (!ready) return "already_taken";
  const appUrl = deps.settings.APP_URL ?? "http://127.0.0.1:8787";
  await sendEmail(deps.settings, db, {
    to: built.email,
    userId: message.userId,
    subject: "Your Scout archive is ready",
    text: [
      "The archive of your Scout account you asked for is ready.",
      "",
      `Download it from your account page within 24 hours (until ${expiresAt.toUTCString()}):`,
      `${appUrl}/account#archive`,
      "",
      "You will need to be signed in. After 24 hours it is deleted; you can ask for a new one.",
    ].join("\n"),
  });
  return "built";
}

/** The job gave up on an archive (every retry failed): it is marked failed, so the user may ask again. */
export async function failArchive(db: Database, message: ArchiveMessage) {
  await db
    .update(accountArchives)
    .set({ status: "failed" })
    .where(and(eq(accountArchives.id, message.archiveId), eq(accountArchives.userId, message.userId), eq(accountArchives.status, "queued")));
}

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
