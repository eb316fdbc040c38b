import { desc } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { emailOutbox } from "../../../db/schema";
import { RESET_LINK_LIFETIME } from "~/domain/account/password-rules";
import type { Settings } from "~/settings.server";

/** `headers`: extra headers the provider sends as given (a reminder's List-Unsubscribe). */
export type Email = { to: string; subject: string; text: string; userId?: string; headers?: Record<string, string> };

const DEFAULT_EMAIL_API = "https://api.resend.com";

// The one mailer. With a provider key, messages go through the provider's HTTP API (Resend's
// shape: POST /emails). Without one, every message is printed to the console and kept in the
// local outbox (/dev/outbox in development), so the whole sign-up can be walked with no account.
export async function sendEmail(settings: Settings, db: Database, email: Email): Promise<void> {
  if (!settings.EMAIL_API_KEY) {
    console.log(`\n[mail] to ${email.to}: ${email.subject}\n${email.text}\n`);
    await db
      .insert(emailOutbox)
      .values({ to: email.to, subject: email.subject, text: email.text, userId: email.userId ?? null, headers: email.headers ?? null });
    return;
  }
  const response = await fetch(`${settings.EMAIL_BASE_URL ?? DEFAULT_EMAIL_API}/emails`, {
    method: "POST",
    headers: { authorization: `Bearer ${settings.EMAIL_API_KEY}`, "content-type": "application/json" },
    body: JSON.stringify({
      from: settings.EMAIL_FROM,
      to: [email.to],
      subject: email.subject,
      text: email.text,
      ...(email.headers ? { headers: email.headers } : {}),
    }),
  });
  if (!response.ok) {
    const detail = await response.text();
    throw new Error(`The e-mail provider refused the message (${response.status}): ${detail.slice(0, 200)}`);
  }
  await response.body?.cancel();
}

export function verificationEmail(to: string, url: string): Email {
  return {
    to,
    subject: "Verify your e-mail for Scout",
    text: [
      "Welcome to Scout.",
      "",
      "Confirm your e-mail address by opening this link:",
      url,
      "",
      "If you did not create a Scout account, you can ignore this message.",
    ].join("\n"),
  };
}

export function passwordResetEmail(to: string, url: string): Email {
  return {
    to,
    subject: "Reset your Scout password",
    text: [
      "Someone asked to reset the password of your Scout account.",
      "",
      "Choose a new password by opening this link:",
      url,
      "",
      `${RESET_LINK_LIFETIME} Once your password is reset, every device signed in to your account is signed out.`,
      "",
      "If you did not ask for this, you can ignore this message: your password stays as it is.",
    ].join("\n"),
  };
}

/** To the owner, when a browser the account did not know signs in after a run of failed attempts. */
export function newDeviceSignInEmail(to: string, appUrl: string, failures: number): Email {
  return {
    to,
    subject: "New sign-in to your Scout account",
    text: [
      `Someone signed in to your Scout account from a new browser, after ${failures} failed attempts to guess its password.`,
      "",
      "If it was you, there is nothing to do.",
      "",
      "If it was not, choose a new password now: every device signed in to your account will be signed out.",
      new URL("/forgot-password", appUrl).toString(),
    ].join("\n"),
  };
}

/** The newest messages in the local outbox (development and tests: /dev/outbox). */
export function latestOutbox(db: Database, limit = 50) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}

/** To the owner, whenever the account's password is changed from /account (or better-auth's API). */
export function passwordChangedEmail(to: string, appUrl: string): Email {
  return {
    to,
    subject: "Your Scout password was changed",
    text: [
      "The password of your Scout account was just changed, and every other device signed in to it was signed out.",
      "",
      "If it was you, there is nothing to do.",
      "",
      "If it was not, choose a new password now with this link, then check the e-mail address on your account:",
      new URL("/forgot-password", appUrl).toString(),
    ].join("\n"),
  };
}
