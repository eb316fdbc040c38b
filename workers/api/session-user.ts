import type { AppContext } from "../context";

/** The signed-in user of an API request, or null. */
export async function apiSessionUser(app: AppContext, request: Request) {
  const session = await app.auth.api.getSession({ headers: request.headers });
  return session ? { id: session.user.id, email: session.user.email } : null;
}
