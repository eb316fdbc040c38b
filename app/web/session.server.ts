import { type AppLoadContext, redirectDocument } from "@remix-run/cloudflare";
import { jsonError, notFound } from "./http-errors.server";
import { refuse } from "./intent-action.server";
import type { SessionUser } from "~/domain/account/session-user";
import { isAdmin } from "~/services/platform/roles.server";

export type { SessionUser };

// Several loaders of one request ask for the user: look the session up once per request.
const lookups = new WeakMap<AppLoadContext, Promise<SessionUser | null>>();

/**
 * The signed-in user, or null: the context's session check (workers/context.ts `signedIn`), made
 * for the request the context was built for, which is the one callers name.
 */
export function getSessionUser(context: AppLoadContext, _request: Request): Promise<SessionUser | null> {
  let lookup = lookups.get(context);
  if (!lookup) {
    lookup = context.app.signedIn().then((session) => {
      if (!session) return null;
      // The request's log line carries a hash of it (workers/observability).
      context.app.log.userId = session.user.id;
      return { id: session.user.id, email: session.user.email, emailVerified: session.user.emailVerified, name: session.user.name ?? "" };
    });
    lookups.set(context, lookup);
  }
  return lookup;
}

/** The signed-in user; anyone else is sent to the landing page (as a document: it ships no framework). */
export async function requireUser(context: AppLoadContext, request: Request): Promise<SessionUser> {
  const user = await getSessionUser(context, request);
  if (!user) throw redirectDocument("/");
  return user;
}

/**
 * The signed-in user of a JSON route (a fetcher's or fetch()'s endpoint); anyone else gets the one
 * error body with `unauthenticated` (401). A failed session lookup is an error, not "signed out".
 */
export async function requireApiUser(context: AppLoadContext, request: Request, message = "Please sign in first."): Promise<SessionUser> {
  const user = await getSessionUser(context, request);
  if (!user) throw jsonError(context, "unauthenticated", message);
  return user;
}

/**
 * The signed-in user of an action whose form answers with a toast (a fetcher's form: the school
 * list, the plan choice); anyone else gets the "Authentication Required" toast with `description`,
 * 401, as the form's action data. `act` runs with the user. The refusal is returned, not thrown:
 * a thrown answer would go to the error page, not to the form that shows the toast.
 */
export async function requireFormUser<R>(
  context: AppLoadContext,
  request: Request,
  description: string,
  act: (user: SessionUser) => Promise<R>,
): Promise<R | ReturnType<typeof refuse>> {
  const user = await getSessionUser(context, request);
  if (!user) return refuse("Authentication Required", description, 401);
  return act(user);
}

/**
 * The signed-in admin; anyone else, signed in or not, gets the 404 page, so the admin pages'
 * existence is not confirmed. Every /admin loader and action calls it: a layout's check does not
 * cover its children (Remix runs their loaders in parallel, and actions alone).
 */
export async function requireAdmin(context: AppLoadContext, request: Request): Promise<SessionUser> {
  const user = await getSessionUser(context, request);
  if (!user || !(await isAdmin(context.app.db, user.id))) throw notFound();
  return user;
}
