import { beforeAll, describe, expect, it } from "vitest";
import { learningItems } from "../../app/content/learning-items";
import { postForm, postJson, request } from "../integration/helpers";
import { type Alice, seedAlice } from "./applicants";
import { type ManifestRoute, serverRoutes } from "./manifest";

// The security headers and Cache-Control on every kind of response: every page of the route
// manifest (signed in and signed out, document and `.data`), redirects, errors, API answers,
// streams and static files. Anything that depends on the session is `private, no-store`.
/** Each page's URL from the manifest, with Alice's ids in place of the params. */
function pageUrls(alice: Alice) {
  const routes = serverRoutes;
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? "";
    const above = parent ? fullPath(parent) : "";
    return [above, own].filter(Boolean).join("/");
  };
  const params: Record<string, string> = { essayId: alice.essay.id, jobId: alice.job.id, itemId: learningItems[0]!.id, "*": "no-such-page" };
  return Object.values(routes)
    .filter((route) => route.id !== "root" && (route.path !== undefined || route.index))
    .map((route) => ({ id: route.id, url: `/${fullPath(route).replace(/:(\w+)|\*/g, (match, name: string | undefined) => params[name ?? "*"] ?? match)}` }));
}

const DEFAULT_REFERRER = "strict-origin-when-cross-origin";

/**
 * A shared report's or brief's page keeps its own no-referrer (its address holds the token: the
 * integration tests of those pages ask for it exactly); with a made-up token, as here, its 404
 * page is the root's, with the default policy, and its data request the route's.
 */
const referrerPolicies = (routeId: string) => (routeId.startsWith("routes/shared.") ? ["no-referrer", DEFAULT_REFERRER] : [DEFAULT_REFERRER]);

function expectSecurityHeaders(response: Response, what: string, referrer = [DEFAULT_REFERRER]) {
  const headers = response.headers;
  expect(headers.get("content-security-policy"), what).toContain("default-src 'self'");
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(referrer, what).toContain(headers.get("referrer-policy"));
  expect(headers.get("x-frame-options") ?? headers.get("content-security-policy"), what).toMatch(/DENY|frame-ancestors 'none'/);
  expect(headers.get("x-request-id"), what).toBeTruthy();
}

const expectNoStore = (response: Response, what: string) => expect(response.headers.get("cache-control"), what).toBe("private, no-store");

let alice: Alice;
beforeAll(async () => {
  alice = await seedAlice();
});

describe("headers on every response", () => {
  it("every page in the manifest, signed in and signed out, document and data: security headers and private, no-store", async () => {
    const urls = pageUrls(alice);
    expect(urls.length).toBeGreaterThan(20);
    for (const { id, url } of urls) {
      for (const cookie of [alice.cookie, undefined]) {
        const who = cookie ? "signed in" : "signed out";
        const page = await request(url, { headers: cookie ? { cookie } : {} });
        await page.text();
        expectSecurityHeaders(page, `${id} ${url} (${who}) → ${page.status}`, referrerPolicies(id));
        expectNoStore(page, `${id} ${url} (${who}) → ${page.status}`);
        const data = await request(`${url === "/" ? "/_root" : url}.data?_routes=${encodeURIComponent(id)}`, { headers: cookie ? { cookie } : {} });
        await data.text();
        expectSecurityHeaders(data, `${id} ${url}.data (${who}) → ${data.status}`, referrerPolicies(id));
        expectNoStore(data, `${id} ${url}.data (${who}) → ${data.status}`);
      }
    }
  });

  it("a workspace or account page's own data, asked for signed out, sends the visitor to sign in", async () => {
    // A `.data` request names the routes to run (`_routes`): the workspace layout's check does not
    // run unless it is named, so each page's loader asks who is signed in itself.
    const own = pageUrls(alice).filter(({ url }) => /^\/(app|account)(\/|$)/.test(url));
    expect(own.length).toBeGreaterThan(20);
    const answered: string[] = [];
    for (const { id, url } of own) {
      const data = await request(`${url}.data?_routes=${encodeURIComponent(id)}`);
      const body = await data.text();
      // `[{}]`: a route with no loader (an action's, a page drawn by the layout alone) answers nothing.
      const sentVisitorAway = (data.status === 202 && body.includes("SingleFetchRedirect")) || data.status === 401;
      if (!sentVisitorAway && body.trim() !== "[{}]") answered.push(`${id} ${url} → ${data.status} ${body.slice(0, 80)}`);
    }
    expect(answered).toEqual([]);
  });

  it("an admin page's own data, asked for by an applicant, is the 404 page", async () => {
    const admin = pageUrls(alice).filter(({ url }) => /^\/admin(\/|$)/.test(url));
    expect(admin.length).toBeGreaterThan(10);
    const answered: string[] = [];
    for (const { id, url } of admin) {
      const data = await request(`${url}.data?_routes=${encodeURIComponent(id)}`, { headers: { cookie: alice.cookie } });
      const body = await data.text();
      if (data.status !== 404 && body.trim() !== "[{}]") answered.push(`${id} ${url} → ${data.status} ${body.slice(0, 80)}`);
    }
    expect(answered).toEqual([]);
  });

  it("redirects, errors and refusals", async () => {
    const cases: [string, Promise<Response>, number][] = [
      ["a signed-out visit to /app", request("/app"), 302],
      ["an unknown page", request("/no-such-page"), 404],
      ["another user's essay", request("/app/essays/not-an-essay", { headers: { cookie: alice.cookie } }), 404],
      ["an unknown API route", request("/api/nothing"), 404],
      ["a signed-out API call", request("/api/check-subscription"), 401],
      ["a bad form", postForm("/app/schools", { intent: "nope" }, { cookie: alice.cookie }), 400],
      ["a cross-site form post", request("/app/schools", { method: "POST", headers: { origin: "https://evil.example", cookie: alice.cookie } }), 403],
      ["an oversized API body", postJson("/api/debug", { type: "x".repeat(10_000) }, alice.cookie), 413],
      ["a saved essay's redirect", postForm(`/app/essays/${alice.essay.id}`, { intent: "new-version", notes: "v2" }, { cookie: alice.cookie }), 302],
    ];
    for (const [what, pending, status] of cases) {
      const response = await pending;
      await response.text();
      expect(response.status, what).toBe(status);
      expectSecurityHeaders(response, what);
      expectNoStore(response, what);
    }
  });

  it("API answers and the chat stream's handshake refusal", async () => {
    for (const path of [
      "/api/health",
      "/api/check-subscription",
      "/api/voice/allowance",
      "/api/voice/tool?type=goals",
      "/app/chat/history",
      `/app/feedback-jobs/${alice.job.id}`,
      "/app/chat",
    ]) {
      const response = await request(path, { headers: { cookie: alice.cookie } });
      await response.text();
      expect(response.status, path).toBe(200);
      expectSecurityHeaders(response, path);
      expectNoStore(response, path);
    }
    const socket = await request("/api/chat/socket", { headers: { cookie: alice.cookie, origin: "https://evil.example", upgrade: "websocket" } });
    await socket.text();
    expect(socket.status).toBe(403);
    expectNoStore(socket, "a refused socket");
  });

  it("static files: security headers; hashed build files cached for good, never no-store, with the strictest policy", async () => {
    const favicon = await request("/favicon.svg");
    await favicon.arrayBuffer();
    expect(favicon.status).toBe(200);
    expectSecurityHeaders(favicon, "favicon");
    // A page with React (the landing page ships no build file: app/lib/no-framework.ts).
    const page = await (await request("/plans")).text();
    const asset = /\/assets\/[\w-]+\.js/.exec(page)?.[0];
    expect(asset).toBeTruthy();
    const script = await request(asset!);
    await script.arrayBuffer();
    expect(script.status).toBe(200);
    // A script is never a page: opened on its own it may load and run nothing, and be framed nowhere.
    expect(script.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(script.headers.get("x-content-type-options")).toBe("nosniff");
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(script.headers.get("set-cookie")).toBeNull();
    // A build file that is not there is an answer of the worker's like any other.
    const missing = await request("/assets/no-such-file.js");
    await missing.arrayBuffer();
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, "a missing build file");
  });
});
