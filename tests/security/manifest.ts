import type { ServerBuild } from "@remix-run/cloudflare";
// @ts-ignore: the Remix server build exists only after `npm run build` (npm test builds first).
import * as build from "../../build/server";
import { createHttpApp } from "../../workers/http";

// What the worker serves, read from the build itself, so that the battery's sweeps cannot drift
// from the routes that ship.
export type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: { loader?: unknown; action?: unknown } };

/** The server build's route manifest, by id. */
export const serverRoutes = build.routes as Record<string, ManifestRoute>;

/** Every Remix route with a loader or an action (or only an action), by id, from the server build. */
export function manifestRouteIds(only: "loader-or-action" | "action" = "loader-or-action") {
  return Object.entries(serverRoutes)
    .filter(([, route]) => route.module.action || (only === "loader-or-action" && route.module.loader))
    .map(([id]) => id);
}

/** Every /api route the worker serves, as "METHOD /path", from hono's own route list. */
export function apiRouteKeys() {
  const routes = createHttpApp(build as unknown as ServerBuild).routes.filter((route) => route.path.startsWith("/api/") && route.path !== "/api/*");
  // Middleware mounted with `use` shows up as ALL on the same path as a route: keep real handlers.
  const keys = routes.map((route) => `${route.method === "ALL" && route.path.endsWith("/*") ? "ALL" : route.method} ${route.path.replace(/\/$/, "")}`);
  return [...new Set(keys)].filter((key) => !key.startsWith("ALL "));
}
