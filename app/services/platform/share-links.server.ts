import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { authorshipShares, recommenderShares } from "../../../db/schema";
import { ACCOUNT_CAPS, SHARE_LINK_DAYS, shareLinkExpiry } from "~/domain/platform/account-caps";
import { base64url } from "./signing.server";

// The private links opened by a token alone (docs/security.md, "Links opened by a token alone"):
// an authorship report's and a recommender brief's. A token is 32 random bytes, shown once; only
// its SHA-256 is kept. A link opens until its expiry (SHARE_LINK_DAYS), after which it is the same
// 404 as a revoked or unknown one; an account holds at most ACCOUNT_CAPS.openShareLinks open links
// of each kind, counted in the statement that makes one, so links made at once cannot pass it.

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
// An expired link stays listed for its owner this long ("expired on …"), then goes.
const LISTED_AFTER_EXPIRY_MS = 30 * 86_400_000;

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
const sha256 = async (text: string) => hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

/** The hash a token is looked up by; null for one that is not a token (never looked up). */
export async function shareTokenHash(token: string): Promise<string | null> {
  return TOKEN_PATTERN.test(token) ? sha256(token) : null;
}

const kinds = {
  report: { table: authorshipShares, target: "essay_id" },
  brief: { table: recommenderShares, target: "recommender_id" },
} as const;

export type ShareLinkKind = keyof typeof SHARE_LINK_DAYS;
export type MadeShareLink = { ok: true; token: string; expiresAt: Date } | { ok: false; reason: "limit" };

/**
 * A new link of the user's to one thing of theirs (the caller has checked it is theirs): the
 * token, returned once, and when it stops opening; or refused when the account has as many open
 * links of this kind as it may. Links that expired long ago are forgotten first.
 */
export async function makeShareLink(db: Database, kind: ShareLinkKind, userId: string, targetId: string, now: Date): Promise<MadeShareLink> {
  const { table, target } = kinds[kind];
  await db.delete(table).where(and(eq(table.userId, userId), lt(table.expiresAt, new Date(now.getTime() - LISTED_AFTER_EXPIRY_MS))));
  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const expiresAt = shareLinkExpiry(kind, now);
  const made = await db.all<{ id: string }>(sql`
    INSERT INTO ${table} (id, user_id, ${sql.raw(target)}, token_hash, created_at, expires_at)
    SELECT ${crypto.randomUUID()}, ${userId}, ${targetId}, ${await sha256(token)}, ${now.getTime()}, ${expiresAt.getTime()}
    WHERE (SELECT count(*) FROM ${table} WHERE user_id = ${userId} AND expires_at > ${now.getTime()}) < ${ACCOUNT_CAPS.openShareLinks}
    RETURNING id`);
  return made.length > 0 ? { ok: true, token, expiresAt } : { ok: false, reason: "limit" };
}

/** Revokes one of the user's links of a kind (the row goes); false when it is not theirs. */
export async function revokeShareLink(db: Database, kind: ShareLinkKind, userId: string, shareId: string): Promise<boolean> {
  const { table } = kinds[kind];
  const removed = await db
    .delete(table)
    .where(and(eq(table.id, shareId), eq(table.userId, userId)))
    .returning({ id: table.id });
  return removed.length > 0;
}
