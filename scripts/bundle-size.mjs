// npm run bench:bundle (after npm run build): the JavaScript a browser loads for each route's
// first visit, gzip-compressed, read from Remix's browser manifest. A figure to report,
// never a pass/fail test.
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";

const dir = "build/client/assets";
const manifestFile = readdirSync(dir).find((name) => name.startsWith("manifest-"));
if (!manifestFile) throw new Error("No build found: run npm run build first");
const source = readFileSync(`${dir}/${manifestFile}`, "utf8");
const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));

const gz = (path) => gzipSync(readFileSync(`build/client${path}`)).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function chain(routeId) {
  const ids = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) ids.unshift(id);
  return ids;
}

const rows = [];
for (const routeId of Object.keys(manifest.routes)) {
  if (routeId === "root") continue;
  const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of chain(routeId)) {
    const route = manifest.routes[id];
    [route.module, ...(route.imports ?? [])].forEach((file) => js.add(file));
  }
  const jsBytes = [...js].reduce((sum, file) => sum + gz(file), 0);
  rows.push({ route: routeId, "js (gzip)": kb(jsBytes) });
}
// The one stylesheet, linked by root.tsx on every page.
const stylesheet = readdirSync(dir).filter((name) => name.endsWith(".css"));
console.table(rows);
console.log("stylesheets:", stylesheet.map((name) => `${name} ${kb(gz(`/assets/${name}`))}`).join(", "));
