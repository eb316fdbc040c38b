import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { userRoles } from "../../../db/schema";
import { addSchool, createEssay, createUser } from "../../factories";
import { db, request, signUp } from "../helpers";

describe("pages rendered through the worker", () => {
  it("renders the landing page with the security headers", async () => {
    const response = await request("/");
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("Your MBA application coach");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    // http in local development: no HSTS there.
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("carries its stylesheet inline in the head: no render-blocking stylesheet request", async () => {
    const html = await (await request("/")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<style id="scout-styles">\/\*! tailwindcss v4/);
    // The utilities the page uses are in it (Tailwind scanned the app for the server build too).
    expect(head).toContain(".bg-slate-50");
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
  });

  it("gives every inline script this request's nonce, and a fresh nonce per request", async () => {
    const first = await request("/");
    const html = await first.text();
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get("content-security-policy") ?? "")?.[1];
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const second = await request("/");
    await second.text();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("sends a signed-out visitor from /app to /", async () => {
    const response = await request("/app");
    await response.text();
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });

  it("shows a signed-in applicant the workspace shell", async () => {
    const { cookie, email } = await signUp();
    const response = await request("/app", { headers: { cookie } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("Applications");
    expect(html).toContain("Welcome to Scout");
    for (const card of ["Goals &amp; Strategy", "Add Schools", "Try Voice Coaching", "Start Writing"]) {
      expect(html).toContain(card);
    }
    expect(html).toContain(email);
  });

  it("lists the applicant's own schools in their order with essay counts, and no one else's", async () => {
    const { cookie, userId } = await signUp();
    await addSchool(db(), userId, "Wharton", 2);
    await addSchool(db(), userId, "Booth", 1);
    await createEssay(db(), userId, { school: "Wharton", essayTitle: "Essay 1" });
    await createEssay(db(), userId, { school: "Wharton", essayTitle: "Essay 2" });
    const other = await createUser(db());
    await addSchool(db(), other.id, "Tuck", 1);
    const html = await (await request("/app", { headers: { cookie } })).text();
    expect(html.indexOf("Booth")).toBeLessThan(html.indexOf("Wharton"));
    expect(html).toContain("2 essays");
    expect(html).toContain("0 essays");
    expect(html).not.toContain("Tuck");
  });

  it("sends a signed-in visitor from / to /app", async () => {
    const { cookie } = await signUp();
    const response = await request("/", { headers: { cookie } });
    await response.text();
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/app");
  });

  it("ignores a forged session cookie", async () => {
    const response = await request("/app", { headers: { cookie: "better-auth.session_token=forged.value" } });
    await response.text();
    expect(response.status).toBe(302);
  });

  it("answers an unknown page with a 404 page that links home", async () => {
    const response = await request("/no-such-page");
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain("Page not found");
    expect(html).toContain('href="/"');
  });

  it("signs out and ends the session", async () => {
    const { cookie } = await signUp();
    const response = await request("/logout", { method: "POST", headers: { cookie, origin: "http://localhost" } });
    await response.text();
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    const after = await request("/app", { headers: { cookie } });
    await after.text();
    expect(after.status).toBe(302);
  });
});

describe("API routes", () => {
  it("reports health: the build, the migration level and which services are configured, never a secret", async () => {
    const response = await request("/api/health");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({
      ok: true,
      version: "dev",
      // The newest migration applied: the database's level.
      migration: env.TEST_MIGRATIONS.at(-1)!.name,
      services: { ai: true, payments: false, googleSignIn: false },
    });
    for (const secret of ["sk-test", "test-secret-test-secret", "test-health-token"]) expect(text).not.toContain(secret);
    expect(JSON.parse(text)).not.toHaveProperty("checks");
  });

  it("runs the deep check only for an admin or the health token", async () => {
    const anonymous = await request("/api/health?deep=1");
    expect(anonymous.status).toBe(403);
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    const wrongToken = await request("/api/health?deep=1", { headers: { authorization: "Bearer nope" } });
    expect(wrongToken.status).toBe(403);
    await wrongToken.text();
    const someone = await signUp();
    const notAdmin = await request("/api/health?deep=1", { headers: { cookie: someone.cookie } });
    expect(notAdmin.status).toBe(403);
    await notAdmin.text();

    const byToken = await request("/api/health?deep=1", { headers: { authorization: "Bearer test-health-token" } });
    expect(byToken.status).toBe(200);
    expect(await byToken.json()).toMatchObject({
      ok: true,
      // Every queue wrangler.toml produces to, read from the toml itself.
      checks: {
        d1: { ok: true },
        userObject: { ok: true },
        queues: { "scout-feedback": true, "scout-email": true, "scout-export": true, "scout-interview": true },
      },
    });
    const admin = await signUp();
    await db().insert(userRoles).values({ userId: admin.userId, role: "admin" });
    const byAdmin = await request("/api/health?deep=1", { headers: { cookie: admin.cookie } });
    expect(byAdmin.status).toBe(200);
    expect(await byAdmin.json()).toMatchObject({ ok: true, checks: { d1: { ok: true } } });
  });

  it("answers an unknown API route with the one error envelope", async () => {
    const response = await request("/api/nothing-here");
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error.code).toBe("not_found");
    expect(body.error.requestId).toBe(response.headers.get("x-request-id"));
  });
});
