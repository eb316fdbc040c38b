import type { Database } from "../../../db/client";
import { ATTEMPT_WINDOWS, type GuardedAttempt } from "~/domain/account/credential-attempts";
import { KNOWN_DEVICE, NEW_DEVICE_NOTICE_AFTER, UNKNOWN_DEVICES } from "~/domain/account/sign-in-failures";
import { endFailureRun, hitFailureRun } from "./failure-runs.server";
import { accountKey } from "./known-devices.server";
import { hitRateLimit } from "../billing/rate-limit.server";

/** One attempt as the guard sees it: the account's e-mail if any, the client, and this browser's device id for that account. */
export type CredentialAttempt = { email: string | null; client: string; kind?: GuardedAttempt; knownDevice?: string | null };
export type CredentialAdmission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// Password attempts keep their first keys (`credentials:…`); reset requests count apart.
const KEY_PREFIX: Record<GuardedAttempt, string> = { password: "credentials", "reset-request": "password-reset" };

/** The run of failures from browsers this account does not know. */
export const accountRunKey = async (secret: string, email: string) => `credentials:account:${await accountKey(secret, email)}`;
const knownDeviceRunKey = (deviceId: string) => `credentials:known-device:${deviceId}`;

const refusal = (retryAfterSeconds: number): CredentialAdmission => ({ allowed: false, retryAfterSeconds });

/**
 * Counts one password, sign-up or reset-link attempt, in D1 (isolates share nothing on Workers).
 * Called from better-auth's `before` hook, which runs for its HTTP endpoints and for `auth.api.*`
 * calls made from our own pages alike, so no entry skips it.
 *
 * Per client: a short window, whatever the account. Per account: a password attempt joins the run
 * of its side (this browser if it is known to the account, else every unknown browser together),
 * which lets a few failures through and then asks for a doubling wait; the client is counted
 * first, so an attempt it refuses never lengthens a run.
 */
export async function admitCredentialAttempt(db: Database, secret: string, attempt: CredentialAttempt): Promise<CredentialAdmission> {
  const kind = attempt.kind ?? "password";
  const prefix = KEY_PREFIX[kind];
  const client = await hitRateLimit(db, `${prefix}:client:${attempt.client}`, ATTEMPT_WINDOWS[kind]);
  if (!client.allowed) return refusal(client.retryAfterSeconds);
  if (!attempt.email) return { allowed: true };
  if (kind === "reset-request") {
    const account = await hitRateLimit(db, `${prefix}:account:${attempt.email.trim().toLowerCase()}`, ATTEMPT_WINDOWS[kind]);
    return account.allowed ? { allowed: true } : refusal(account.retryAfterSeconds);
  }
  const run = attempt.knownDevice
    ? await hitFailureRun(db, knownDeviceRunKey(attempt.knownDevice), KNOWN_DEVICE)
    : await hitFailureRun(db, await accountRunKey(secret, attempt.email), UNKNOWN_DEVICES);
  return run.allowed ? { allowed: true } : refusal(run.retryAfterSeconds);
}

/**
 * The right password ends the run of its side. Returns how many failures from unknown browsers
 * came before a sign-in from one of them when that is enough to tell the owner (else null): a
 * success after a run of failures is what a guessed password looks like, and it is something the
 * owner can act on (failures alone are not, and would let anyone send them mail).
 */
export async function recordSignIn(db: Database, secret: string, input: { email: string; knownDevice: string | null }): Promise<number | null> {
  if (input.knownDevice) {
    await endFailureRun(db, knownDeviceRunKey(input.knownDevice), KNOWN_DEVICE);
    return null;
  }
  // The run counted this attempt too, before its password was checked.
  const failures = Math.max(0, (await endFailureRun(db, await accountRunKey(secret, input.email), UNKNOWN_DEVICES)) - 1);
  return failures >= NEW_DEVICE_NOTICE_AFTER ? failures : null;
}

/** A reset proves the mailbox: the failures so far guessed the old password, and are forgotten. */
export async function forgetAccountFailures(db: Database, secret: string, email: string) {
  await endFailureRun(db, await accountRunKey(secret, email), UNKNOWN_DEVICES);
}
