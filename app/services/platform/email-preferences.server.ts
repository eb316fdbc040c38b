import { eq, sql } from "drizzle-orm";
import { base64url, fromBase64url, signingKey } from "./signing.server";
import type { Database } from "../../../db/client";
import { type EmailSettingKey, emailSettingKeys } from "~/domain/platform/email-settings";
import { emailPreferences, user } from "../../../db/schema";

// What e-mail a user wants beyond their account's own (deadline reminders, a note when a
// reader is done reading, the season's reminders after Submit; each on unless turned off), set from /account or, for deadline
// reminders and without signing in, through the unsubscribe link in each reminder.
// The link names the user and carries HMAC-SHA256(BETTER_AUTH_SECRET, "deadline-reminders:" + id):
// nothing is stored for it, it cannot be made for another user without the secret, and it does
// one thing only (turn reminders off), so it never expires.

const preferenceColumns = {
  deadlineReminders: emailPreferences.deadlineReminders,
  readerDone: emailPreferences.readerDone,
  interviewReminders: emailPreferences.interviewReminders,
  depositReminders: emailPreferences.depositReminders,
  awardReminders: emailPreferences.awardReminders,
  decisionDayReminders: emailPreferences.decisionDayReminders,
  waitlistReminders: emailPreferences.waitlistReminders,
};

/** The user's preference row, for a caller that batches it; read with emailSettingOn. */
export function emailPreferenceQuery(db: Database, userId: string) {
  return db.select(preferenceColumns).from(emailPreferences).where(eq(emailPreferences.userId, userId));
}

/** Every setting as the user has it; no row is the default: each kind on. */
export function emailSettingsOf(rows: Partial<Record<EmailSettingKey, boolean>>[]): Record<EmailSettingKey, boolean> {
  return Object.fromEntries(emailSettingKeys.map((key) => [key, rows[0]?.[key] ?? true])) as Record<EmailSettingKey, boolean>;
}

/** One setting as the user has it; no row is the default: on. */
export function emailSettingOn(rows: Partial<Record<EmailSettingKey, boolean>>[], key: EmailSettingKey): boolean {
  return rows[0]?.[key] ?? true;
}

/** No row is the default: a reader done reading is e-mailed. */
export const readerDoneEmailsOn = (rows: { readerDone: boolean }[]) => emailSettingOn(rows, "readerDone");

/** No row is the default: reminders on. */
export const deadlineRemindersOn = (rows: { deadlineReminders: boolean }[]) => emailSettingOn(rows, "deadlineReminders");

const columnOf: Record<EmailSettingKey, string> = {
  deadlineReminders: "deadline_reminders",
  readerDone: "reader_done",
  interviewReminders: "interview_reminders",
  depositReminders: "deposit_reminders",
  awardReminders: "award_reminders",
  decisionDayReminders: "decision_day_reminders",
  waitlistReminders: "waitlist_reminders",
};

/**
 * Turns one kind of e-mail on or off for an existing user; false when there is no such user (an
 * account deleted since its link was sent). The user is checked in the insert itself.
 */
export async function setEmailPreference(db: Database, userId: string, preference: EmailSettingKey, on: boolean): Promise<boolean> {
  const column = sql.identifier(columnOf[preference]);
  const written = await db.all<{ user_id: string }>(sql`
    INSERT INTO ${emailPreferences} (user_id, ${column}, updated_at)
    SELECT ${user.id}, ${on ? 1 : 0}, ${Date.now()} FROM ${user} WHERE ${user.id} = ${userId}
    ON CONFLICT (user_id) DO UPDATE SET ${column} = excluded.${column}, updated_at = excluded.updated_at
    RETURNING user_id`);
  return written.length === 1;
}

/** Turns deadline reminders on or off (the account's setting and the unsubscribe link's). */
export const setDeadlineReminders = (db: Database, userId: string, on: boolean) => setEmailPreference(db, userId, "deadlineReminders", on);

const PURPOSE = "deadline-reminders:";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token of a user's unsubscribe link. */
export async function unsubscribeToken(secret: string, userId: string): Promise<string> {
  return base64url(await crypto.subtle.sign("HMAC", await signingKey(secret), new TextEncoder().encode(PURPOSE + userId)));
}

/** The link in each reminder: /email/unsubscribe?u=…&t=…, which works without signing in. */
export async function unsubscribeUrl(appUrl: string, secret: string, userId: string): Promise<string> {
  const url = new URL("/email/unsubscribe", appUrl);
  url.searchParams.set("u", userId);
  url.searchParams.set("t", await unsubscribeToken(secret, userId));
  return url.toString();
}

/** Whether the token is this user's (HMAC verification: a constant-time comparison). */
export async function isUnsubscribeToken(secret: string, userId: string, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const mac = fromBase64url(token);
  // One spelling per link: the last character's spare bits are ignored by decoding, so a token
  // that does not re-encode to itself is refused rather than accepted as a second spelling.
  if (base64url(mac.buffer) !== token) return false;
  return crypto.subtle.verify("HMAC", await signingKey(secret), mac, new TextEncoder().encode(PURPOSE + userId));
}

export type UnsubscribeLink = { u: string; t: string };
export type UnsubscribeOutcome = { ok: true; on: boolean } | { ok: false; reason: "invalid" };

/** What an unsubscribe link opens: whether reminders are on now, or "invalid" (a wrong token, or no such account). */
export async function readUnsubscribeLink(db: Database, secret: string, link: UnsubscribeLink): Promise<UnsubscribeOutcome> {
  if (!(await isUnsubscribeToken(secret, link.u, link.t))) return { ok: false, reason: "invalid" };
  const [accounts, preferences] = await db.batch([db.select({ id: user.id }).from(user).where(eq(user.id, link.u)), emailPreferenceQuery(db, link.u)]);
  if (accounts.length === 0) return { ok: false, reason: "invalid" };
  return { ok: true, on: deadlineRemindersOn(preferences) };
}

/** Turns deadline reminders off for the link's user; "invalid" changes nothing. */
export async function unsubscribeByLink(db: Database, secret: string, link: UnsubscribeLink): Promise<UnsubscribeOutcome> {
  if (!(await isUnsubscribeToken(secret, link.u, link.t))) return { ok: false, reason: "invalid" };
  return (await setDeadlineReminders(db, link.u, false)) ? { ok: true, on: false } : { ok: false, reason: "invalid" };
}
