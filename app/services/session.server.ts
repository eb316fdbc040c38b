import { type AppLoadContext, redirect } from "@remix-run/cloudflare";

export type SessionUser = { id: string; email: string; emailVerified: boolean };

// Several loaders of one request ask for the user: look the session up once per request.
const lookups = new WeakMap<AppLoadContext, Promise<SessionUser | null>>();

/** The signed-in user, or null. */
export function getSessionUser(context: AppLoadContext, request: Request): Promise<SessionUser | null> {
  let lookup = lookups.get(context);
  if (!lookup) {
    lookup = context.app.auth.api.getSession({ headers: request.headers }).then((session) =>
      session ? { id: session.user.id, email: session.user.email, emailVerified: session.user.emailVerified } : null,
    );
    lookups.set(context, lookup);
  }
  return lookup;
}

/** The signed-in user; anyone else is sent to the landing page. */
export async function requireUser(context: AppLoadContext, request: Request): Promise<SessionUser> {
  const user = await getSessionUser(context, request);
  if (!user) throw redirect("/");
  return user;
}
