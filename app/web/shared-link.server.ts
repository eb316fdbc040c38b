// The answers of a shared link's page (as the shared authorship report's): a bare text 404 for
// a malformed, unknown or revoked token, never cached or indexed, and a 429 when a client tries
// tokens in bulk. Reads are limited per client address by this window.
export const SHARED_LINK_WINDOW = { limit: 30, windowMs: 60_000 };

export const bareShareAnswer = (status: 404 | 429, headers: Record<string, string> = {}) =>
  new Response(status === 429 ? "Too many requests" : "Not found", {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex", ...headers },
  });
