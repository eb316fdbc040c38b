// The id of the app's last data request (Remix's single fetch, *.data) that failed with a 5xx, so
// an error page shown after a navigation or a form post names the request that broke rather than
// the document's. Only a recent failure counts: the loaders Remix runs after a failed action
// succeed before the error page shows, so "the last request" would be the wrong one.
const RECENT_MS = 30_000;
let lastFailed: { id: string; at: number } | null = null;

export function watchDataRequests() {
  const original = window.fetch;
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await original.apply(window, args);
    const id = response.status >= 500 ? response.headers.get("x-request-id") : null;
    if (id && response.url && new URL(response.url).pathname.endsWith(".data")) lastFailed = { id, at: Date.now() };
    return response;
  };
}

export function recentFailedRequestId() {
  return lastFailed && Date.now() - lastFailed.at < RECENT_MS ? lastFailed.id : null;
}
