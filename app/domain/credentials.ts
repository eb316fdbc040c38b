import { z } from "zod";

// The sign-up and sign-in form.
export const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password.";

export const credentialsSchema = z.object({
  email: z
    .string({ error: MISSING_CREDENTIALS })
    .trim()
    .min(1, MISSING_CREDENTIALS)
    .max(254, "Email must be less than 255 characters")
    .pipe(z.email("Please enter a valid email address")),
  password: z.string({ error: MISSING_CREDENTIALS }).min(1, MISSING_CREDENTIALS).max(128, "Password must be at most 128 characters"),
});

/** The first name asked (optionally) at sign-up, for greetings and the avatar. */
export const firstNameSchema = z.string().trim().max(50, "First name must be at most 50 characters").optional();

/** What the sign-up forms send: the credentials and, optionally, a first name. */
export const signUpSchema = credentialsSchema.extend({ firstName: firstNameSchema });

/** What the sign-in and sign-up forms send. */
export type Credentials = z.input<typeof credentialsSchema>;

export const emailSchema = z.object({
  email: z.string().trim().min(1).max(254).pipe(z.email()),
});
