import { z } from "zod";
import { CREDENTIAL_PROBLEMS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules";

// The sign-up and sign-in form.
export const MISSING_CREDENTIALS = CREDENTIAL_PROBLEMS.missing;

export const credentialsSchema = z.object({
  email: z
    .string({ error: MISSING_CREDENTIALS })
    .trim()
    .min(1, MISSING_CREDENTIALS)
    .max(254, "Email must be less than 255 characters")
    .pipe(z.email(CREDENTIAL_PROBLEMS.email)),
  password: z.string({ error: MISSING_CREDENTIALS }).min(1, MISSING_CREDENTIALS).max(128, "Password must be at most 128 characters"),
});

/** The first name asked (optionally) at sign-up, for greetings and the avatar. */
export const firstNameSchema = z.string().trim().max(50, "First name must be at most 50 characters").optional();

/**
 * What the sign-up forms send: the credentials and, optionally, a first name. The password must
 * meet the rules better-auth will apply, so a short one is named under its field (in the browser
 * and in the action) rather than refused afterwards in a toast. Every account's password already
 * meets them, so signing an existing account in from here loses nothing.
 */
export const signUpSchema = credentialsSchema.extend({
  password: z
    .string({ error: MISSING_CREDENTIALS })
    .min(1, MISSING_CREDENTIALS)
    .min(PASSWORD_MIN_LENGTH, CREDENTIAL_PROBLEMS.shortPassword)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  firstName: firstNameSchema,
});

/** What the sign-in and sign-up forms send. */
export type Credentials = z.input<typeof credentialsSchema>;

export const emailSchema = z.object({
  email: z.string().trim().min(1).max(254).pipe(z.email()),
});
