import path from "node:path";

// How the browser build groups modules into files. Rollup's default gives each set of pages that
// share a module a file of its own: a workspace page loaded 25-47 files, most under 1 KB, each
// compressed alone (gzip does worst on small files) and each with its own response headers
// (about 0.8 KB each as Chromium counts them locally). Three groups instead:
// - "remix": Remix's browser runtime, its router and React's own modules, with the browser's entry
//   (entry.client.tsx: React's DOM renderer) and what it imports: every page with React loads all
//   of them, first, so they are the entry's one file (they were two).
// - "shared": what the root route imports, and what the workspace shell imports that pages outside
//   it use too. Every page with React loads it: those outside the workspace (the plans, admin,
//   readers' pages) load about 2-4 KB gzip more than they use, in fewer files. The root's route
//   file is this file (vite.config.ts lets a route file export more than its route's names).
// - "workspace": what the workspace shell (routes/app.tsx) imports and no page outside it does;
//   the shell's route file is this file.
// - Small modules that several workspace pages share (a hook, a formatter, the dialog): alone,
//   Rollup gives each set of pages sharing one a file of its own, and an essay loaded 12 such files
//   of 0.1-0.6 KB, each costing as much in headers as in code. They go with "workspace" when only
//   the shell's pages use them, else with "shared".
// Modules a page fetches on use (the chat window, voice, dialogs, drag-to-reorder) are reached
// only through import() and stay in files of their own.

const REMIX = /node_modules\/(@remix-run\/(react|router)|react-router(-dom)?)\//;
// Remix's own id for the browser's copy of a route module (its server-only exports removed).
const CLIENT_ROUTE = "?__remix-build-client-route";

type ModuleInfo = { importedIds: readonly string[]; isEntry: boolean; code: string | null } | null;
type ChunkApi = { getModuleInfo: (id: string) => ModuleInfo; getModuleIds: () => IterableIterator<string> };
type Groups = { entry: Set<string>; root: Set<string>; shell: Set<string>; outside: Set<string>; small: Set<string> };

// A module this small (its code before minifying, about 0.6 KB gzip) costs less in every page of
// its group than in a file of its own.
const SMALL = 1500;

/** Every module `start` imports statically, itself included (import() is not followed). */
function staticClosure(start: string, api: ChunkApi): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(api.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function groupsOf(appDir: string, api: ChunkApi): Groups {
  const root = path.join(appDir, "root.tsx") + CLIENT_ROUTE;
  const shell = path.join(appDir, "routes/app.tsx") + CLIENT_ROUTE;
  // The shell's own pages are its children in Remix's flat routes: app/routes/app.<segment>.
  const shellPages = path.join(appDir, "routes/app.");
  const outside = new Set<string>();
  // How many of the shell's pages reach each module.
  const pagesOf = new Map<string, number>();
  for (const id of api.getModuleIds()) {
    if (!api.getModuleInfo(id)?.isEntry || id === root || id === shell) continue;
    if (id.startsWith(shellPages)) staticClosure(id, api).forEach((module) => pagesOf.set(module, (pagesOf.get(module) ?? 0) + 1));
    else staticClosure(id, api).forEach((module) => outside.add(module));
  }
  const groups = {
    entry: staticClosure(path.join(appDir, "entry.client.tsx"), api),
    root: staticClosure(root, api),
    shell: staticClosure(shell, api),
    outside,
    small: new Set<string>(),
  };
  const grouped = (id: string) => REMIX.test(id) || groups.entry.has(id) || groups.root.has(id) || groups.shell.has(id) || groups.small.has(id);
  const candidates = [...pagesOf].filter(([id, pages]) => {
    const code = api.getModuleInfo(id)?.code;
    return pages >= 3 && !id.includes("/node_modules/") && !api.getModuleInfo(id)?.isEntry && !grouped(id) && code != null && code.length <= SMALL;
  });
  // Only a module whose own imports are all grouped already: a file it imports would otherwise be
  // loaded by every page of its group. Added until no more qualify.
  for (let added = true; added;) {
    added = false;
    for (const [id] of candidates) {
      if (groups.small.has(id) || !api.getModuleInfo(id)!.importedIds.every(grouped)) continue;
      groups.small.add(id);
      added = true;
    }
  }
  return groups;
}

/** Rollup's `output.manualChunks` for the browser build of the Remix app in `appDir`. */
export function browserChunks(appDir: string) {
  let groups: Groups | null = null;
  return (id: string, api: ChunkApi): string | undefined => {
    if (REMIX.test(id)) return "remix";
    groups ??= groupsOf(appDir, api);
    if (groups.entry.has(id)) return "remix";
    if (id === path.join(appDir, "root.tsx") + CLIENT_ROUTE) return "shared";
    if (id === path.join(appDir, "routes/app.tsx") + CLIENT_ROUTE) return "workspace";
    if (api.getModuleInfo(id)?.isEntry) return undefined;
    const { root, shell, outside, small } = groups;
    if (root.has(id)) return id.includes("/node_modules/") || id.includes("commonjsHelpers") ? "remix" : "shared";
    if (small.has(id)) return outside.has(id) ? "shared" : "workspace";
    if (!shell.has(id)) return undefined;
    // The shell's own modules that pages outside it use too (the chat's state, plans, dates, the
    // button) go with the root's: in "workspace", Rollup would bring it to those pages whole.
    if (outside.has(id)) return id.includes("/node_modules/") ? undefined : "shared";
    return "workspace";
  };
}
