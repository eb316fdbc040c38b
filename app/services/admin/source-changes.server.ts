import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { catalogueDeadlines, catalogueEssays, catalogueSchools, catalogueSourceChecks, user, userRoles } from "../../../db/schema";
import { type SourceCheckView, sourceTextDiff } from "~/domain/catalogue/source-watch";
import type { Settings } from "~/settings.server";
import { sendEmail } from "../platform/mailer.server";
import { auditQuery } from "../platform/admin-audit.server";
import type { Actor, CatalogueOutcome } from "./admin-catalogue.server";

// What the source watch (source-watch.server.ts) found, for operators: per school, each source
// page's state and, where it changed, the text diff against what they last reviewed; the daily
// e-mail digest of new changes; and "reviewed", which makes the page's text the new baseline.

/** Every source page of one school (its own pages, and its published questions' and rounds' of any cycle shown to operators), with its watch state. */
export async function schoolSourceChecks(db: Database, schoolId: string): Promise<SourceCheckView[]> {
  const [schools, essays, deadlines] = await db.batch([
    db
      .select({ sources: catalogueSchools.sources, deadlinesUrl: catalogueSchools.deadlinesUrl })
      .from(catalogueSchools)
      .where(eq(catalogueSchools.id, schoolId)),
    db
      .select({ sources: catalogueEssays.sources })
      .from(catalogueEssays)
      .where(and(eq(catalogueEssays.schoolId, schoolId), eq(catalogueEssays.status, "published"))),
    db
      .select({ sources: catalogueDeadlines.sources })
      .from(catalogueDeadlines)
      .where(and(eq(catalogueDeadlines.schoolId, schoolId), eq(catalogueDeadlines.status, "published"))),
  ]);
  const school = schools[0];
  if (!school) return [];
  const urls = [
    ...new Set([
      ...(school.sources ?? []),
      ...(school.deadlinesUrl ? [school.deadlinesUrl] : []),
      ...essays.flatMap((row) => row.sources),
      ...deadlines.flatMap((row) => row.sources),
    ]),
  ];
  const checks = (
    await Promise.all(chunks(urls).map((some) => db.select().from(catalogueSourceChecks).where(inArray(catalogueSourceChecks.url, some))))
  ).flat();
  return urls.map((url): SourceCheckView => {
    const row = checks.find((check) => check.url === url);
    const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;
    const state = !row ? "unchecked" : row.changedAt ? "changed" : row.lastError ? "failing" : row.fingerprint ? "unchanged" : "unchecked";
    return {
      url,
      state,
      reviewedAt: iso(row?.reviewedAt),
      checkedAt: iso(row?.checkedAt),
      lastError: row?.lastError ?? null,
      nextTryAt: iso(row?.nextTryAt),
      diff: state === "changed" && row?.text !== null ? sourceTextDiff(row?.reviewedText ?? "", row?.text ?? "") : null,
    };
  });
}

/** The number of changed source pages waiting for operators, by school id (for the catalogue's overview). */
export async function changedSourcesBySchool(db: Database): Promise<Record<string, number>> {
  const changed = await db.select({ url: catalogueSourceChecks.url }).from(catalogueSourceChecks).where(isNotNull(catalogueSourceChecks.changedAt));
  if (changed.length === 0) return {};
  const urls = new Set(changed.map((row) => row.url));
  const schools = await db
    .select({ id: catalogueSchools.id, sources: catalogueSchools.sources, deadlinesUrl: catalogueSchools.deadlinesUrl })
    .from(catalogueSchools);
  const [essays, deadlines] = await db.batch([
    db.select({ schoolId: catalogueEssays.schoolId, sources: catalogueEssays.sources }).from(catalogueEssays).where(eq(catalogueEssays.status, "published")),
    db
      .select({ schoolId: catalogueDeadlines.schoolId, sources: catalogueDeadlines.sources })
      .from(catalogueDeadlines)
      .where(eq(catalogueDeadlines.status, "published")),
  ]);
  return Object.fromEntries(
    schools.map((school) => {
      const own = new Set([
        ...(school.sources ?? []),
        ...(school.deadlinesUrl ? [school.deadlinesUrl] : []),
        ...[...essays, ...deadlines].filter((row) => row.schoolId === school.id).flatMap((row) => row.sources),
      ]);
      return [school.id, [...own].filter((url) => urls.has(url)).length];
    }),
  );
}

/** An operator has looked at a changed page (and edited the catalogue where it needed it): its text is the new baseline. */
export async function markSourceReviewed({ db, actor, requestId }: Actor, schoolId: string, url: string): Promise<CatalogueOutcome> {
  const row = await db.select().from(catalogueSourceChecks).where(eq(catalogueSourceChecks.url, url)).get();
  if (!row?.changedAt) return { ok: false, status: 409, message: "That page has no change waiting. Reload the page." };
  await db.batch([
    db
      .update(catalogueSourceChecks)
      .set({ reviewedText: row.text, reviewedAt: row.checkedAt, changedAt: null, mailedAt: null })
      .where(and(eq(catalogueSourceChecks.url, url), eq(catalogueSourceChecks.changedAt, row.changedAt))),
    auditQuery(db, actor, { action: "catalogue.source.reviewed", targetType: "catalogue", targetId: schoolId, after: { url } }, requestId),
  ]);
  return { ok: true, message: "Marked as reviewed: later changes are compared with this version." };
}

/** One e-mail a day to the operators, listing the source pages that changed since the last digest; null when nothing did. */
export async function sendSourceDigest(settings: Settings, db: Database, now: Date): Promise<number> {
  const fresh = await db
    .select({ url: catalogueSourceChecks.url, reviewedAt: catalogueSourceChecks.reviewedAt })
    .from(catalogueSourceChecks)
    .where(and(isNotNull(catalogueSourceChecks.changedAt), isNull(catalogueSourceChecks.mailedAt)));
  if (fresh.length === 0) return 0;
  const operators = await db
    .select({ email: user.email, id: user.id })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, "admin"));
  const lines = fresh.map((row) => `- ${row.url} (changed since checked on ${row.reviewedAt?.toISOString().slice(0, 10) ?? "an earlier run"})`);
  const text = [
    `${fresh.length === 1 ? "One source page" : `${fresh.length} source pages`} of the school catalogue changed:`,
    "",
    ...lines,
    "",
    `See the changes and review them: ${settings.APP_URL ?? ""}/admin/catalogue`,
    "Applicants see nothing of this until you edit and publish the catalogue.",
  ].join("\n");
  for (const operator of operators)
    await sendEmail(settings, db, { to: operator.email, subject: "Scout: catalogue sources changed", text, userId: operator.id });
  for (const some of chunks(fresh.map((row) => row.url)))
    await db
      .update(catalogueSourceChecks)
      .set({ mailedAt: now })
      .where(and(inArray(catalogueSourceChecks.url, some), isNull(catalogueSourceChecks.mailedAt)));
  return fresh.length;
}

// D1 takes at most 100 parameters a statement: IN lists go in pieces.
function chunks<T>(items: T[], size = 90): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}
