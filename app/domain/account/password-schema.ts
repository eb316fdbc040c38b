import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules";

// The forms that ask for a reset link, set a new password from one, and change the password in
// /account. Checked by the actions; the browser gets the rules from password-rules.ts.
const newPassword = z
  .string({ error: "Please enter a new password" })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: "Please enter your e-mail" })
    .trim()
    .min(1, "Please enter your e-mail")
    .max(254, "Email must be less than 255 characters")
    .pipe(z.email("Please enter a valid email address")),
});

export const resetPasswordSchema = z.object({
  token: z.string({ error: "This reset link is not valid" }).min(1, "This reset link is not valid").max(200, "This reset link is not valid"),
  newPassword,
});

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Please enter your current password" })
    .min(1, "Please enter your current password")
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  newPassword,
});

/** The password fields: never echoed back in a refusal's form state. */
export const PASSWORD_FIELDS = ["password", "currentPassword", "newPassword"];
