import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { Hono } from "hono";
import { ApiError, errorResponse } from "./api-error";
import { healthRoutes } from "./api/health";
import { apiRoutes } from "./api/routes";
import { type AppContext, createAppContext } from "./context";
import { realtimeCallsUrl } from "./openai";
import { isCrossOriginWrite } from "./same-origin";
import { type CspSources, applySecurityHeaders, stripeSources } from "./security-headers";

type HonoEnv = {
  Bindings: Env;
  Variables: { app: AppContext; requestId: string; nonce: string };
};

// Files Remix's build and public/ put in build/client, served by the ASSETS binding.
const STATIC_PATH = /^\/(assets\/|favicon\.(ico|svg)$|robots\.txt$|icons\/)/;

export function createHttpApp(build: ServerBuild) {
  const handleRemix = createRequestHandler(build, build.mode);
  const app = new Hono<HonoEnv>();

  app.use("*", async (c, next) => {
    const nonce = toBase64(crypto.getRandomValues(new Uint8Array(16)));
    c.set("nonce", nonce);
    c.set("requestId", c.req.header("cf-ray") ?? crypto.randomUUID());
    await next();
    // A WebSocket handshake's answer carries the socket itself and no page: leave it as it is.
    if (c.res.status === 101) return;
    // Responses from fetch() (assets) have immutable headers: copy before adding ours.
    c.res = new Response(c.res.body, c.res);
    applySecurityHeaders(c.res.headers, { nonce, https: new URL(c.req.url).protocol === "https:", extra: extraSources(c.env) });
    c.res.headers.set("X-Request-Id", c.get("requestId"));
    // Every page, data request, redirect, error and API answer may depend on who is signed in
    // (the root loader reads the session for every page, and each page carries its own nonce):
    // none may be kept by a browser or a shared cache. Only files from the build are cacheable.
    if (!isStaticFile(c.req.method, c.req.path)) c.res.headers.set("Cache-Control", "private, no-store");
  });

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
    const ctx = createAppContext(c.env, c.req.raw);
    c.set("app", ctx);
    c.set("requestId", ctx.requestId);
    if (isCrossOriginWrite(c.req.raw, ctx.settings.APP_URL)) {
      if (c.req.path.startsWith("/api/")) return errorResponse(c, "forbidden", "Cross-site requests are not allowed.");
      return c.text("Cross-site requests are not allowed.", 403);
    }
    await next();
  });

  app.route("/api/health", healthRoutes);

  app.on(["GET", "POST"], "/api/auth/*", (c) => c.get("app").auth.handler(c.req.raw));

  app.route("/api", apiRoutes);
  app.all("/api/*", (c) => errorResponse(c, "not_found", "No such API route."));

  app.all("*", (c) =>
    handleRemix(c.req.raw, {
      cloudflare: { env: c.env, ctx: c.executionCtx as ExecutionContext },
      app: c.get("app"),
      nonce: c.get("nonce"),
    }),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error.code, error.message, error.details);
    console.error("unhandled error", { requestId: c.get("requestId"), path: c.req.path, error });
    if (c.req.path.startsWith("/api/")) return errorResponse(c, "internal", "Something went wrong. Please try again.");
    return c.text("Something went wrong. Please try again.", 500);
  });

  return app;
}

// What the policy allows beyond our own origin, from configuration: Stripe.js when Stripe is set
// up, and the office-hours question form's frame when one is configured.
function extraSources(env: Env): CspSources {
  const stripe = env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY ? stripeSources : {};
  const form = URL.canParse(env.OFFICE_HOURS_FORM_URL ?? "") ? [new URL(env.OFFICE_HOURS_FORM_URL).origin] : [];
  // The browser's voice call posts its SDP offer to OpenAI directly.
  const voice = env.OPENAI_API_KEY ? [new URL(realtimeCallsUrl({ OPENAI_BASE_URL: env.OPENAI_BASE_URL || undefined })).origin] : [];
  return { ...stripe, connect: [...(stripe.connect ?? []), ...voice], frame: [...(stripe.frame ?? []), ...form] };
}

function isStaticFile(method: string, path: string) {
  return (method === "GET" || method === "HEAD") && STATIC_PATH.test(path);
}

function toBase64(bytes: Uint8Array) {
  return btoa(String.fromCharCode(...bytes));
}
