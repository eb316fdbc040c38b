import type { Database } from "../../db/client";
import { ATTEMPT_WINDOWS, type GuardedAttempt } from "~/domain/credential-attempts";
import { hitRateLimit } from "./rate-limit.server";

export type CredentialAttempt = { email: string | null; client: string; kind?: GuardedAttempt };
export type CredentialAdmission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// Password attempts keep their first keys (`credentials:…`); reset requests count apart.
const KEY_PREFIX: Record<GuardedAttempt, string> = { password: "credentials", "reset-request": "password-reset" };

/**
 * Counts one password, sign-up or reset-link attempt against both the client and the account, in
 * D1 (isolates share nothing on Workers). Called from better-auth's `before` hook, which runs for
 * its HTTP endpoints and for `auth.api.*` calls made from our own pages alike, so no entry skips it.
 */
export async function admitCredentialAttempt(db: Database, attempt: CredentialAttempt): Promise<CredentialAdmission> {
  const kind = attempt.kind ?? "password";
  const prefix = KEY_PREFIX[kind];
  const keys = [`${prefix}:client:${attempt.client}`];
  // Per account, so that spreading guesses over many addresses does not help either.
  if (attempt.email) keys.push(`${prefix}:account:${attempt.email.trim().toLowerCase()}`);
  const hits = await Promise.all(keys.map((key) => hitRateLimit(db, key, ATTEMPT_WINDOWS[kind])));
  const refused = hits.filter((hit) => !hit.allowed);
  if (refused.length === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(...refused.map((hit) => hit.retryAfterSeconds)) };
}
