import { z } from "zod";

// The browser's place in D1's history (the Sessions API bookmark), carried between its requests
// in a cookie: a request opens its D1 session at the bookmark the browser's last request ended
// at, so a replica serves it only once it holds everything that browser wrote and read before
// (read-your-writes), and any replica that has caught up may (docs/security.md, "Reads from the
// nearest replica"). The cookie is a hint about freshness, never an authority: a missing,
// malformed or forged one only changes which copy answers, so it is checked for shape and
// otherwise dropped.

export const BOOKMARK_COOKIE = "scout_d1";

/**
 * How long the browser keeps it. Replicas trail the primary by seconds; after an hour any replica
 * holds what the bookmark names, so an older one would only ask for what every copy already has.
 */
export const BOOKMARK_MAX_AGE_SECONDS = 60 * 60;

// D1's bookmarks are groups of hex digits joined by dashes (workerd's local D1 hands out the same
// form, from its storage's commit bookmark). Bounded, so a cookie cannot carry anything else to D1.
export const bookmarkSchema = z
  .string()
  .max(128)
  .regex(/^[0-9a-f]{1,32}(?:-[0-9a-f]{1,32}){1,7}$/i);

/** The bookmark this request's cookie carries, or null when there is none or it is not one. */
export function bookmarkFromCookies(cookieHeader: string | null): string | null {
  if (!cookieHeader || cookieHeader.length > 16_384) return null;
  for (const part of cookieHeader.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== BOOKMARK_COOKIE) continue;
    const parsed = bookmarkSchema.safeParse(part.slice(at + 1).trim());
    return parsed.success ? parsed.data : null;
  }
  return null;
}

/** The value, when it has a bookmark's shape; else null. */
export function validBookmark(value: string | null): string | null {
  const parsed = bookmarkSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The Set-Cookie header that hands the browser the bookmark this request ended at. */
export function bookmarkCookie(bookmark: string, options: { secure: boolean }): string | null {
  if (!bookmarkSchema.safeParse(bookmark).success) return null;
  const secure = options.secure ? "; Secure" : "";
  return `${BOOKMARK_COOKIE}=${bookmark}; Path=/; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The Set-Cookie for a response, when its request's D1 session ended somewhere the browser's
 * cookie does not already say (a request that ran no query, or ended where it began, sets nothing).
 * A request that failed, started at a bookmark and never got one back from D1 forgets it: if D1
 * cannot serve that bookmark (one it did not make), every later page would fail the same way.
 */
export function bookmarkToKeep(ended: string | null, cookieHeader: string | null, options: { secure: boolean; failed: boolean }): string | null {
  const sent = bookmarkFromCookies(cookieHeader);
  if (!ended) return options.failed && sent ? forgetBookmark(options) : null;
  if (ended === sent) return null;
  return bookmarkCookie(ended, options);
}

function forgetBookmark(options: { secure: boolean }) {
  return `${BOOKMARK_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}
