import path from "node:path";

// How the browser build groups modules into files. Rollup's default gives each set of pages that
// share a module a file of its own: a workspace page loaded 25-47 files, most under 1 KB, each
// compressed alone (gzip does worst on small files) and each with its own response headers
// (about 0.8 KB each as Chromium counts them locally). Three groups instead:
// - "remix": Remix's browser runtime, its router and React's own modules (as before, one chunk:
//   the pages without a framework use only the router's hooks, and Rollup would split those off).
// - "shared": what the root route imports, and what the workspace shell imports that pages outside
//   it use too. Every page with React loads it: those outside the workspace (the plans, admin,
//   readers' pages) load about 2-4 KB gzip more than they use, in fewer files.
// - "workspace": what the workspace shell (routes/app.tsx) imports and no page outside it does.
// Modules a page fetches on use (the chat window, voice, dialogs, drag-to-reorder) are reached
// only through import() and stay in files of their own.

const REMIX = /node_modules\/(@remix-run\/(react|router)|react-router(-dom)?)\//;
// Remix's own id for the browser's copy of a route module (its server-only exports removed).
const CLIENT_ROUTE = "?__remix-build-client-route";

type ModuleInfo = { importedIds: readonly string[]; isEntry: boolean } | null;
type ChunkApi = { getModuleInfo: (id: string) => ModuleInfo; getModuleIds: () => IterableIterator<string> };
type Groups = { root: Set<string>; shell: Set<string>; outside: Set<string> };

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
  for (const id of api.getModuleIds()) {
    if (!api.getModuleInfo(id)?.isEntry || id === root || id === shell || id.startsWith(shellPages)) continue;
    staticClosure(id, api).forEach((module) => outside.add(module));
  }
  return { root: staticClosure(root, api), shell: staticClosure(shell, api), outside };
}

/** Rollup's `output.manualChunks` for the browser build of the Remix app in `appDir`. */
export function browserChunks(appDir: string) {
  let groups: Groups | null = null;
  return (id: string, api: ChunkApi): string | undefined => {
    if (REMIX.test(id)) return "remix";
    if (api.getModuleInfo(id)?.isEntry) return undefined;
    groups ??= groupsOf(appDir, api);
    const { root, shell, outside } = groups;
    if (root.has(id)) return id.includes("/node_modules/") || id.includes("commonjsHelpers") ? "remix" : "shared";
    if (!shell.has(id)) return undefined;
    // The shell's own modules that pages outside it use too (the chat's state, plans, dates, the
    // button) go with the root's: in "workspace", Rollup would bring it to those pages whole.
    if (outside.has(id)) return id.includes("/node_modules/") ? undefined : "shared";
    return "workspace";
  };
}
