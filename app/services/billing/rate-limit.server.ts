import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";

export type RateWindow = { limit: number; windowMs: number };

/**
 * A fixed-window counter kept in D1 (the same table better-auth's limiter uses, with our own key
 * prefix). One statement reads and increments, so concurrent requests cannot both slip through.
 * Returns whether this request is allowed and, if not, how many seconds until it would be.
 */
export async function hitRateLimit(db: Database, key: string, window: RateWindow, now = Date.now()) {
  const windowStart = now - window.windowMs;
  const row = await db.get<{ count: number; last_request: number }>(sql`
    -- For these keys last_request holds the start of the current window.
    INSERT INTO rate_limit (id, key, count, last_request) VALUES (${crypto.randomUUID()}, ${key}, 1, ${now})
    ON CONFLICT(key) DO UPDATE SET
      count = CASE WHEN rate_limit.last_request <= ${windowStart} THEN 1 ELSE rate_limit.count + 1 END,
      last_request = CASE WHEN rate_limit.last_request <= ${windowStart} THEN ${now} ELSE rate_limit.last_request END
    RETURNING count, last_request`);
  const allowed = row.count <= window.limit;
  const retryAfterSeconds = allowed ? 0 : Math.max(1, Math.ceil((row.last_request + window.windowMs - now) / 1000));
  return { allowed, retryAfterSeconds };
}

/** The client's address as Cloudflare reports it (never a header the client can set). */
export function clientAddress(request: Request) {
  return clientAddressOf(request.headers);
}

/** The same, from headers alone (better-auth's hooks see headers, not the request). */
export function clientAddressOf(headers: Headers | undefined) {
  return headers?.get("cf-connecting-ip") ?? "local";
}
