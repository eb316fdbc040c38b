import { env } from "cloudflare:workers";
import { unsubscribeToken } from "../../app/services/platform/email-preferences.server";
import { type FuzzEntry, at, submit } from "./fuzz-kit";

// The fuzz's signed-out and account routes: sign-in and sign-up, resets, e-mail links, the account, plans.
export const accountFuzz: Record<string, FuzzEntry> = {
  "routes/auth": {
    signedOut: true,
    submissions: [
      submit("sign in", at("/auth"), (owner) => ({ intent: "sign-in", email: owner.email, password: owner.password })),
      submit("sign up", at("/auth"), () => ({ intent: "sign-up", email: `fuzz-${crypto.randomUUID()}@example.com`, password: "fuzz-password-123" })),
    ],
  },
  "routes/signup.password": {
    signedOut: true,
    submissions: [
      submit("sign up", at("/signup/password"), () => ({ email: `fuzz-${crypto.randomUUID()}@example.com`, password: "fuzz-password-123", firstName: "Ada" })),
    ],
  },
  "routes/signup.check-email": { signedOut: true, submissions: [submit("existing account?", at("/signup/check-email"), (owner) => ({ email: owner.email }))] },
  "routes/signup.verify": { submissions: [submit("send the link again", at("/signup/verify"), (owner) => ({ email: owner.email }))] },
  "routes/forgot-password": { signedOut: true, submissions: [submit("a reset link", at("/forgot-password"), (owner) => ({ email: owner.email }))] },
  "routes/reset-password": {
    signedOut: true,
    submissions: [
      submit("a new password", at("/reset-password"), () => ({
        token: "not-a-real-token",
        newPassword: "new-password-123",
        confirmPassword: "new-password-123",
      })),
    ],
  },
  "routes/email.unsubscribe": {
    signedOut: true,
    submissions: [
      submit(
        "unsubscribe",
        (owner) => `/email/unsubscribe?u=${owner.userId}`,
        async (owner) => ({ u: owner.userId, t: await unsubscribeToken(env.BETTER_AUTH_SECRET, owner.userId) }),
      ),
    ],
  },
  "routes/email.nudges": {
    signedOut: true,
    submissions: [
      submit(
        "stop nudges",
        (owner) => `/email/nudges?r=${owner.recommenderId}`,
        async (owner) => ({ r: owner.recommenderId, t: await unsubscribeToken(env.BETTER_AUTH_SECRET, `recommender-nudge:${owner.recommenderId}`) }),
      ),
    ],
  },
  "routes/logout": { endsSession: true, submissions: [submit("sign out", at("/logout"), () => ({}))] },
  "routes/account.delete": { endsSession: true, submissions: [submit("delete the account", at("/account/delete"), () => ({}))] },
  "routes/account": {
    submissions: [
      submit("portal", at("/account"), () => ({ intent: "portal" })),
      submit("change password (wrong current one)", at("/account"), () => ({
        intent: "change-password",
        currentPassword: "not-it",
        newPassword: "another-pass-123",
      })),
      submit("grant support", at("/account"), () => ({ intent: "grant-support", hours: "24" })),
      submit("revoke support", at("/account"), () => ({ intent: "revoke-support" })),
      submit("deadline reminders", at("/account"), () => ({ intent: "deadline-reminders", on: "false" })),
      submit("e-mails when a reader is done", at("/account"), () => ({ intent: "reader-done-emails", on: "false" })),
      submit("interview reminders", at("/account"), () => ({ intent: "interview-reminders", on: "false" })),
      submit("deposit reminders", at("/account"), () => ({ intent: "deposit-reminders", on: "false" })),
      submit("scholarship deadline reminders", at("/account"), () => ({ intent: "award-reminders", on: "false" })),
      submit("decision-day e-mails", at("/account"), () => ({ intent: "decision-day-reminders", on: "false" })),
      submit("negotiation follow-ups", at("/account"), () => ({ intent: "negotiation-follow-ups", on: "false" })),
      submit("waitlist reminders", at("/account"), () => ({ intent: "waitlist-reminders", on: "false" })),
      submit("prepare an archive", at("/account"), () => ({ intent: "request-archive" })),
    ],
  },
  "routes/plans": { submissions: [submit("start a trial", at("/plans"), () => ({ intent: "start-trial", plan: "pro" }))] },
  "routes/payments": { submissions: [submit("start a trial", at("/payments"), () => ({ intent: "start-trial", plan: "pro" }))] },
};
