import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { recommenderBriefs, recommenderShares, recommenders } from "../../../db/schema";
import { base64url } from "../account/signing.server";

// Private read-only links to a recommender's brief (#33), as the authorship report's: a token of
// 32 random bytes shown once, only its SHA-256 kept; it opens that one brief and nothing else of
// the applicant (not the recommender's e-mail, not the applicant's). Revoking deletes the row, and
// the account's or the recommender's deletion takes the rows with it.

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
const sha256 = async (text: string) => hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

/** A new link to one of the user's recommenders' brief: the token, returned once; null when not theirs. */
export async function createBriefShare(db: Database, userId: string, recommenderId: string): Promise<string | null> {
  const owned = await db
    .select({ id: recommenders.id })
    .from(recommenders)
    .where(and(eq(recommenders.id, recommenderId), eq(recommenders.userId, userId)))
    .get();
  if (!owned) return null;
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  await db.insert(recommenderShares).values({ userId, recommenderId, tokenHash: await sha256(token) });
  return token;
}

export async function revokeBriefShare(db: Database, userId: string, shareId: string): Promise<boolean> {
  const removed = await db
    .delete(recommenderShares)
    .where(and(eq(recommenderShares.id, shareId), eq(recommenderShares.userId, userId)))
    .returning({ id: recommenderShares.id });
  return removed.length > 0;
}

export type SharedBrief = { recommender: string; content: string };

/** What a link shows: the recommender's name and the brief's text; null for a malformed, unknown or revoked token. */
export async function briefForShare(db: Database, token: string): Promise<SharedBrief | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .select({ recommender: recommenders.name, content: recommenderBriefs.content })
    .from(recommenderShares)
    .innerJoin(recommenders, and(eq(recommenders.id, recommenderShares.recommenderId), eq(recommenders.userId, recommenderShares.userId)))
    .leftJoin(recommenderBriefs, eq(recommenderBriefs.recommenderId, recommenderShares.recommenderId))
    .where(eq(recommenderShares.tokenHash, await sha256(token)))
    .get();
  return row ? { recommender: row.recommender, content: row.content ?? "" } : null;
}
