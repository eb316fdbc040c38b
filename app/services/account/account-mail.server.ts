import type { Database } from "../../../db/client";
import { ACCOUNT_MAIL_CAPS, type AccountMailKind } from "~/domain/account/account-mail-caps";
import type { Settings } from "~/settings.server";
import { accountKey, knownDeviceOf } from "./known-devices.server";
import { type Email, sendEmail } from "../platform/mailer.server";
import { hitRateLimit } from "../billing/rate-limit.server";

/** Who made the request that would send the mail: the client's address and the browser's cookies. */
export type MailSender = { client: string; cookies: string | null };

/**
 * Sends a reset or verification link unless a day's cap is reached (app/domain/account/account-mail-caps.ts),
 * counted in D1. Called from better-auth's mail hooks, which every path that sends these mails goes
 * through (its HTTP endpoints, our pages' server-side calls, sign-up). Past a cap nothing is sent and
 * nothing is said: better-auth answers the same either way, so a requester cannot tell a capped
 * request from a sent one, nor whether the account exists.
 */
export async function sendAccountEmail(settings: Settings, db: Database, kind: AccountMailKind, email: Email, sender: MailSender) {
  const secret = settings.BETTER_AUTH_SECRET;
  // The client first: a client past its cap must not use up a stranger's allowance as well.
  const client = await hitRateLimit(db, `account-mail:client:${sender.client}`, ACCOUNT_MAIL_CAPS.perClient);
  if (!client.allowed) return capped(kind, "client");
  const device = await knownDeviceOf(secret, sender.cookies, email.to);
  const recipient = device
    ? await hitRateLimit(db, `account-mail:known-device:${device}`, ACCOUNT_MAIL_CAPS.perKnownDevice)
    : await hitRateLimit(db, `account-mail:to:${await accountKey(secret, email.to)}`, ACCOUNT_MAIL_CAPS.perRecipient);
  if (!recipient.allowed) return capped(kind, "recipient");
  await sendEmail(settings, db, email);
}

// Logged without the address: enough to see bombing attempts in the logs.
function capped(kind: AccountMailKind, by: "client" | "recipient") {
  console.warn(`account mail not sent: daily cap reached`, { kind, by });
}
