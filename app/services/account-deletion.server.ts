import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { user } from "../../db/schema";

/**
 * Deletes an account completely (DECISIONS 10): the session is ended (its cookies cleared), the
 * user's Durable Object storage erased, then the user row, which every user-owned table references
 * with ON DELETE CASCADE. Returns the Set-Cookie headers that clear the session in the browser.
 */
export async function deleteAccount(context: AppLoadContext, request: Request, userId: string): Promise<string[]> {
  const signOut = await context.app.auth.api.signOut({ headers: request.headers, asResponse: true });
  const cookies = signOut.headers.getSetCookie();
  await context.app.userObject(userId).erase();
  await context.app.db.delete(user).where(eq(user.id, userId));
  return cookies;
}
