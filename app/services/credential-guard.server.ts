import type { Database } from "../../db/client";
import { CREDENTIAL_ATTEMPT_WINDOW } from "~/domain/credential-attempts";
import { hitRateLimit } from "./rate-limit.server";

export type CredentialAttempt = { email: string | null; client: string };
export type CredentialAdmission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one password or sign-up attempt against both the client and the account, in D1 (isolates
 * share nothing on Workers). Called from better-auth's `before` hook, which runs for its HTTP
 * endpoints and for `auth.api.*` calls made from our own pages alike, so no entry skips it.
 */
export async function admitCredentialAttempt(db: Database, attempt: CredentialAttempt): Promise<CredentialAdmission> {
  const keys = [`credentials:client:${attempt.client}`];
  // Per account, so that spreading guesses over many addresses does not help either.
  if (attempt.email) keys.push(`credentials:account:${attempt.email.trim().toLowerCase()}`);
  const hits = await Promise.all(keys.map((key) => hitRateLimit(db, key, CREDENTIAL_ATTEMPT_WINDOW)));
  const refused = hits.filter((hit) => !hit.allowed);
  if (refused.length === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(...refused.map((hit) => hit.retryAfterSeconds)) };
}
