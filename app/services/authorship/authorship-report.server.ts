import { and, desc, eq, gt } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { authorshipShares, user } from "../../../db/schema";
import { type MadeShareLink, makeShareLink, revokeShareLink, shareTokenHash } from "../platform/share-links.server";
import { type ReportVersion, buildReport } from "~/domain/authorship/report";
import type { DisclosureEntry } from "~/domain/authorship/disclosure";
import type { SchoolAiPolicy } from "~/domain/ai-policy/ai-policy";
import { essayQuery, versionsOfEssayQuery } from "../essays/essays.server";
import { disclosureEntries, essayDisclosuresQuery } from "./disclosures.server";
import { type VersionBodyReader, withVersionBodies } from "../essays/version-bodies.server";
import { aiPolicyOfRow, essayAiPolicyQuery } from "../ai-policy/ai-policies.server";

// The authorship report of one essay (docs/ai-policy.md), built from its versions and its AI
// log, and the private links that let its owner hand it to a school or a reader (share-links.server.ts:
// a token shown once, its hash kept, open for SHARE_LINK_DAYS.report); a link opens this report and
// nothing else.

export type AuthorshipReport = {
  school: string;
  essayTitle: string;
  policy: SchoolAiPolicy | null;
  versions: ReportVersion[];
  log: DisclosureEntry[];
  /** Through a share link only: who shared it (null: the account has no name), and the essay as its newest version reads. */
  shared?: { applicant: string | null; version: number; text: string };
};

/** The report of one of the user's essays, in one round trip; null when it is not theirs. */
export async function readAuthorshipReport(db: Database, bodies: VersionBodyReader, userId: string, essayId: string): Promise<AuthorshipReport | null> {
  const read = await reportWithNewest(db, bodies, userId, essayId);
  if (!read) return null;
  const { newest: _newest, ...report } = read;
  return report;
}

/** The report and the essay's newest version (its text, for a share link's page). */
async function reportWithNewest(
  db: Database,
  bodies: VersionBodyReader,
  userId: string,
  essayId: string,
): Promise<(AuthorshipReport & { newest: { version: number; text: string } }) | null> {
  const [essays, stored, log, policy] = await db.batch([
    essayQuery(db, userId, essayId),
    versionsOfEssayQuery(db, userId, essayId),
    essayDisclosuresQuery(db, userId, essayId),
    essayAiPolicyQuery(db, userId, essayId),
  ]);
  const essay = essays[0];
  if (!essay) return null;
  // Every version's text: the older ones are in the user's object (one call for all).
  const versions = await withVersionBodies(bodies, stored, "essayContent");
  const entries = disclosureEntries(log);
  const newest = versions.at(-1) ?? essay;
  return {
    newest: { version: newest.version, text: newest.essayContent },
    school: essay.school,
    essayTitle: essay.essayTitle,
    policy: policy[0] ? aiPolicyOfRow(policy[0]) : null,
    versions: buildReport(
      versions.map((version) => ({
        version: version.version,
        content: version.essayContent,
        origin: version.origin,
        createdAt: version.createdAt.toISOString(),
        updatedAt: version.updatedAt.toISOString(),
        notes: version.versionNotes,
        arrival: version.arrival,
      })),
      entries,
    ),
    log: entries,
  };
}

/** The user's links to this essay's report: when each was made and when it stops opening (the token itself is never kept). */
export function sharesOfEssay(db: Database, userId: string, essayId: string) {
  return db
    .select({ id: authorshipShares.id, createdAt: authorshipShares.createdAt, expiresAt: authorshipShares.expiresAt })
    .from(authorshipShares)
    .where(and(eq(authorshipShares.userId, userId), eq(authorshipShares.essayId, essayId)))
    .orderBy(desc(authorshipShares.createdAt));
}

/** A new link to the report of one of the user's essays (the token, returned once), refused past the account's open links; not_found when the essay is not theirs. */
export async function createShare(
  db: Database,
  userId: string,
  essayId: string,
  now = new Date(),
): Promise<MadeShareLink | { ok: false; reason: "not_found" }> {
  const owned = await essayQuery(db, userId, essayId);
  if (!owned[0]) return { ok: false, reason: "not_found" };
  return makeShareLink(db, "report", userId, essayId, now);
}

/** Revokes one of the user's links (the row goes: the link is then a 404 like an unknown one). False when it is not theirs. */
export const revokeShare = (db: Database, userId: string, shareId: string) => revokeShareLink(db, "report", userId, shareId);

/** The report a link opens, or null for a malformed, unknown, revoked or expired token (not told apart). */
export async function reportForShare(
  db: Database,
  objectOf: (userId: string) => { versionBodies: VersionBodyReader },
  token: string,
  now = new Date(),
): Promise<AuthorshipReport | null> {
  const tokenHash = await shareTokenHash(token);
  if (!tokenHash) return null;
  const share = await db
    .select({ userId: authorshipShares.userId, essayId: authorshipShares.essayId, applicant: user.name })
    .from(authorshipShares)
    .innerJoin(user, eq(user.id, authorshipShares.userId))
    .where(and(eq(authorshipShares.tokenHash, tokenHash), gt(authorshipShares.expiresAt, now)))
    .get();
  if (!share) return null;
  // The link's owner's object: the token named their essay, and only its versions are read.
  const report = await reportWithNewest(db, objectOf(share.userId).versionBodies, share.userId, share.essayId);
  if (!report) return null;
  const { newest, ...rest } = report;
  return { ...rest, shared: { applicant: share.applicant.trim() || null, ...newest } };
}
