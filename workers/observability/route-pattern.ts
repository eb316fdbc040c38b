// Names the Remix route a path reaches as its pattern ("/app/essays/:essayId"), for the request
// line: ids never reach the logs' route field, and every request of one page shares one value.
// The patterns come from the build's route manifest, ranked as Remix ranks them (a static segment
// beats a parameter, which beats a splat; an index route beats its layout).

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean };
type Compiled = { pattern: string; regex: RegExp; score: number };

export function remixRouteNamer(routes: Record<string, ManifestRoute | undefined>) {
  const compiled: Compiled[] = Object.values(routes)
    .filter((route): route is ManifestRoute => Boolean(route))
    .map((route) => compile(segmentsOf(route, routes), route.index === true))
    .sort((a, b) => b.score - a.score);
  return (pathname: string) => {
    const path = pageOf(pathname);
    return compiled.find((route) => route.regex.test(path))?.pattern ?? "unmatched";
  };
}

// A single-fetch data request names its page with ".data" ("/_root.data" is the home page's).
function pageOf(pathname: string) {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

function segmentsOf(route: ManifestRoute, routes: Record<string, ManifestRoute | undefined>): string[] {
  const parent = route.parentId ? routes[route.parentId] : undefined;
  const own = (route.path ?? "").split("/").filter(Boolean);
  return [...(parent ? segmentsOf(parent, routes) : []), ...own];
}

function compile(segments: string[], index: boolean): Compiled {
  const source = segments
    .map((segment) => {
      if (segment === "*") return "(?:/.*)?";
      const optional = segment.endsWith("?");
      const bare = optional ? segment.slice(0, -1) : segment;
      const part = bare.startsWith(":") ? "/[^/]+" : `/${escape(bare)}`;
      return optional ? `(?:${part})?` : part;
    })
    .join("");
  return { pattern: `/${segments.join("/")}`, regex: new RegExp(`^${source}/?$`, "i"), score: score(segments, index) };
}

// Remix's (react-router's) ranking of routes.
function score(segments: string[], index: boolean) {
  let total = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) if (segment !== "*") total += segment.startsWith(":") ? 3 : 10;
  return total;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
