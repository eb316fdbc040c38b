// How often someone may try a password (sign-in) or an e-mail (sign-up), whichever page or API
// they come through. The numbers are better-auth's own for /sign-in and /sign-up (3 per 10
// seconds), so no entry into the product is looser than its auth API.
export const CREDENTIAL_ATTEMPT_WINDOW = { limit: 3, windowMs: 10_000 } as const;

/** The better-auth endpoints that take a password: every one of them passes the guard. */
export const GUARDED_AUTH_PATHS = ["/sign-in/email", "/sign-up/email"] as const;

export function tooManyAttemptsMessage(retryAfterSeconds: number) {
  const seconds = Math.max(1, retryAfterSeconds);
  return `Too many attempts. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;
}
