import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { asSent, shipsNoFramework } from "../../app/lib/no-framework";

// The JavaScript a browser loads for each route's first visit, gzip-compressed, read from Remix's
// browser manifest (the entry, then each route of the chain with its static imports; chunks a
// page loads later, such as the voice panel, are not counted), and the stylesheet, which is inlined
// in every page's <head> (app/inline-styles.tsx): read from the server build, where it is a string.
// A page that ships no framework (a route `handle` of app/lib/no-framework.ts, read from the server
// build's own route modules) loads none of that: its JavaScript is the enhancement script inlined
// in the page, counted as the page sends it.
const DIR = "build/client";
const ENHANCEMENT = "app/components/no-framework/enhance.js";

type ManifestRoute = { id: string; parentId?: string; module: string; imports?: string[]; css?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

export type BundleResult = {
  /** gzip bytes of JS per route id (every route of the build). */
  jsByRoute: Record<string, number>;
  css: { file: string; gzip: number }[];
  /** Chunks no page loads first (voice, the chat window, drag-to-reorder, dialogs), gzip bytes. */
  lazy: { file: string; gzip: number }[];
};

export async function measureBundle(): Promise<BundleResult> {
  const assets = readdirSync(`${DIR}/assets`);
  const manifestFile = assets.find((name) => name.startsWith("manifest-"));
  if (!manifestFile) throw new Error("No build found in build/client: run npm run build first");
  const source = readFileSync(`${DIR}/assets/${manifestFile}`, "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;
  const gz = (path: string) => gzipSync(readFileSync(`${DIR}${path}`)).length;
  const jsByRoute: Record<string, number> = {};
  const handles = await routeHandles();
  for (const routeId of Object.keys(manifest.routes)) {
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    const chain: string[] = [];
    for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) chain.unshift(id);
    if (shipsNoFramework(chain.map((id) => ({ handle: handles[id] })))) {
      jsByRoute[routeId] = gzipSync(asSent(readFileSync(ENHANCEMENT, "utf8"))).length;
      continue;
    }
    for (const id of chain) {
      const route = manifest.routes[id]!;
      [route.module, ...(route.imports ?? [])].forEach((file) => files.add(file));
    }
    jsByRoute[routeId] = [...files].reduce((sum, file) => sum + gz(file), 0);
  }
  const firstLoad = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of Object.values(manifest.routes)) [route.module, ...(route.imports ?? [])].forEach((file) => firstLoad.add(file));
  const lazy = assets
    .filter((name) => name.endsWith(".js") && !name.startsWith("manifest-") && !firstLoad.has(`/assets/${name}`))
    .map((file) => ({ file, gzip: gz(`/assets/${file}`) }))
    .sort((a, b) => b.gzip - a.gzip);
  const css = [...assets.filter((name) => name.endsWith(".css")).map((file) => ({ file, gzip: gz(`/assets/${file}`) })), ...inlinedCss()];
  return { jsByRoute, css, lazy };
}

/** Each route's `handle`, from the server build (it imports in Node: its packages resolve from node_modules). */
async function routeHandles(): Promise<Record<string, unknown>> {
  const build = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as { routes: Record<string, { module: { handle?: unknown } }> };
  return Object.fromEntries(Object.entries(build.routes).map(([id, route]) => [id, route.module.handle]));
}

/** The stylesheet the server build inlines (Vite's `?inline` turns it into one string literal). */
function inlinedCss(): { file: string; gzip: number }[] {
  // The server build is one file (vite.config.ts); an older build split it under assets/.
  const dir = "build/server";
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
  for (const name of files) {
    const source = readFileSync(`${dir}/${name}`, "utf8");
    const at = source.indexOf("/*! tailwindcss v");
    if (at === -1) continue;
    const start = Math.max(source.lastIndexOf("'", at), source.lastIndexOf('"', at), source.lastIndexOf("`", at));
    const quote = source[start]!;
    const literal = source.slice(start, source.indexOf(`${quote};`, at) + 1);
    // Our own build's string literal, read back as the string it is.
    const css = new Function(`return ${literal}`)() as string;
    return [{ file: "inlined in each page's <style>", gzip: gzipSync(css).length }];
  }
  return [];
}

/** The route module behind each page the bench times (null: a resource route, no JavaScript of its own). */
export const routeIdOf: Record<string, string | null> = {
  "/": "routes/_index",
  "/plans": "routes/plans",
  "/app": "routes/app._index",
  "/app/essays/:essayId": "routes/app.essays.$essayId",
  "/app/goals": "routes/app.goals",
  "/app/resume": "routes/app.resume",
  "/app/learning": "routes/app.learning._index",
  "/app/office-hours": "routes/app.office-hours",
  "/app/deadlines": "routes/app.deadlines",
  "/app/submit/:school": "routes/app.submit.$school",
  "/app/ask": "routes/app.ask",
  "/account": "routes/account",
  "/bench/empty": "routes/bench.empty",
};
