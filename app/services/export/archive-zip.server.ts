import { and, eq, isNull, lt, or } from "drizzle-orm";
import { strToU8, zipSync, type Zippable } from "fflate";
import type { Database } from "../../../db/client";
import { accountArchives, essaySubmissions } from "../../../db/schema";
import { ARCHIVE_CLAIM_MS, ARCHIVE_FORMAT, ARCHIVE_LIFETIME_MS, ARCHIVE_WITHHELD, type ArchiveMessage, archiveReadme } from "~/domain/export/account-archive";
import { exportFileName } from "~/domain/export/essay-export";
import { newestVersions } from "~/domain/schools/school-progress";
import type { Settings } from "~/settings.server";
import { sendEmail } from "../platform/mailer.server";
import { essayPromptOf, essayPromptQuery } from "../catalogue/catalogue.server";
import { withVersionBodies } from "../essays/version-bodies.server";
import { renderDocx } from "./docx.server";
import { essayBlocks, exportEssayOf } from "./essay-export.server";
import { type ArchivedObject, collectAccountData } from "./account-archive.server";
import { type ArchiveStore, archiveKey } from "./archives.server";

// Building the account archive: the export queue's job (workers/queues/export-consumer.ts parses
// the message and calls buildArchive) claims it, makes the ZIP, puts it in R2 and e-mails the
// applicant that it is ready.

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
