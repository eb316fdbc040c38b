import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { Hono, type MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { googleEndpoints } from "../app/domain/account/google-sign-in";
import { ApiError, errorResponse } from "./api-error";
import { healthRoutes } from "./api/health";
import { apiRoutes } from "./api/routes";
import { type AppContext, createAppContext } from "./context";
import { bookmarkToKeep } from "./d1-bookmark";
import { since, userHash, writeErrorLine, writeLine } from "./observability/log-line";
import { remixRouteNamer } from "./observability/route-pattern";
import { checkPageBody } from "./page-body";
import { isCrossOriginWrite } from "./same-origin";
import { type CspSources, applyBuildFileHeaders, applySecurityHeaders, stripeSources } from "./security-headers";
import { userObjectClient } from "./user-object/client";

type HonoEnv = {
  Bindings: Env;
  Variables: { app: AppContext; requestId: string; nonce: string };
};

// Files Remix's build and public/ put in build/client, served by the ASSETS binding.
const STATIC_PATH = /^\/(assets\/|favicon\.(ico|svg)$|robots\.txt$|icons\/)/;

export function createHttpApp(build: ServerBuild) {
  const handleRemix = createRequestHandler(build, build.mode);
  const remixRoute = remixRouteNamer(build.routes);
  const app = new Hono<HonoEnv>();

  app.use("*", answerHeadersAndLogLine(remixRoute));

  app.use("*", async (c, next) => {
    if (!isStaticFile(c.req.method, c.req.path)) return next();
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    if (!c.req.path.startsWith("/assets/") || !asset.ok) return asset;
    // Build output under /assets/ has a content hash in its name: it never changes.
    const cached = new Response(asset.body, asset);
    cached.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    return cached;
  });

  // Settings and clients are built once per request, after static files are out of the way.
  app.use("*", async (c, next) => {
    const ctx = createAppContext(c.env, c.req.raw, { requestId: c.get("requestId") });
    c.set("app", ctx);
    // From here on every handler's c.env is the context's: its D1 binding counts round trips.
    c.env = ctx.env;
    // Pages and /api alike: the one error body (no page of ours sends it, so no page shows it).
    if (isCrossOriginWrite(c.req.raw, ctx.settings.APP_URL)) return errorResponse(c, "forbidden", "Cross-site requests are not allowed.");
    await next();
  });

  app.route("/api/health", healthRoutes);

  app.on(["GET", "POST"], "/api/auth/*", (c) => c.get("app").auth.handler(c.req.raw));

  app.route("/api", apiRoutes);
  app.all("/api/*", (c) => errorResponse(c, "not_found", "No such API route."));

  app.all("*", async (c) => {
    const body = await checkPageBody(c.req.raw, remixRoute(c.req.path));
    if (!body.ok) return errorResponse(c, body.code, body.message);
    return handleRemix(body.request, {
      cloudflare: { env: c.env, ctx: c.executionCtx as ExecutionContext },
      app: c.get("app"),
      nonce: c.get("nonce"),
    });
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error.code, error.message, error.details);
    const requestId = c.get("requestId");
    writeErrorLine(error, { requestId, method: c.req.method, path: c.req.path });
    if (c.req.path.startsWith("/api/")) return errorResponse(c, "internal", "Something went wrong. Please try again.");
    // Plain text on purpose: a page failed outside Remix (its error page could not be drawn), and
    // a person reads this in the browser, with the id to quote; no client parses it.
    // eslint-disable-next-line no-restricted-syntax -- a page for a person: the renderer itself failed
    return c.text(`Something went wrong. Please try again. If you contact support, quote this id: ${requestId}`, 500);
  });

  return app;
}

/**
 * Around every request: its nonce and its one id before it runs; after, the security headers,
 * no caching of anything but the build's files, the D1 bookmark the browser keeps, and the
 * request's one log line.
 */
function answerHeadersAndLogLine(remixRoute: (path: string) => string): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const started = Date.now();
    const nonce = toBase64(crypto.getRandomValues(new Uint8Array(16)));
    c.set("nonce", nonce);
    // The one id of this request: X-Request-Id, the error body's requestId, every log line's.
    c.set("requestId", c.req.header("cf-ray") ?? crypto.randomUUID());
    await next();
    const app = c.get("app");
    // A request that wrote D1 has its user's page memo emptied before its answer leaves (page-memo.ts).
    await app?.pageMemo.emptied();
    const file = isStaticFile(c.req.method, c.req.path);
    // A WebSocket handshake's answer carries the socket itself and no page: leave it as it is.
    if (c.res.status !== 101) {
      // Responses from fetch() (assets) have immutable headers: copy before adding ours.
      c.res = new Response(c.res.body, c.res);
      const https = new URL(c.req.url).protocol === "https:";
      if (file && isBuildFile(c.req.path, c.res.status)) {
        applyBuildFileHeaders(c.res.headers, { https });
        return;
      }
      applySecurityHeaders(c.res.headers, { nonce, https, extra: extraSources(c.env) });
      c.res.headers.set("X-Request-Id", c.get("requestId"));
      // Every page, data request, redirect, error and API answer may depend on who is signed in
      // (the root loader reads the session for every page, and each page carries its own nonce):
      // none may be kept by a browser or a shared cache. Only files from the build are cacheable.
      if (!file) c.res.headers.set("Cache-Control", "private, no-store");
      // The browser's next request reads no older than where this one's D1 session ended.
      const keep = app && bookmarkToKeep(app.bookmark(), c.req.header("cookie") ?? null, { secure: https, failed: c.res.status >= 500 });
      if (keep) c.res.headers.append("Set-Cookie", keep);
      // The session's refreshed copy (context.ts `signedIn`), unless the answer sets that cookie
      // itself (a sign-out clears it; a sign-in sets a new one): the answer's own wins.
      const own = new Set(c.res.headers.getSetCookie().map(cookieName));
      for (const cookie of app?.cookies() ?? []) if (!own.has(cookieName(cookie))) c.res.headers.append("Set-Cookie", cookie);
    }
    // One line per request, once its answer is ready; files from the build have none (they are
    // most requests and say nothing about the product; Cloudflare's own request log has them).
    if (file) return;
    const log = app?.log;
    const matched = routePath(c);
    writeLine({
      type: "request",
      requestId: c.get("requestId"),
      method: c.req.method,
      route: matched === "*" || matched === "/*" ? remixRoute(c.req.path) : matched,
      status: c.res.status,
      durationMs: since(started),
      d1Queries: log?.d1Queries ?? 0,
      d1Primary: log?.d1Primary ?? 0,
      d1Ms: Math.round((log?.d1Ms ?? 0) * 100) / 100,
      doCalls: log?.doCalls ?? 0,
      userHash: log?.userId ? await userHash(log.userId) : null,
    });
    // One that did not keeps what its page read, after the answer and out of its log line.
    if (app) c.executionCtx.waitUntil(app.pageMemo.keep(uncountedObject(app.env), app.env.DB));
  };
}

// What the policy allows beyond our own origin, from configuration: Stripe.js when Stripe is set
// up, the office-hours question form's frame when one is configured, and Google's consent screen
// as where the sign-in form may lead when Google sign-in is.
function extraSources(env: Env): CspSources {
  const stripe = env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY ? stripeSources : {};
  const form = URL.canParse(env.OFFICE_HOURS_FORM_URL ?? "") ? [new URL(env.OFFICE_HOURS_FORM_URL).origin] : [];
  // A voice call's offer goes to our own /api (the worker posts it to OpenAI); its media is WebRTC,
  // which connect-src does not govern.
  const google = env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? [new URL(googleEndpoints(env.GOOGLE_BASE_URL || undefined).authorization).origin] : [];
  return { ...stripe, frame: [...(stripe.frame ?? []), ...form], form: google };
}

// The user's object reached after the answer: its calls are not the answer's, nor on its line.
const uncountedObject = (env: Env) => (userId: string) => userObjectClient(env.USER_OBJECT, userId);

// A hashed file of the build, found: it has no log line, no session and no page to protect.
const isBuildFile = (path: string, status: number) => path.startsWith("/assets/") && status === 200;

function isStaticFile(method: string, path: string) {
  return (method === "GET" || method === "HEAD") && STATIC_PATH.test(path);
}

const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf("=")).trim();

function toBase64(bytes: Uint8Array) {
  return btoa(String.fromCharCode(...bytes));
}
