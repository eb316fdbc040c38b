import type { AppContext } from "../context";
import { ApiError } from "../api-error";

export type ApiUser = { id: string; email: string; sessionId: string };

/** The signed-in user of an API request, or null (routes that also serve signed-out visitors). */
export async function apiSessionUser(app: AppContext): Promise<ApiUser | null> {
  // The session of the request the context was built for (context.ts: `signedIn`).
  const session = await app.signedIn();
  if (session) app.log.userId = session.user.id; // hashed into the request's log line
  return session ? { id: session.user.id, email: session.user.email, sessionId: session.session.id } : null;
}

/** The one way an /api route requires a user: anyone else gets the error body with `unauthenticated`. */
export async function requireHonoUser(c: { get: (key: "app") => AppContext; req: unknown }, message = "Please sign in first."): Promise<ApiUser> {
  const user = await apiSessionUser(c.get("app"));
  if (!user) throw new ApiError("unauthenticated", message);
  return user;
}
