import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { sendEmail, verificationEmail } from "../app/services/mailer.server";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Settings } from "./env";

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
    // Verification may be skipped (spec: /signup/verify); the link brings the user back to /plans.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await sendEmail(settings, db, { ...verificationEmail(user.email, url), userId: user.id });
      },
    },
    socialProviders: google,
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Isolates are not shared on Workers: the limiter's counts must live in D1.
    rateLimit: { enabled: settings.APP_ENV !== "test", storage: "database", modelName: "rateLimit" },
    advanced: {
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
      useSecureCookies: baseURL.startsWith("https:"),
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
