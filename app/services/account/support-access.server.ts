import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { essaySubmissions, supportAccessGrants } from "../../../db/schema";
import type { SupportAccessHours } from "~/domain/account/support-access";
import { type AdminActor, auditQuery } from "../platform/admin-audit.server";
import { type VersionBodyReader, withVersionBody } from "../essays/version-bodies.server";

// A user's permission for support to read their essays (docs/operations.md): given from
// /account for a fixed time, ended early by the user at any time. Support reads an essay only
// through `essayForSupport`, which checks the grant in the same batch and audits the reading.

/** The user's open support-access grant (not expired, not revoked), if any. */
export function activeGrantQuery(db: Database, userId: string, now: Date) {
  return db
    .select({ id: supportAccessGrants.id, expiresAt: supportAccessGrants.expiresAt })
    .from(supportAccessGrants)
    .where(and(eq(supportAccessGrants.userId, userId), isNull(supportAccessGrants.revokedAt), gt(supportAccessGrants.expiresAt, now)))
    .orderBy(desc(supportAccessGrants.expiresAt))
    .limit(1);
}

/** Opens access for `hours` from now; an open grant is replaced, so there is one at a time. */
export async function grantSupportAccess(db: Database, userId: string, hours: SupportAccessHours, now: Date) {
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  await db.batch([
    db
      .update(supportAccessGrants)
      .set({ revokedAt: now })
      .where(and(eq(supportAccessGrants.userId, userId), isNull(supportAccessGrants.revokedAt), gt(supportAccessGrants.expiresAt, now))),
    db.insert(supportAccessGrants).values({ userId, expiresAt }),
  ]);
  return expiresAt;
}

/** Ends every open grant of the user now. */
export async function revokeSupportAccess(db: Database, userId: string, now: Date) {
  await db
    .update(supportAccessGrants)
    .set({ revokedAt: now })
    .where(and(eq(supportAccessGrants.userId, userId), isNull(supportAccessGrants.revokedAt), gt(supportAccessGrants.expiresAt, now)));
}

export type SupportEssay =
  | { ok: true; essay: { id: string; school: string; title: string; version: number; content: string; updatedAt: Date }; until: Date }
  | { ok: false; reason: "no-essay" | "no-access" };

/** One of the user's essays for support, only while the user's grant is open; each reading is audited. */
export async function essayForSupport(
  db: Database,
  /** The applicant's own object (their older versions' text), asked only once their grant is seen open. */
  bodies: VersionBodyReader,
  actor: AdminActor,
  input: { userId: string; essayId: string; now: Date; requestId: string | null },
): Promise<SupportEssay> {
  const [grant, essays] = await db.batch([
    activeGrantQuery(db, input.userId, input.now),
    db
      .select({
        id: essaySubmissions.id,
        school: essaySubmissions.school,
        title: essaySubmissions.essayTitle,
        version: essaySubmissions.version,
        content: essaySubmissions.essayContent,
        bodyInObject: essaySubmissions.bodyInObject,
        updatedAt: essaySubmissions.updatedAt,
      })
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.id, input.essayId), eq(essaySubmissions.userId, input.userId))),
  ]);
  if (!essays[0]) return { ok: false, reason: "no-essay" };
  if (!grant[0]) return { ok: false, reason: "no-access" };
  const read = (await withVersionBody(bodies, essays[0], "content"))!;
  const essay = { id: read.id, school: read.school, title: read.title, version: read.version, content: read.content, updatedAt: read.updatedAt };
  await auditQuery(
    db,
    actor,
    { action: "essay.read", targetType: "user", targetId: input.userId, after: { essayId: essay.id, grantUntil: grant[0].expiresAt.toISOString() } },
    input.requestId,
  );
  return { ok: true, essay, until: grant[0].expiresAt };
}
