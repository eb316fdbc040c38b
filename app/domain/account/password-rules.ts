// The rules a new password must meet, in one place: better-auth is configured with them
// (app/services/account/auth.server.ts), the schemas check them (password-schema.ts) and every form that
// sets a password shows them under its field before anything is sent.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The hint under every field that sets a password (the maximum is the field's maxLength). */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;

/** The one answer to a reset request, whether or not an account has that e-mail. */
export const RESET_LINK_SENT = "If an account exists for that e-mail, we've sent a link to reset your password.";

/** How long a reset link works (better-auth's default, stated here so the e-mail can say it). */
export const RESET_LINK_HOURS = 1;

/** What the e-mail and the pages say about the link. */
export const RESET_LINK_LIFETIME = `The link works once, for ${RESET_LINK_HOURS === 1 ? "one hour" : `${RESET_LINK_HOURS} hours`}.`;

/** The words the sign-in and sign-up schemas use, for the pages without a framework to show before sending. */
export const CREDENTIAL_PROBLEMS = {
  missing: "You must provide either an email or phone number and a password.",
  email: "Please enter a valid email address",
  shortPassword: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
} as const;
