import { describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE } from "./d1-bookmark";
import { readFreshnessOf, sessionStartOf } from "./read-freshness";

const BOOKMARK = "0000002a-00000003-00005012-9d8e1b6f3c4a5e7d8b9c0a1f2e3d4c5b";
const at = (path: string, init: RequestInit = {}) => new Request(`https://scout.test${path}`, init);

describe("where a request's D1 session starts", () => {
  it("reads pages and their data near the browser", () => {
    for (const path of [
      "/app",
      "/app.data",
      "/app/essays/x",
      "/",
      "/_root.data",
      "/api/health/x",
      "/shared/report/abc",
      "/administrators",
      "/api/chat/socket",
    ]) {
      expect(readFreshnessOf(at(path)), path).toBe("nearest");
    }
    expect(readFreshnessOf(at("/app", { method: "HEAD" }))).toBe("nearest");
  });

  it("starts every write at the primary but the essay's own", () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect(readFreshnessOf(at("/app/essays/x", { method })), method).toBe("primary");
    }
    for (const path of ["/api/stripe/webhook", "/app/schools", "/app/essays/x/readers", "/app/essays/x.data/more", "/account", "/logout"]) {
      expect(readFreshnessOf(at(path, { method: "POST" })), path).toBe("primary");
    }
  });

  it("starts the essay's own writes at the browser's bookmark: the save decides nothing from a copy", () => {
    for (const path of ["/app/essays/x", "/app/essays/x.data"]) {
      expect(readFreshnessOf(at(path, { method: "POST" })), path).toBe("nearest");
    }
  });

  it("starts the admin, better-auth's links and callbacks and the health check at the primary", () => {
    for (const path of [
      "/api/health",
      "/admin",
      "/admin.data",
      "/admin/users/u1",
      "/admin/users.data",
      "/api/auth/verify-email",
      "/api/auth/callback/google",
    ]) {
      expect(readFreshnessOf(at(path)), path).toBe("primary");
    }
  });

  it("opens a read at the browser's bookmark, or anywhere without one", () => {
    expect(sessionStartOf(at("/app", { headers: { cookie: `${BOOKMARK_COOKIE}=${BOOKMARK}` } }), "nearest")).toBe(BOOKMARK);
    expect(sessionStartOf(at("/app"), "nearest")).toBe("first-unconstrained");
    expect(sessionStartOf(at("/app", { headers: { cookie: `${BOOKMARK_COOKIE}=first-primary` } }), "nearest")).toBe("first-unconstrained");
  });

  it("ignores the bookmark where the primary is needed: it is never newer than the primary", () => {
    expect(sessionStartOf(at("/app", { method: "POST", headers: { cookie: `${BOOKMARK_COOKIE}=${BOOKMARK}` } }), "primary")).toBe("first-primary");
  });
});
