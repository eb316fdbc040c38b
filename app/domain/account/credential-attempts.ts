// How often someone may try a password (sign-in, changing or resetting it) or an e-mail (sign-up),
// whichever page or API they come through. The numbers are better-auth's own for /sign-in,
// /sign-up and /change-password (3 per 10 seconds), so no entry into the product is looser than
// its auth API.
export const CREDENTIAL_ATTEMPT_WINDOW = { limit: 3, windowMs: 10_000 } as const;

// How often someone may ask for a reset link: better-auth's own numbers for
// /request-password-reset (3 per minute), per client and per e-mail, so that nobody can fill a
// stranger's inbox. Counted apart from passwords: asking for a link guesses nothing.
export const RESET_REQUEST_WINDOW = { limit: 3, windowMs: 60_000 } as const;

export type GuardedAttempt = "password" | "reset-request";

const GUARDED: Record<string, GuardedAttempt> = {
  "/sign-in/email": "password",
  "/sign-up/email": "password",
  "/change-password": "password",
  // Takes a new password and a token: guessing tokens is counted like guessing passwords.
  "/reset-password": "password",
  "/request-password-reset": "reset-request",
};

/** The better-auth endpoints that take a password or send a reset link: every one passes the guard. */
export const GUARDED_AUTH_PATHS = Object.keys(GUARDED);

/** What an attempt on this better-auth path counts as, or null when the guard does not count it. */
export function guardedAttemptFor(path: string): GuardedAttempt | null {
  return Object.hasOwn(GUARDED, path) ? GUARDED[path]! : null;
}

export const ATTEMPT_WINDOWS = { password: CREDENTIAL_ATTEMPT_WINDOW, "reset-request": RESET_REQUEST_WINDOW } as const satisfies Record<
  GuardedAttempt,
  { limit: number; windowMs: number }
>;

export function tooManyAttemptsMessage(retryAfterSeconds: number) {
  const seconds = Math.max(1, retryAfterSeconds);
  return `Too many attempts. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;
}
