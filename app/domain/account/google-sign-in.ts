import type { Toast } from "../platform/toast";

// Google's OAuth 2.0 and OpenID Connect endpoints, each on its own host. GOOGLE_BASE_URL (tests
// only) puts all of them on one origin, with Google's own paths, as OPENAI_BASE_URL does for OpenAI.
const GOOGLE_HOSTS = {
  authorization: "https://accounts.google.com",
  token: "https://oauth2.googleapis.com",
  keys: "https://www.googleapis.com",
} as const;

export type GoogleEndpoints = { authorization: string; token: string; keys: string };

export function googleEndpoints(baseUrl?: string): GoogleEndpoints {
  const base = baseUrl?.replace(/\/+$/, "");
  return {
    authorization: `${base ?? GOOGLE_HOSTS.authorization}/o/oauth2/v2/auth`,
    token: `${base ?? GOOGLE_HOSTS.token}/token`,
    keys: `${base ?? GOOGLE_HOSTS.keys}/oauth2/v3/certs`,
  };
}

/** The `iss` of Google's ID tokens: Google documents both spellings. */
export const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

/** Scout's own refusal: Google has not verified the address, so it cannot make or join an account. */
export const GOOGLE_EMAIL_NOT_VERIFIED = "google_email_not_verified";

// Where each sign-in with Google comes back to (the sign-in page, app/routes/auth.tsx): its loader
// sends the signed-in user on with the welcome, and shows a refusal's words above the forms.
export const GOOGLE_RETURN = {
  newAccount: "/auth?welcome=new",
  returning: "/auth?welcome=back",
  refused: "/auth",
} as const;

const TRY_AGAIN = "Please try again, or sign in with your e-mail and password.";

// better-auth's callback codes (and Google's `error`) as the person reads them. Anything not named
// here is a failure of the exchange itself, said the same way whatever it was.
const REFUSALS: Record<string, Toast> = {
  access_denied: {
    title: "Google Sign-In Canceled",
    description: "You didn't allow Scout to use your Google account, so nothing was shared. You can try again or sign in with your e-mail and password.",
  },
  account_not_linked: {
    title: "Google Sign-In Error",
    description:
      "There is already a Scout account with this e-mail. Sign in with its password. Scout adds Google sign-in to an account only once the account's e-mail has been verified (the link in the e-mail we sent when it was created).",
  },
  [GOOGLE_EMAIL_NOT_VERIFIED]: {
    title: "Google Sign-In Error",
    description:
      "Google hasn't verified this e-mail address, so Scout can't use it for your account. Verify it with Google, or sign up with your e-mail and a password.",
  },
};

/** What the sign-in page shows for the `error` a sign-in with Google came back with, or null for none. */
export function googleRefusal(code: string | null): Toast | null {
  if (!code) return null;
  const known = Object.hasOwn(REFUSALS, code) ? REFUSALS[code]! : { title: "Google Sign-In Error", description: `Google sign-in didn't finish. ${TRY_AGAIN}` };
  return { ...known, variant: "destructive" };
}
