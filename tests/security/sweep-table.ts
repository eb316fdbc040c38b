import { type SweepEntry, form, get, json } from "./sweep-probes";
import { applicationRoutes } from "./sweep-table-applications";
import { seasonRoutes } from "./sweep-table-season";
import { adminRoutes } from "./sweep-table-admin";
import { sharingRoutes } from "./sweep-table-sharing";
import { workspaceRoutes } from "./sweep-table-workspace";

// The cross-user sweep's Remix routes (see sweep-probes.ts for what each kind means), by area in
// the files beside this one, in the order the sweep walks them.
export const remixRoutes: Record<string, SweepEntry> = {
  root: { kind: "own", probes: [get("the root loader (every page)", () => "/app")] },
  "routes/$": { kind: "public", why: "the 404 page" },
  "routes/_index": { kind: "public", why: "the landing page (signed-in visitors are sent to /app)" },
  "routes/auth": { kind: "public", why: "sign-in and sign-up: credentials in, a session out (see credentials.test.ts)" },
  "routes/signup.password": { kind: "public", why: "sign-up step 1 (see credentials.test.ts)" },
  "routes/signup.check-email": { kind: "public", why: "rate-limited existence check, by design (docs/product-rules.md §13)" },
  "routes/forgot-password": { kind: "public", why: "asks for a reset link; the same answer whether or not the account exists (password-reset.test.ts)" },
  "routes/reset-password": { kind: "public", why: "a new password for whoever holds the e-mailed token; no session (password-reset.test.ts)" },
  "routes/signup.planinfo": { kind: "public", why: "sign-up step 3: the plans table" },
  "routes/signup.verify": { kind: "own", probes: [get("step 2", () => "/signup/verify")] },
  "routes/logout": { kind: "own", probes: [get("sign out (GET)", () => "/logout")] },
  "routes/plans": {
    kind: "own",
    probes: [
      get("plans", () => "/plans"),
      form(
        "start a trial",
        () => "/plans",
        () => ({ intent: "start-trial", plan: "pro" }),
      ),
    ],
  },
  "routes/payments": { kind: "own", probes: [get("payments", () => "/payments")] },
  "routes/bench.empty": { kind: "public", why: "the bench's empty page: nobody's rows, and a 404 when APP_ENV is production (pages.test.ts)" },
  "routes/dev.outbox": { kind: "public", why: "development and tests only: a 404 when APP_ENV is production (pages.test.ts)" },
  ...adminRoutes,
  "routes/account": {
    kind: "own",
    probes: [
      get("account", () => "/account"),
      form(
        "portal",
        () => "/account",
        () => ({ intent: "portal" }),
      ),
      // Only ever the signed-in user's own password: the session says whose. (A wrong current
      // password, so that Bob's session, which a change would replace, serves the other probes.)
      form(
        "intent=change-password",
        () => "/account",
        () => ({ intent: "change-password", currentPassword: "not-bobs-password", newPassword: "bob-was-here-123" }),
      ),
      // Only ever the signed-in user's own grant: there is no field naming whose.
      form(
        "intent=grant-support",
        () => "/account",
        () => ({ intent: "grant-support", hours: "24" }),
      ),
      form(
        "intent=revoke-support",
        () => "/account",
        () => ({ intent: "revoke-support" }),
      ),
      // Only ever the signed-in user's own setting: there is no field naming whose.
      form(
        "intent=deadline-reminders",
        () => "/account",
        () => ({ intent: "deadline-reminders", on: "false" }),
      ),
      form(
        "intent=reader-done-emails",
        () => "/account",
        () => ({ intent: "reader-done-emails", on: "false" }),
      ),
      form(
        "intent=interview-reminders",
        () => "/account",
        () => ({ intent: "interview-reminders", on: "false" }),
      ),
      form(
        "intent=deposit-reminders",
        () => "/account",
        () => ({ intent: "deposit-reminders", on: "false" }),
      ),
      form(
        "intent=award-reminders",
        () => "/account",
        () => ({ intent: "award-reminders", on: "false" }),
      ),
      form(
        "intent=decision-day-reminders",
        () => "/account",
        () => ({ intent: "decision-day-reminders", on: "false" }),
      ),
      form(
        "intent=negotiation-follow-ups",
        () => "/account",
        () => ({ intent: "negotiation-follow-ups", on: "false" }),
      ),
      form(
        "intent=waitlist-reminders",
        () => "/account",
        () => ({ intent: "waitlist-reminders", on: "false" }),
      ),
      // Only ever an archive of the signed-in user's own account: there is no field naming whose.
      form(
        "intent=request-archive",
        () => "/account",
        () => ({ intent: "request-archive" }),
      ),
    ],
  },
  "routes/account.archive.$archiveId": { kind: "ids", probes: [get("an account archive", (alice) => `/account/archive/${alice.archiveId}`)] },
  "routes/account.delete": { kind: "own", probes: [get("account.delete (GET)", () => "/account/delete")] },
  ...workspaceRoutes,
  ...sharingRoutes,
  "routes/app.goals.save": {
    kind: "own",
    probes: [
      json(
        "goals autosave",
        () => "/app/goals/save",
        () => ({ longTermVision: "Bob's vision" }),
      ),
    ],
  },
  "routes/app.learning._index": { kind: "public", why: "the Learning Hub: catalogue articles" },
  "routes/app.learning.$itemId": { kind: "public", why: "a catalogue article" },
  "routes/app.office-hours": { kind: "public", why: "the office-hours schedule" },
  ...applicationRoutes,
  ...seasonRoutes,
};
