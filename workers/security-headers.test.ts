import { describe, expect, it } from "vitest";
import { BUILD_FILE_POLICY, applyBuildFileHeaders, applySecurityHeaders, contentSecurityPolicy } from "./security-headers";

describe("security headers", () => {
  it("sets HSTS only over https", () => {
    const secure = new Headers();
    applySecurityHeaders(secure, { nonce: "abc", https: true });
    expect(secure.get("strict-transport-security")).toContain("max-age=");
    const local = new Headers();
    applySecurityHeaders(local, { nonce: "abc", https: false });
    expect(local.get("strict-transport-security")).toBeNull();
  });

  it("keeps a route's no-referrer (the shared pages) and replaces any weaker policy with the default", () => {
    const shared = new Headers({ "Referrer-Policy": "no-referrer" });
    applySecurityHeaders(shared, { nonce: "abc", https: true });
    expect(shared.get("referrer-policy")).toBe("no-referrer");
    const weaker = new Headers({ "Referrer-Policy": "unsafe-url" });
    applySecurityHeaders(weaker, { nonce: "abc", https: true });
    expect(weaker.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("allows only the app's own origin plus the nonce for scripts", () => {
    expect(contentSecurityPolicy("n0nce")).toContain("script-src 'self' 'nonce-n0nce'");
    expect(contentSecurityPolicy("n0nce")).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy("n0nce")).toContain("frame-src 'none'");
  });

  it("widens connect-src and frame-src only where asked", () => {
    const csp = contentSecurityPolicy("n", { connect: ["https://example.test"], frame: ["https://frames.test"] });
    expect(csp).toContain("connect-src 'self' https://example.test");
    expect(csp).toContain("frame-src https://frames.test");
  });

  it("lets forms lead only to our own origin unless asked (Google's consent screen, when configured)", () => {
    expect(contentSecurityPolicy("n")).toContain("form-action 'self';");
    expect(contentSecurityPolicy("n", { form: ["https://accounts.google.com"] })).toContain("form-action 'self' https://accounts.google.com;");
  });

  it("gives a build file the strictest policy and nosniff, and HSTS only over https", () => {
    const local = new Headers();
    applyBuildFileHeaders(local, { https: false });
    expect(local.get("content-security-policy")).toBe(BUILD_FILE_POLICY);
    expect(BUILD_FILE_POLICY).toContain("default-src 'none'");
    expect(BUILD_FILE_POLICY).toContain("frame-ancestors 'none'");
    expect(local.get("x-content-type-options")).toBe("nosniff");
    expect(local.get("strict-transport-security")).toBeNull();
    const secure = new Headers();
    applyBuildFileHeaders(secure, { https: true });
    expect(secure.get("strict-transport-security")).toContain("max-age=");
  });
});
