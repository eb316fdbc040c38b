import { z } from "zod";
import type { PublicSettings } from "./domain/platform/public-settings";

// Every setting the product reads, validated once per request. Bindings (DB, USER_OBJECT,
// FEEDBACK_QUEUE, ASSETS) are typed by wrangler.toml; these are the string settings.
// .dev.vars.example documents each one and which are optional.
const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
const optionalUrl = optional.pipe(z.url().optional());
// A setting left empty in .dev.vars means "the default", not an empty model name.
const withDefault = (fallback: string) => optional.transform((value) => value ?? fallback);

export const settingsSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).default("production"),
  APP_URL: optionalUrl,
  BETTER_AUTH_SECRET: z.string().min(32, "BETTER_AUTH_SECRET must be at least 32 characters"),

  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_CHAT_MODEL: withDefault("gpt-4.1-mini"),
  OPENAI_FEEDBACK_MODEL: withDefault("gpt-4.1"),
  OPENAI_REALTIME_MODEL: withDefault("gpt-realtime"),

  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_BASE_URL: optionalUrl,
  STRIPE_PRICE_ESSENTIAL: optional,
  STRIPE_PRICE_PRO: optional,
  STRIPE_PRICE_LEGACY: optional,
  STRIPE_PAYMENT_LINK_ESSENTIAL: optionalUrl,
  STRIPE_PAYMENT_LINK_PRO: optionalUrl,
  STRIPE_PAYMENT_LINK_LEGACY: optionalUrl,

  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  // Tests only: one origin in place of Google's OAuth hosts (app/domain/account/google-sign-in.ts).
  GOOGLE_BASE_URL: optionalUrl,

  EMAIL_API_KEY: optional,
  EMAIL_BASE_URL: optionalUrl,
  EMAIL_FROM: withDefault("Scout <hello@scout.local>"),
  NEWSLETTER_WEBHOOK_URL: optionalUrl,
  NEWSLETTER_API_KEY: optional,

  FEEDBACK_FORM_URL: optionalUrl,
  OFFICE_HOURS_FORM_URL: optionalUrl,
  HOT_SEAT_BOOKING_URL: optionalUrl,
  VOICE_MEMO_URL: optionalUrl,

  // Operations: the build's version (set by the deploy, e.g. the git commit) and the bearer token
  // that lets a monitor ask /api/health?deep=1 without an admin session.
  BUILD_VERSION: withDefault("dev"),
  HEALTH_TOKEN: optional,
  // Where applicants' chat is kept (docs/scale.md step 2): "object" moves it to each applicant's
  // object; "d1" is the rollback: nothing more moves, and the hourly cron moves it all back to D1.
  CHAT_STORE: withDefault("object").pipe(z.enum(["object", "d1"])),
  // Where each essay's newest text is kept (docs/scale.md step 3): "object" moves it to each
  // applicant's object, which then takes every save; "d1" is the rollback, as CHAT_STORE's.
  ESSAY_STORE: withDefault("object").pipe(z.enum(["object", "d1"])),
  // Where applicants' feedback and writing checks' state are kept (docs/scale.md step 3), as CHAT_STORE.
  WORK_STORE: withDefault("object").pipe(z.enum(["object", "d1"])),
  // Whether the applicant's workspace pages are answered from what they last read, kept in their
  // object (docs/scale.md, "Pages with no D1 round trip"); "off" reads D1 for every page again.
  PAGE_MEMO: withDefault("on").pipe(z.enum(["on", "off"])),
});

export type Settings = z.infer<typeof settingsSchema>;

export class SettingsError extends Error {}

export function parseSettings(env: Record<string, unknown>): Settings {
  const result = settingsSchema.safeParse(env);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new SettingsError(`Invalid settings: ${fields.join("; ")}`);
  }
  return result.data;
}

export function publicSettings(settings: Settings): PublicSettings {
  return {
    aiConfigured: Boolean(settings.OPENAI_API_KEY),
    googleEnabled: Boolean(settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET),
    stripePublishableKey: settings.STRIPE_SECRET_KEY ? (settings.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    feedbackFormUrl: settings.FEEDBACK_FORM_URL ?? null,
    officeHoursOpen: Boolean(settings.OFFICE_HOURS_FORM_URL || settings.HOT_SEAT_BOOKING_URL || settings.VOICE_MEMO_URL),
  };
}
