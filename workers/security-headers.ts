// The headers every response carries. The policy allows only what the app loads: its own scripts
// (plus inline ones carrying this request's nonce, which Remix needs to hydrate), its own styles,
// and its own origin for fetches. Later features widen `connect` and `frame` deliberately.
export type CspSources = { connect?: string[]; frame?: string[]; script?: string[]; img?: string[]; form?: string[] };

export function contentSecurityPolicy(nonce: string, extra: CspSources = {}) {
  const list = (...sources: (string | undefined)[]) => sources.filter(Boolean).join(" ");
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", `'nonce-${nonce}'`, ...(extra.script ?? []))}`,
    // React renders style attributes (progress bars, drag transforms): inline styles only.
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", "data:", "blob:", ...(extra.img ?? []))}`,
    `font-src 'self'`,
    `connect-src ${list("'self'", ...(extra.connect ?? []))}`,
    `frame-src ${extra.frame?.length ? extra.frame.join(" ") : "'none'"}`,
    `media-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    // Browsers hold a form's redirect to this list too: Continue with Google posts to /auth, which
    // redirects to Google's consent screen.
    `form-action ${list("'self'", ...(extra.form ?? []))}`,
    `frame-ancestors 'none'`,
  ].join("; ");
}

// Stripe.js (STRIPE_JS_URL, app/services/billing/stripe.server.ts) and its card field, allowed only when
// Stripe is configured.
export const stripeSources: CspSources = {
  script: ["https://js.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://*.stripe.com"],
};

export function applySecurityHeaders(headers: Headers, options: { nonce: string; https: boolean; extra?: CspSources }) {
  headers.set("Content-Security-Policy", contentSecurityPolicy(options.nonce, options.extra));
  headers.set("X-Content-Type-Options", "nosniff");
  // A route may ask for no referrer at all (the shared report and brief, whose address holds the
  // token that opens them): that stricter policy is kept; any other is replaced by the default.
  if (headers.get("Referrer-Policy") !== "no-referrer") headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  // The camera for the video essay practice, which records in the browser only. It is allowed
  // on every page, not just that one: a client-side navigation keeps the first document's policy.
  headers.set("Permissions-Policy", "camera=(self), geolocation=(), microphone=(self)");
  // Local development runs on plain http: HSTS there would break it.
  if (options.https) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}

// A file of the build under /assets/ (its name carries its content's hash) is a script the page
// runs, never a page: a policy, the referrer, framing and the permissions only govern documents
// (and workers, which the app does not start). Opened on its own it gets the strictest policy, in
// a few bytes: each script a page loads carries these headers, about 0.8 KB a file with the page's
// own, which nothing compresses over HTTP/1.1.
export const BUILD_FILE_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function applyBuildFileHeaders(headers: Headers, options: { https: boolean }) {
  headers.set("Content-Security-Policy", BUILD_FILE_POLICY);
  // The one header a script's own answer needs: a file not served as JavaScript is never run as one.
  headers.set("X-Content-Type-Options", "nosniff");
  if (options.https) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}
