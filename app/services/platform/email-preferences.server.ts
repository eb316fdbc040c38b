import { eq, sql } from "drizzle-orm";
import { base64url, fromBase64url, signingKey } from "./signing.server";
import type { Database } from "../../../db/client";
import { type EmailSettingIntent, type EmailSettingKey, emailSettingKeys, emailSettingOfIntent, emailSettings } from "~/domain/platform/email-settings";
import { emailPreferences, user } from "../../../db/schema";

// What e-mail a user wants beyond their account's own (deadline reminders, a note when a
// reader is done reading, the season's reminders after Submit; each on unless turned off), set from /account or,
// without signing in, through the unsubscribe link in each reminder (and its List-Unsubscribe header).
// The link names the user and the kind, and carries HMAC-SHA256(BETTER_AUTH_SECRET, "<kind's intent>:" + id):
// nothing is stored for it, it cannot be made for another user or another kind without the
// secret, and it does one thing only (turn that kind off), so it never expires.

const preferenceColumns = {
  deadlineReminders: emailPreferences.deadlineReminders,
  readerDone: emailPreferences.readerDone,
  interviewReminders: emailPreferences.interviewReminders,
  depositReminders: emailPreferences.depositReminders,
  awardReminders: emailPreferences.awardReminders,
  decisionDayReminders: emailPreferences.decisionDayReminders,
  negotiationFollowUps: emailPreferences.negotiationFollowUps,
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
  negotiationFollowUps: "negotiation_follow_ups",
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

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// A link's purpose is its setting's intent ("deadline-reminders:", "interview-reminders:"…), so a
// link turns off the one kind of e-mail it came with; deadline reminders' links, sent before
// the other kinds had any, keep their spelling.
const purposeOf = (setting: EmailSettingKey) => `${emailSettings[setting].intent}:`;

/** The token of a user's unsubscribe link for one kind of e-mail (deadline reminders when unnamed). */
export async function unsubscribeToken(secret: string, userId: string, setting: EmailSettingKey = "deadlineReminders"): Promise<string> {
  return base64url(await crypto.subtle.sign("HMAC", await signingKey(secret), new TextEncoder().encode(purposeOf(setting) + userId)));
}

async function linkOf(path: string, appUrl: string, secret: string, userId: string, setting: EmailSettingKey): Promise<string> {
  const url = new URL(path, appUrl);
  url.searchParams.set("u", userId);
  url.searchParams.set("t", await unsubscribeToken(secret, userId, setting));
  url.searchParams.set("k", emailSettings[setting].intent);
  return url.toString();
}

/** The link in each reminder: /email/unsubscribe?u=…&t=…&k=…, which works without signing in and asks before it stops anything. */
export const unsubscribeUrl = (appUrl: string, secret: string, userId: string, setting: EmailSettingKey = "deadlineReminders") =>
  linkOf("/email/unsubscribe", appUrl, secret, userId, setting);

/**
 * The headers that let a mail client offer its own Unsubscribe button (RFC 2369 and RFC 8058):
 * the client POSTs "List-Unsubscribe=One-Click" to /api/email/unsubscribe with the same signed
 * link, and that kind of e-mail stops, with no page and no sign-in.
 */
export async function unsubscribeHeaders(appUrl: string, secret: string, userId: string, setting: EmailSettingKey): Promise<Record<string, string>> {
  return {
    "List-Unsubscribe": `<${await linkOf("/api/email/unsubscribe", appUrl, secret, userId, setting)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** Whether the token is this user's for that kind (HMAC verification: a constant-time comparison). */
export async function isUnsubscribeToken(secret: string, userId: string, token: string, setting: EmailSettingKey = "deadlineReminders"): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const mac = fromBase64url(token);
  // One spelling per link: the last character's spare bits are ignored by decoding, so a token
  // that does not re-encode to itself is refused rather than accepted as a second spelling.
  if (base64url(mac.buffer) !== token) return false;
  return crypto.subtle.verify("HMAC", await signingKey(secret), mac, new TextEncoder().encode(purposeOf(setting) + userId));
}

/** A link as read from its URL or form: `k` is the setting's intent (deadline reminders when absent, as the first links were sent). */
export type UnsubscribeLink = { u: string; t: string; k: EmailSettingIntent };
export type UnsubscribeOutcome = { ok: true; on: boolean; setting: EmailSettingKey } | { ok: false; reason: "invalid" };

/** What an unsubscribe link opens: whether its kind of e-mail is on now, or "invalid" (a wrong token, or no such account). */
export async function readUnsubscribeLink(db: Database, secret: string, link: UnsubscribeLink): Promise<UnsubscribeOutcome> {
  const setting = emailSettingOfIntent(link.k);
  if (!(await isUnsubscribeToken(secret, link.u, link.t, setting))) return { ok: false, reason: "invalid" };
  const [accounts, preferences] = await db.batch([db.select({ id: user.id }).from(user).where(eq(user.id, link.u)), emailPreferenceQuery(db, link.u)]);
  if (accounts.length === 0) return { ok: false, reason: "invalid" };
  return { ok: true, on: emailSettingOn(preferences, setting), setting };
}

/** Turns the link's kind of e-mail off for its user; "invalid" changes nothing. */
export async function unsubscribeByLink(db: Database, secret: string, link: UnsubscribeLink): Promise<UnsubscribeOutcome> {
  const setting = emailSettingOfIntent(link.k);
  if (!(await isUnsubscribeToken(secret, link.u, link.t, setting))) return { ok: false, reason: "invalid" };
  return (await setEmailPreference(db, link.u, setting, false)) ? { ok: true, on: false, setting } : { ok: false, reason: "invalid" };
}
