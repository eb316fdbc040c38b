import { type AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { user } from "../../db/schema";
import { trialStatusFor } from "./subscription.server";

export type AuthAttempt =
  | { ok: true; outcome: "created" | "signed-in"; userId: string; cookies: string[] }
  | { ok: false; stage: "sign-up" | "sign-in"; message: string };

// better-auth answers an existing e-mail with "User already exists"; the spec also names these.
const EXISTING_ACCOUNT = /already registered|User already registered|already exists/i;

async function readAttempt(response: Response, stage: "sign-up" | "sign-in") {
  const body = (await response.json().catch(() => ({}))) as { user?: { id: string }; message?: string };
  if (response.ok && body.user) {
    return { ok: true as const, userId: body.user.id, cookies: response.headers.getSetCookie() };
  }
  return { ok: false as const, stage, message: body.message ?? "" };
}

export async function signIn(context: AppLoadContext, request: Request, email: string, password: string): Promise<AuthAttempt> {
  const response = await context.app.auth.api.signInEmail({ body: { email, password }, headers: request.headers, asResponse: true });
  const attempt = await readAttempt(response, "sign-in");
  return attempt.ok ? { ...attempt, outcome: "signed-in" } : attempt;
}

/** Registers, or signs in when the account already exists (spec: sign-up with an existing account). */
export async function registerOrSignIn(
  context: AppLoadContext,
  request: Request,
  input: { email: string; password: string; verifiedCallbackURL: string },
): Promise<AuthAttempt> {
  const response = await context.app.auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: "", callbackURL: input.verifiedCallbackURL },
    headers: request.headers,
    asResponse: true,
  });
  const attempt = await readAttempt(response, "sign-up");
  if (attempt.ok) return { ...attempt, outcome: "created" };
  if (EXISTING_ACCOUNT.test(attempt.message)) return signIn(context, request, input.email, input.password);
  return attempt;
}

export async function accountExists(context: AppLoadContext, email: string) {
  const row = await context.app.db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase())).get();
  return Boolean(row);
}

/** Where a user goes after signing in: /plans when their trial has expired, /app otherwise. */
export async function postLoginPath(context: AppLoadContext, userId: string) {
  const status = await trialStatusFor(context.app.db, userId);
  return status.isTrialExpired ? "/plans" : "/app";
}

/** Where the verification link returns: /plans with the e-mail and verified=true. */
export function verifiedCallbackURL(email: string) {
  return `/plans?${new URLSearchParams({ email, verified: "true" })}`;
}
