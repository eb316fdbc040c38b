import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE, bookmarkCookie, bookmarkFromCookies, bookmarkToKeep } from "./d1-bookmark";

// The form D1 hands out (and workerd's local D1 too): groups of hex digits joined by dashes.
const BOOKMARK = "0000002a-00000003-00005012-9d8e1b6f3c4a5e7d8b9c0a1f2e3d4c5b";

describe("the D1 bookmark cookie", () => {
  it("reads the bookmark among the browser's other cookies", () => {
    expect(bookmarkFromCookies(`better-auth.session_token=abc; ${BOOKMARK_COOKIE}=${BOOKMARK}; theme=dark`)).toBe(BOOKMARK);
    expect(bookmarkFromCookies(`${BOOKMARK_COOKIE}=${BOOKMARK}`)).toBe(BOOKMARK);
  });

  it("has none without the cookie", () => {
    expect(bookmarkFromCookies(null)).toBeNull();
    expect(bookmarkFromCookies("")).toBeNull();
    expect(bookmarkFromCookies("theme=dark; scout_d1x=0000-0000")).toBeNull();
  });

  it("drops anything that is not a bookmark: it never reaches D1", () => {
    for (const forged of [
      "",
      "first-primary",
      "first-unconstrained",
      "garbage",
      "0000002a",
      "'; DROP TABLE user; --",
      "0000002a-00000003%0d%0aSet-Cookie:x=1",
      "0000002a-zzzz",
      `${"0".repeat(33)}-00000003`,
      Array.from({ length: 9 }, () => "0000002a").join("-"),
      `${BOOKMARK}-${"a".repeat(200)}`,
    ]) {
      expect(bookmarkFromCookies(`${BOOKMARK_COOKIE}=${forged}`), forged).toBeNull();
    }
  });

  it("ignores an overlong cookie header without reading it", () => {
    expect(bookmarkFromCookies(`pad=${"x".repeat(20_000)}; ${BOOKMARK_COOKIE}=${BOOKMARK}`)).toBeNull();
  });

  it("hands the bookmark back HttpOnly, SameSite=Lax, for the whole site, for an hour; Secure on https", () => {
    expect(bookmarkCookie(BOOKMARK, { secure: false })).toBe(`${BOOKMARK_COOKIE}=${BOOKMARK}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`);
    expect(bookmarkCookie(BOOKMARK, { secure: true })).toMatch(/; Secure$/);
  });

  it("never writes a value that is not a bookmark into a cookie", () => {
    expect(bookmarkCookie("a; Domain=evil.test", { secure: false })).toBeNull();
  });

  it("is set only when the request ended somewhere the browser's cookie does not say", () => {
    const later = "0000002b-00000001-00005013-00000000000000000000000000000000";
    const ok = { secure: false, failed: false };
    expect(bookmarkToKeep(null, null, ok)).toBeNull();
    expect(bookmarkToKeep(null, `${BOOKMARK_COOKIE}=${BOOKMARK}`, ok)).toBeNull();
    expect(bookmarkToKeep(BOOKMARK, `${BOOKMARK_COOKIE}=${BOOKMARK}`, ok)).toBeNull();
    expect(bookmarkToKeep(later, `${BOOKMARK_COOKIE}=${BOOKMARK}`, ok)).toContain(`${BOOKMARK_COOKIE}=${later};`);
    expect(bookmarkToKeep(BOOKMARK, `${BOOKMARK_COOKIE}=garbage`, ok)).toContain(`${BOOKMARK_COOKIE}=${BOOKMARK};`);
  });

  it("is forgotten when a request started at it failed before D1 answered anything", () => {
    const failed = { secure: true, failed: true };
    expect(bookmarkToKeep(null, `${BOOKMARK_COOKIE}=${BOOKMARK}`, failed)).toBe(`${BOOKMARK_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`);
    // Nothing to forget, or D1 answered: a failure of another kind keeps the browser's place.
    expect(bookmarkToKeep(null, null, failed)).toBeNull();
    expect(bookmarkToKeep(BOOKMARK, `${BOOKMARK_COOKIE}=${BOOKMARK}`, failed)).toBeNull();
  });
});
