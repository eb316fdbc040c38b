import { type AppLoadContext, redirect } from "@remix-run/cloudflare";

export type SessionUser = { id: string; email: string; emailVerified: boolean };

/** The signed-in user, or null. */
export async function getSessionUser(context: AppLoadContext, request: Request): Promise<SessionUser | null> {
  const session = await context.app.auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, emailVerified: session.user.emailVerified };
}

/** The signed-in user; anyone else is sent to the landing page. */
export async function requireUser(context: AppLoadContext, request: Request): Promise<SessionUser> {
  const user = await getSessionUser(context, request);
  if (!user) throw redirect("/");
  return user;
}
