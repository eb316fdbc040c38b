import { isAPIError } from "better-auth/api";
import type { Auth } from "./auth.server";

// Forgetting, resetting and changing a password, through better-auth's own endpoints called from
// our pages. Each call passes the credential guard (better-auth's `before` hook), whichever entry.

/** Where the e-mailed link lands once better-auth has checked its token (app/routes/reset-password.tsx). */
export const RESET_PAGE_PATH = "/reset-password";

type Refusal = { status: number; code: string; message: string; retryAfterSeconds?: number };
type AuthCall = { ok: true; cookies: string[] } | ({ ok: false } & Refusal);

// One better-auth call read into an outcome: a refusal may come back as an answer, or be thrown
// (the guard's 429 is thrown by its hook even when the answer is asked for as a Response).
async function callAuth(call: () => Promise<Response>): Promise<AuthCall> {
  let response: Response;
  try {
    response = await call();
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const headers = new Headers(error.headers);
    return refusal(error.statusCode, { code: error.body?.code, message: error.message }, headers);
  }
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  if (response.ok) return { ok: true, cookies: response.headers.getSetCookie() };
  return refusal(response.status, body, response.headers);
}

function refusal(status: number, body: { code?: string; message?: string }, headers: Headers): { ok: false } & Refusal {
  const retryAfterSeconds = status === 429 ? Number(headers.get("Retry-After") ?? "1") || 1 : undefined;
  return { ok: false, status, code: body.code ?? "", message: body.message ?? "", retryAfterSeconds };
}

export type RateLimited = { ok: false; reason: "rate-limited"; message: string; retryAfterSeconds: number };

const rateLimited = (call: Refusal): RateLimited | null =>
  call.retryAfterSeconds ? { ok: false, reason: "rate-limited", message: call.message, retryAfterSeconds: call.retryAfterSeconds } : null;

/**
 * Sends a reset link if an account has this e-mail. The outcome is the same whether or not one
 * does (better-auth answers alike); only the guard's refusal differs, and it counts per client
 * and per e-mail whether or not the account exists.
 */
export async function requestPasswordReset(auth: Auth, headers: Headers, email: string): Promise<{ ok: true } | RateLimited> {
  const call = await callAuth(() => auth.api.requestPasswordReset({ body: { email, redirectTo: RESET_PAGE_PATH }, headers, asResponse: true }));
  if (call.ok) return { ok: true };
  const limited = rateLimited(call);
  if (limited) return limited;
  throw new Error(`password reset request refused (${call.status} ${call.code}): ${call.message}`);
}

export type ResetOutcome = { ok: true } | RateLimited | { ok: false; reason: "invalid-token" } | { ok: false; reason: "invalid-password"; message: string };

/** Sets a new password with the token from the link; the token works once, and every session ends. */
export async function resetPassword(auth: Auth, headers: Headers, input: { token: string; newPassword: string }): Promise<ResetOutcome> {
  const call = await callAuth(() => auth.api.resetPassword({ body: input, headers, asResponse: true }));
  if (call.ok) return { ok: true };
  const limited = rateLimited(call);
  if (limited) return limited;
  // A used, expired or made-up token; or the account it named is gone.
  if (call.code === "INVALID_TOKEN" || call.code === "USER_NOT_FOUND") return { ok: false, reason: "invalid-token" };
  if (call.code === "PASSWORD_TOO_SHORT" || call.code === "PASSWORD_TOO_LONG") return { ok: false, reason: "invalid-password", message: call.message };
  throw new Error(`password reset refused (${call.status} ${call.code}): ${call.message}`);
}

export type ChangeOutcome =
  | { ok: true; cookies: string[] }
  | RateLimited
  | { ok: false; reason: "wrong-password" | "no-password" | "signed-out" }
  | { ok: false; reason: "invalid-password"; message: string };

/**
 * Changes the signed-in user's password when the current one is right. Every other session ends;
 * this one is replaced by a new session, whose cookie the caller must pass on.
 */
export async function changePassword(auth: Auth, headers: Headers, input: { currentPassword: string; newPassword: string }): Promise<ChangeOutcome> {
  const call = await callAuth(() => auth.api.changePassword({ body: { ...input, revokeOtherSessions: true }, headers, asResponse: true }));
  if (call.ok) return { ok: true, cookies: call.cookies };
  const limited = rateLimited(call);
  if (limited) return limited;
  if (call.code === "INVALID_PASSWORD") return { ok: false, reason: "wrong-password" };
  // Signed up with Google: there is no password to change (a reset link sets one).
  if (call.code === "CREDENTIAL_ACCOUNT_NOT_FOUND") return { ok: false, reason: "no-password" };
  if (call.status === 401) return { ok: false, reason: "signed-out" };
  if (call.code === "PASSWORD_TOO_SHORT" || call.code === "PASSWORD_TOO_LONG") return { ok: false, reason: "invalid-password", message: call.message };
  throw new Error(`password change refused (${call.status} ${call.code}): ${call.message}`);
}
