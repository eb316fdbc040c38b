import { FAKE_PORTS } from "./ports";
import type { FakeHandler } from "./serve";

// A school's website for the source watch: pages a test sets (and changes between two runs),
// a robots.txt that keeps crawlers out of /private, a page that fails, redirects (/moved/…?to=,
// /loop), and every request recorded with its user agent, so a test can see the watch was polite.

/** Its own port, one above the fakes of ports.ts (each helper's ports are ten apart). */
export const SCHOOL_PAGE_PORT = FAKE_PORTS.evalProxy + 1;
export const SCHOOL_SITE = `http://127.0.0.1:${SCHOOL_PAGE_PORT}`;

export function createFakeSchoolSite(): { handler: FakeHandler } {
  const pages = new Map<string, string>();
  const requests: { path: string; userAgent: string }[] = [];
  const handler: FakeHandler = async (request) => {
    const url = new URL(request.url);
    if (url.pathname === "/__fake/pages" && request.method === "POST") {
      const { path, html } = (await request.json()) as { path: string; html: string };
      pages.set(path, html);
      return Response.json({ ok: true });
    }
    if (url.pathname === "/__fake/requests") return Response.json(requests);
    requests.push({ path: url.pathname, userAgent: request.headers.get("user-agent") ?? "" });
    if (url.pathname === "/robots.txt") return new Response("User-agent: *\nDisallow: /private\n", { headers: { "content-type": "text/plain" } });
    if (url.pathname === "/broken") return new Response("Service unavailable", { status: 503 });
    // Redirects: to wherever ?to= says (another page, or an address Scout must not follow), or round in a loop.
    if (url.pathname.startsWith("/moved/")) return new Response(null, { status: 302, headers: { location: url.searchParams.get("to") ?? "/" } });
    if (url.pathname === "/loop") return new Response(null, { status: 301, headers: { location: "/loop" } });
    const html = pages.get(url.pathname);
    return html === undefined ? new Response("Not found", { status: 404 }) : new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
  };
  return { handler };
}
