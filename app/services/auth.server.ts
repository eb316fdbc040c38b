import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { GUARDED_AUTH_PATHS, guardedAttemptFor, tooManyAttemptsMessage } from "../domain/credential-attempts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_LINK_HOURS } from "../domain/password-rules";
import { admitCredentialAttempt } from "./credential-guard.server";
import { passwordResetEmail, sendEmail, verificationEmail } from "./mailer.server";
import { clientAddressOf } from "./rate-limit.server";
import type { Database } from "../../db/client";
import * as schema from "../../db/schema";
import type { Settings } from "../settings.server";

// Built per request: a module-level instance would keep the first request's D1 binding.
export function createAuth(settings: Settings, db: Database, origin: string) {
  const baseURL = settings.APP_URL ?? origin;
  const google =
    settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: settings.GOOGLE_CLIENT_ID, clientSecret: settings.GOOGLE_CLIENT_SECRET } }
      : {};
  return betterAuth({
    baseURL,
    basePath: "/api/auth",
    secret: settings.BETTER_AUTH_SECRET,
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
      sendResetPassword: async ({ user, url }) => {
        await sendEmail(settings, db, { ...passwordResetEmail(user.email, url), userId: user.id });
      },
      resetPasswordTokenExpiresIn: RESET_LINK_HOURS * 60 * 60,
      // Whoever had the old password is signed out everywhere once it is reset.
      revokeSessionsOnPasswordReset: true,
    },
    // Verification may be skipped; the link brings the user back to /plans.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await sendEmail(settings, db, { ...verificationEmail(user.email, url), userId: user.id });
      },
    },
    socialProviders: google,
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Isolates are not shared on Workers: the limiter's counts must live in D1. Password and reset
    // endpoints are left to the guard below, which counts them whatever the entry (one count per attempt).
    rateLimit: {
      enabled: settings.APP_ENV !== "test",
      storage: "database",
      modelName: "rateLimit",
      customRules: Object.fromEntries(GUARDED_AUTH_PATHS.map((path) => [path, false as const])),
    },
    // better-auth's limiter sees HTTP requests only; `auth.api.signInEmail()` from our own pages
    // skips it. A `before` hook runs on both, so every password attempt and every reset request
    // is counted here (GUARDED_AUTH_PATHS).
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const kind = guardedAttemptFor(ctx.path);
        if (!kind) return;
        const email = typeof ctx.body?.email === "string" ? ctx.body.email : null;
        const admission = await admitCredentialAttempt(db, { kind, email, client: clientAddressOf(ctx.headers) });
        if (!admission.allowed) {
          throw new APIError(
            "TOO_MANY_REQUESTS",
            { message: tooManyAttemptsMessage(admission.retryAfterSeconds) },
            { "Retry-After": String(admission.retryAfterSeconds) },
          );
        }
      }),
    },
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
