// How many account e-mails (reset links, verification links) Scout sends a day, whoever asks and
// through whichever entry. The per-minute request limits (credential-attempts.ts) still let about
// 4,300 a day reach one inbox; these caps bound what anyone can aim at a stranger, while a
// browser that has signed in to the account keeps a day's allowance of its own (so its owner
// can always get a reset link). Past a cap the mail is simply not sent: the answer is the same.
const DAY_MS = 24 * 60 * 60 * 1000;

export const ACCOUNT_MAIL_CAPS = {
  /** Mails to one address a day, asked for from browsers the account does not know. */
  perRecipient: { limit: 10, windowMs: DAY_MS },
  /** Mails to one address a day, asked for from one browser that has signed in to it. */
  perKnownDevice: { limit: 10, windowMs: DAY_MS },
  /** Mails a day caused by one client address, whatever the recipients. */
  perClient: { limit: 50, windowMs: DAY_MS },
} as const;

export type AccountMailKind = "password-reset" | "verification";
