import type { AppContext } from "../context";
import { ApiError } from "../api-error";

export type ApiUser = { id: string; email: string; sessionId: string };

/** The signed-in user of an API request, or null (routes that also serve signed-out visitors). */
export async function apiSessionUser(app: AppContext, request: Request): Promise<ApiUser | null> {
  const session = await app.auth.api.getSession({ headers: request.headers });
  if (session) app.log.userId = session.user.id; // hashed into the request's log line
  return session ? { id: session.user.id, email: session.user.email, sessionId: session.session.id } : null;
}

/** The one way an /api route requires a user: anyone else gets the error body with `unauthenticated`. */
export async function requireHonoUser(c: { get: (key: "app") => AppContext; req: { raw: Request } }, message = "Please sign in first."): Promise<ApiUser> {
  const user = await apiSessionUser(c.get("app"), c.req.raw);
  if (!user) throw new ApiError("unauthenticated", message);
  return user;
}
