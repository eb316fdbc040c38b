import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { recommenderBriefs, recommenderShares, recommenders } from "../../../db/schema";
import { type MadeShareLink, makeShareLink, revokeShareLink, shareTokenHash } from "../platform/share-links.server";
import { type BriefTextReader, readBriefText } from "./brief-texts.server";

// Private read-only links to a recommender's brief, as the authorship report's
// (share-links.server.ts: a token shown once, only its hash kept, open for SHARE_LINK_DAYS.brief);
// it opens that one brief and nothing else of the applicant (not the recommender's e-mail, not the
// applicant's). Revoking deletes the row, and the account's or the recommender's deletion takes
// the rows with it.

/** A new link to one of the user's recommenders' brief (the token, returned once), refused past the account's open links; not_found when not theirs. */
export async function createBriefShare(
  db: Database,
  userId: string,
  recommenderId: string,
  now = new Date(),
): Promise<MadeShareLink | { ok: false; reason: "not_found" }> {
  const owned = await db
    .select({ id: recommenders.id })
    .from(recommenders)
    .where(and(eq(recommenders.id, recommenderId), eq(recommenders.userId, userId)))
    .get();
  if (!owned) return { ok: false, reason: "not_found" };
  return makeShareLink(db, "brief", userId, recommenderId, now);
}

export const revokeBriefShare = (db: Database, userId: string, shareId: string) => revokeShareLink(db, "brief", userId, shareId);

export type SharedBrief = { recommender: string; content: string };

/** The applicant's object, chosen from the share's own row (never from what the visitor sends). */
export type SharerObject = (userId: string) => { workRows: BriefTextReader };

/**
 * What a link shows: the recommender's name and the brief's text; null for a malformed, unknown,
 * revoked or expired token. D1 checks the link first; only then is the text asked of the object
 * of the user the share row names, for the one recommender it names.
 */
export async function briefForShare(db: Database, objectOf: SharerObject, token: string, now = new Date()): Promise<SharedBrief | null> {
  const tokenHash = await shareTokenHash(token);
  if (!tokenHash) return null;
  const row = await db
    .select({
      recommender: recommenders.name,
      userId: recommenderShares.userId,
      recommenderId: recommenderShares.recommenderId,
      content: recommenderBriefs.content,
    })
    .from(recommenderShares)
    .innerJoin(recommenders, and(eq(recommenders.id, recommenderShares.recommenderId), eq(recommenders.userId, recommenderShares.userId)))
    .leftJoin(recommenderBriefs, eq(recommenderBriefs.recommenderId, recommenderShares.recommenderId))
    .where(and(eq(recommenderShares.tokenHash, tokenHash), gt(recommenderShares.expiresAt, now)))
    .get();
  if (!row) return null;
  return { recommender: row.recommender, content: await readBriefText(objectOf(row.userId).workRows, row.recommenderId, row.content) };
}
