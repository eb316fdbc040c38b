import { bookmarkFromCookies } from "./d1-bookmark";

// Where a request's D1 session starts (docs/security.md, "Reads from the nearest replica").
// - "nearest": a page or data read. It opens at the browser's bookmark (or anywhere, when it has
//   none), so the nearest replica that holds the browser's own writes answers it.
// - "primary": the session's first query goes to the primary and the rest read no older than
//   that, so the request sees every write made before it began, by anyone.
export type ReadFreshness = "nearest" | "primary";

const PRIMARY_PATHS: ((path: string) => boolean)[] = [
  (path) => path === "/admin" || path === "/admin.data" || path.startsWith("/admin/"),
  (path) => path.startsWith("/api/auth/"),
  (path) => path === "/api/health",
];

// Writes that start at the browser's bookmark, like a page: the essay's own actions (the save above
// all, every few seconds while someone writes). What they decide is not read from a copy: the
// session is the user's object's answer (docs/security.md, "The session check"), the revision a
// save started from is checked in the object, the trial's essay cap is one statement that counts
// and writes (always at the primary), and the daily AI budget is counted in the object. What they
// read besides is the applicant's own workspace, which the bookmark holds with every write of
// theirs; a plan cancelled a moment ago elsewhere may be seen as late as a replica trails (seconds).
const BOOKMARK_WRITE_PATH = /^\/app\/essays\/[^/]+?(\.data)?$/;

/**
 * Requests that must see other requests' writes, not only their own browser's:
 * - every write (POST and the rest) but the essay's own (above): the checks before a write or a spend (the session, the plan,
 *   the trial, caps, the credential guard) must not pass on a copy that has not yet seen a
 *   revocation, a cancellation or another request's count; the write goes to the primary anyway;
 * - better-auth's routes: a verification or reset link, or Google's callback, arrives from a
 *   browser that did not write the token it carries;
 * - the admin: operators act on what applicants and other operators wrote a moment ago;
 * - the health check: a deploy asks for the migration level the primary has, which a replica
 *   may not have reached yet.
 * Not the chat socket: opening it only checks who is signed in, and the user's object checks the
 * session and the plan again at the primary for every message before anything is spent.
 */
export function readFreshnessOf(request: Request): ReadFreshness {
  const path = new URL(request.url).pathname;
  if (request.method === "POST" && BOOKMARK_WRITE_PATH.test(path)) return "nearest";
  if (request.method !== "GET" && request.method !== "HEAD") return "primary";
  return PRIMARY_PATHS.some((starts) => starts(path)) ? "primary" : "nearest";
}

/** What `DB.withSession` is opened with for this request: a constraint, or the browser's bookmark. */
export function sessionStartOf(request: Request, freshness: ReadFreshness): string {
  if (freshness === "primary") return "first-primary";
  return bookmarkFromCookies(request.headers.get("cookie")) ?? "first-unconstrained";
}
