import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { user } from "../../../db/schema";
import type { Auth } from "./auth.server";
import { readEntitlements } from "../billing/entitlements.server";

export type AuthAttempt =
  | { ok: true; outcome: "created" | "signed-in"; userId: string; cookies: string[] }
  | { ok: false; stage: "sign-up" | "sign-in"; message: string; retryAfterSeconds?: number };

// One call to a better-auth password endpoint, read into an attempt.
async function attempt(stage: "sign-up" | "sign-in", call: () => Promise<Response>) {
  let response: Response;
  try {
    response = await call();
  } catch (error) {
    // Refused by the credential guard (app/services/account/auth.server.ts): the page answers 429 as the API does.
    if (isAPIError(error) && error.statusCode === 429) {
      const retryAfterSeconds = Number(new Headers(error.headers).get("Retry-After") ?? "1") || 1;
      return { ok: false as const, stage, message: error.message, retryAfterSeconds };
    }
    throw error;
  }
  const body = (await response.json().catch(() => ({}))) as { user?: { id: string }; message?: string };
  if (response.ok && body.user) {
    return { ok: true as const, userId: body.user.id, cookies: response.headers.getSetCookie() };
  }
  return { ok: false as const, stage, message: body.message ?? "" };
}

/** What signing in and registering need: the accounts database and better-auth. */
export type AccountDeps = { db: Database; auth: Auth };

export async function signIn({ auth }: Pick<AccountDeps, "auth">, headers: Headers, email: string, password: string): Promise<AuthAttempt> {
  const result = await attempt("sign-in", () => auth.api.signInEmail({ body: { email, password }, headers, asResponse: true }));
  return result.ok ? { ...result, outcome: "signed-in" } : result;
}

/**
 * Registers, or signs in when the account already exists (signing up with a known e-mail is a sign-in).
 * Exactly one password endpoint is called, so one submission is one attempt for the guard.
 */
export async function registerOrSignIn(
  deps: AccountDeps,
  headers: Headers,
  input: { email: string; password: string; verifiedCallbackURL: string; firstName?: string },
): Promise<AuthAttempt> {
  if (await accountExists(deps.db, input.email)) return signIn(deps, headers, input.email, input.password);
  const result = await attempt("sign-up", () =>
    deps.auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: input.firstName ?? "", callbackURL: input.verifiedCallbackURL },
      headers,
      asResponse: true,
    }),
  );
  return result.ok ? { ...result, outcome: "created" } : result;
}

export async function accountExists(db: Database, email: string) {
  const row = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase())).get();
  return Boolean(row);
}

/** Where a user goes after signing in: /plans without a plan or a live trial, /app otherwise. */
export async function postLoginPath(db: Database, userId: string) {
  const { standing } = await readEntitlements(db, userId);
  return standing === "trial" || standing === "paid" ? "/app" : "/plans";
}

/** Where the verification link returns: /plans with the e-mail and verified=true. */
export function verifiedCallbackURL(email: string) {
  return `/plans?${new URLSearchParams({ email, verified: "true" })}`;
}

/** The status of a refused attempt: 429 with Retry-After when the guard refused it, else 400. */
export function refusalInit(attempt: Extract<AuthAttempt, { ok: false }>): ResponseInit {
  if (!attempt.retryAfterSeconds) return { status: 400 };
  return { status: 429, headers: { "Retry-After": String(attempt.retryAfterSeconds) } };
}
