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

/** What the sign-in and sign-up forms send. */
export type Credentials = z.input<typeof credentialsSchema>;

export const emailSchema = z.object({
  email: z.string().trim().min(1).max(254).pipe(z.email()),
});
