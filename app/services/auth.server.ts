import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { GUARDED_AUTH_PATHS, tooManyAttemptsMessage } from "../domain/credential-attempts";
import { admitCredentialAttempt } from "./credential-guard.server";
import { sendEmail, verificationEmail } from "./mailer.server";
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
    emailAndPassword: { enabled: true, autoSignIn: true, minPasswordLength: 8, maxPasswordLength: 128 },
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
    // Isolates are not shared on Workers: the limiter's counts must live in D1. Password endpoints
    // are left to the guard below, which counts them whatever the entry (one count per attempt).
    rateLimit: {
      enabled: settings.APP_ENV !== "test",
      storage: "database",
      modelName: "rateLimit",
      customRules: Object.fromEntries(GUARDED_AUTH_PATHS.map((path) => [path, false as const])),
    },
    // better-auth's limiter sees HTTP requests only; `auth.api.signInEmail()` from our own pages
    // skips it. A `before` hook runs on both, so every password attempt is counted here.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (!(GUARDED_AUTH_PATHS as readonly string[]).includes(ctx.path)) return;
        const email = typeof ctx.body?.email === "string" ? ctx.body.email : null;
        const admission = await admitCredentialAttempt(db, { email, client: clientAddressOf(ctx.headers) });
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
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
      useSecureCookies: baseURL.startsWith("https:"),
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
