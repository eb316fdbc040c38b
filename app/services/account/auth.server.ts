import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { GOOGLE_RETURN } from "../../domain/account/google-sign-in";
import { GUARDED_AUTH_PATHS, guardedAttemptFor, tooManyAttemptsMessage } from "../../domain/account/credential-attempts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_LINK_HOURS } from "../../domain/account/password-rules";
import { sendAccountEmail } from "./account-mail.server";
import { admitCredentialAttempt, forgetAccountFailures, recordSignIn } from "./credential-guard.server";
import { checkGoogleIdentity, googleSignIn } from "./google-sign-in.server";
import { knownDeviceCookie, knownDeviceOf } from "./known-devices.server";
import { newDeviceSignInEmail, passwordChangedEmail, passwordResetEmail, sendEmail, verificationEmail } from "../platform/mailer.server";
import { clientAddressOf } from "../billing/rate-limit.server";
import type { Database } from "../../../db/client";
import * as schema from "../../../db/schema";
import type { Settings } from "../../settings.server";
import type { LiveSessions } from "./session-check.server";

/** The user's object as better-auth's hooks tell it of the account made and of sessions made and ended. */
export type SessionKeeper = (userId: string) => {
  sessions: Pick<LiveSessions, "remember"> & { forget: (sessionIds: string[]) => Promise<unknown> };
  account: { start: () => Promise<unknown> };
};

// How long a browser's signed copy of its session (better-auth's cookie cache) is taken on its
// word for who is signed in. Whether the session is still live is asked of the user's object on
// every request; this bounds only what the object cannot know: a session row deleted behind
// better-auth's back (SQL by an operator) and the user's name or e-mail changed outside it.
export const SESSION_COPY_SECONDS = 5 * 60;

// The endpoints that sign someone in with a password (sign-up signs the new account in).
const PASSWORD_SIGN_IN_PATHS = new Set(["/sign-in/email", "/sign-up/email"]);

// Built per request: a module-level instance would keep the first request's D1 binding. The
// request is also who asks for the account mails: better-auth gives its mail hooks no request
// when our pages call auth.api.* from the server.
export function createAuth(settings: Settings, db: Database, request: { origin: string; headers: Headers }, keeper?: SessionKeeper) {
  const baseURL = settings.APP_URL ?? request.origin;
  const secret = settings.BETTER_AUTH_SECRET;
  const sender = { client: clientAddressOf(request.headers), cookies: request.headers.get("cookie") };
  return betterAuth({
    baseURL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [baseURL],
    database: drizzleAdapter(db, { provider: "sqlite", schema }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // The link (better-auth's /reset-password/:token) checks the token, then brings the user to
      // our /reset-password page with it, or with ?error=INVALID_TOKEN when it is used or expired.
      // A failure to send is logged by better-auth and the answer stays the same neutral one.
      // Past a day's cap (account-mail.server.ts) nothing is sent, and the answer is the same.
      sendResetPassword: async ({ user, url }) => {
        await sendAccountEmail(settings, db, "password-reset", { ...passwordResetEmail(user.email, url), userId: user.id }, sender);
      },
      onPasswordReset: async ({ user }) => forgetAccountFailures(db, secret, user.email),
      resetPasswordTokenExpiresIn: RESET_LINK_HOURS * 60 * 60,
      // Whoever had the old password is signed out everywhere once it is reset.
      revokeSessionsOnPasswordReset: true,
    },
    // Verification may be skipped; the link brings the user back to /plans.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await sendAccountEmail(settings, db, "verification", { ...verificationEmail(user.email, url), userId: user.id }, sender);
      },
    },
    // Google, when configured, through the generic OAuth plugin (google-sign-in.server.ts).
    plugins: googleSignIn(settings),
    // A Google sign-in joins the account that has its e-mail only when Google has verified the
    // address and the account's owner has verified it with Scout: otherwise whoever registered the
    // address first (with a password, or with Google) could share the account with its real owner.
    // These are better-auth's defaults, written down because the rule depends on them.
    account: { accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true, allowDifferentEmails: false } },
    user: { validateUserInfo: checkGoogleIdentity },
    // Every sign-in with Google that fails comes back to the sign-in page with its code, which the
    // page puts in words (googleRefusal), never to better-auth's own error page.
    onAPIError: { errorURL: `${baseURL}${GOOGLE_RETURN.refused}` },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24, cookieCache: { enabled: true, maxAge: SESSION_COPY_SECONDS } },
    // The user's object is told of the account as it is made (its writing starts there), and knows
    // which sessions are live (session-check.server.ts): told of each one
    // made, and of each one ended (signing out, signing out everywhere, a password changed or reset)
    // as D1 deletes its row. A session it was not told of is looked up at D1's primary on its first
    // check; an ending it was not told of (the object unreachable) holds once the browser's copy
    // of the session lapses, within SESSION_COPY_SECONDS.
    databaseHooks: keeper ? sessionHooks(keeper) : undefined,
    // Isolates are not shared on Workers: the limiter's counts must live in D1. Password and reset
    // endpoints are left to the guard below, which counts them whatever the entry (one count per attempt).
    rateLimit: {
      enabled: settings.APP_ENV !== "test",
      storage: "database",
      modelName: "rateLimit",
      customRules: Object.fromEntries(GUARDED_AUTH_PATHS.map((path) => [path, false as const])),
    },
    // better-auth's limiter sees HTTP requests only; `auth.api.signInEmail()` from our own pages
    // skips it. Hooks run on both (credentialHooks).
    hooks: credentialHooks(settings, db, baseURL),
    advanced: {
      // A page's session lookup is one query (session joined to its user; db/schema/auth.ts).
      database: { joins: true },
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
      useSecureCookies: baseURL.startsWith("https:"),
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Tells the user's object of its account made and of each session D1 makes and ends; a failure to tell is logged, never the user's. */
function sessionHooks(keeper: SessionKeeper) {
  return {
    user: {
      create: {
        // Before the sign-up answers and its first session is told to the object: the account's
        // writing starts in its object (user-object.ts, accountStart). Not told, the object moves
        // each kind from D1 on first use, as an older account's: slower once, never wrong.
        after: async (made: { id: string }) => {
          await keeper(made.id)
            .account.start()
            .catch((error: unknown) => console.error("new account not told to the user's object", String(error)));
        },
      },
    },
    session: {
      create: {
        after: async (made: { id: string; userId: string; expiresAt: Date }) => {
          await keeper(made.userId)
            .sessions.remember(made.id, made.expiresAt)
            .catch((error: unknown) => console.error("session not told to the user's object", String(error)));
        },
      },
      delete: {
        after: async (ended: { id: string; userId: string }) => {
          await keeper(ended.userId)
            .sessions.forget([ended.id])
            .catch((error: unknown) => console.error("session ending not told to the user's object", String(error)));
        },
      },
    },
  };
}

/**
 * Every password attempt and every reset request is counted here (GUARDED_AUTH_PATHS), whether it
 * came over HTTP or from our own pages, and every password sign-in makes its browser known to the
 * account (and tells the owner of a sign-in from a new device after failures).
 */
function credentialHooks(settings: Settings, db: Database, baseURL: string) {
  const secret = settings.BETTER_AUTH_SECRET;
  return {
    before: createAuthMiddleware(async (ctx) => {
      // better-auth's own session endpoint over HTTP does not ask the user's object: it reads D1
      // (at the primary, as all of /api/auth), never the browser's copy of a session that may
      // have ended. Our pages' check (a server call, no request) is session-check.server.ts.
      if (ctx.path === "/get-session" && ctx.request) return { context: { query: { ...ctx.query, disableCookieCache: true } } };
      const kind = guardedAttemptFor(ctx.path);
      if (!kind) return;
      const email = typeof ctx.body?.email === "string" ? ctx.body.email : null;
      const knownDevice = kind === "password" && email ? await knownDeviceOf(secret, ctx.headers?.get("cookie"), email) : null;
      const admission = await admitCredentialAttempt(db, secret, { kind, email, client: clientAddressOf(ctx.headers), knownDevice });
      if (!admission.allowed) {
        throw new APIError(
          "TOO_MANY_REQUESTS",
          { message: tooManyAttemptsMessage(admission.retryAfterSeconds) },
          { "Retry-After": String(admission.retryAfterSeconds) },
        );
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path === "/change-password") return noticePasswordChanged(settings, db, baseURL, ctx.context.returned, ctx.context.session?.user);
      const signedIn = ctx.context.newSession;
      if (!PASSWORD_SIGN_IN_PATHS.has(ctx.path) || !signedIn || isAPIError(ctx.context.returned)) return;
      const { email, id: userId } = signedIn.user;
      const knownDevice = await knownDeviceOf(secret, ctx.headers?.get("cookie"), email);
      const failures = await recordSignIn(db, secret, { email, knownDevice });
      // Set on the answer: the API's, or the one our pages read their cookies from.
      const device = await knownDeviceCookie(secret, email, { deviceId: knownDevice, secure: baseURL.startsWith("https:") });
      ctx.setCookie(device.name, device.value, device.options);
      if (failures === null || ctx.path !== "/sign-in/email") return;
      try {
        await sendEmail(settings, db, { ...newDeviceSignInEmail(email, baseURL, failures), userId });
      } catch (error) {
        // The sign-in stands: the notice is a courtesy, not a condition.
        console.error("new-device sign-in notice not sent", error);
      }
    }),
  };
}

// The owner hears of every change, so a change they did not make (someone at an open laptop
// who knew the password) does not go unnoticed. Not capped: only a signed-in owner can cause it.
async function noticePasswordChanged(settings: Settings, db: Database, baseURL: string, returned: unknown, owner: { id: string; email: string } | undefined) {
  if (!owner || isAPIError(returned) || (returned instanceof Response && !returned.ok)) return;
  try {
    await sendEmail(settings, db, { ...passwordChangedEmail(owner.email, baseURL), userId: owner.id });
  } catch (error) {
    // The change stands: the notice is a courtesy, not a condition.
    console.error("password-changed notice not sent", error);
  }
}
