// Cross-site request forgery guard for everything that changes state: a POST (or PUT, PATCH,
// DELETE) must come from a page of this origin. Browsers always send Origin on such requests.
// better-auth checks its own routes; Stripe's webhook is verified by its signature instead, and a
// mail client's one-click unsubscribe by its signed link (it comes from the mail provider's servers).
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const SELF_GUARDED = [/^\/api\/auth\//, /^\/api\/stripe\/webhook$/, /^\/api\/email\/unsubscribe$/];

export function isCrossOriginWrite(request: Request, appUrl: string | undefined): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const url = new URL(request.url);
  if (SELF_GUARDED.some((pattern) => pattern.test(url.pathname))) return false;
  return !isOwnOrigin(request, appUrl);
}

/** Whether the request says it comes from a page of this app (its Origin is ours). */
export function isOwnOrigin(request: Request, appUrl: string | undefined): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const allowed = new Set([new URL(request.url).origin, appUrl ? new URL(appUrl).origin : null]);
  return allowed.has(origin);
}
