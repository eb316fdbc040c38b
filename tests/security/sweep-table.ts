import { env } from "cloudflare:workers";
import { essayActionIntents } from "../../app/routes/app.essays.$essayId/essay-action.server";
import { unsubscribeToken } from "../../app/services/platform/email-preferences.server";
import type { Alice } from "./applicants";
import { postForm, request } from "../integration/helpers";
import { type SweepEntry, data, form, get, json } from "./sweep-probes";
import { applicationRoutes } from "./sweep-table-applications";
import { seasonRoutes } from "./sweep-table-season";
import { createDb } from "../../db/client";
import { createShare, sharesOfEssay } from "../../app/services/authorship/authorship-report.server";

// The cross-user sweep's Remix routes (see sweep-probes.ts for what each kind means).
const essayPath = (alice: Alice) => `/app/essays/${alice.essay.id}`;
const essayIntentFields: Record<(typeof essayActionIntents)[number], (alice: Alice) => Record<string, string>> = {
  save: () => ({ intent: "save", content: "Bob was here", baseRevision: "0" }),
  status: () => ({ intent: "status", status: "final" }),
  rename: () => ({ intent: "rename", title: "Bob's title" }),
  feedback: () => ({ intent: "feedback" }),
  resolve: (alice) => ({ intent: "resolve", itemId: alice.essayItemId }),
  ignore: (alice) => ({ intent: "ignore", itemId: alice.essayItemId }),
  "add-word": (alice) => ({ intent: "add-word", itemId: alice.essayItemId }),
  "suggest-fix": (alice) => ({ intent: "suggest-fix", itemId: alice.essayItemId }),
  trim: () => ({ intent: "trim", target: "50" }),
  "accept-trim": () => ({ intent: "accept-trim", content: "A story of my own" }),
  clear: () => ({ intent: "clear" }),
  english: () => ({ intent: "english", variant: "uk" }),
  "new-version": () => ({ intent: "new-version", notes: "Bob's version" }),
  "reader-accept": (alice) => ({ intent: "reader-accept", commentId: alice.readerCommentId, baseRevision: "0" }),
  "reader-resolve": (alice) => ({ intent: "reader-resolve", commentId: alice.readerCommentId }),
  "reader-dismiss": (alice) => ({ intent: "reader-dismiss", commentId: alice.readerCommentId }),
  "reader-answer": (alice) => ({ intent: "reader-answer", commentId: alice.readerCommentId, answer: "Bob's answer" }),
  "reader-summary": () => ({ intent: "reader-summary" }),
};

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
  "routes/admin": {
    kind: "ids",
    probes: [
      get("the admin page", () => "/admin"),
      get(
        "its data",
        data(() => "/admin", "routes/admin"),
      ),
    ],
  },
  "routes/admin._index": { kind: "ids", probes: [get("the users list, searching for Alice", (alice) => `/admin?q=${encodeURIComponent(alice.email)}`)] },
  "routes/admin.users.$userId": {
    kind: "ids",
    probes: [
      get("Alice's page", (alice) => `/admin/users/${alice.userId}`),
      ...["extend-trial", "reset-usage", "grant-admin", "revoke-admin"].map((intent) =>
        form(
          `intent=${intent} on Alice`,
          (alice) => `/admin/users/${alice.userId}`,
          () => ({ intent, days: "30", kind: "textMessages" }),
        ),
      ),
    ],
  },
  "routes/admin.users.$userId.essays.$essayId": {
    kind: "ids",
    probes: [get("Alice's essay as support reads it", (alice) => `/admin/users/${alice.userId}/essays/${alice.essay.id}`)],
  },
  "routes/admin.audit": { kind: "ids", probes: [get("the audit log", () => "/admin/audit")] },
  "routes/admin.work": {
    kind: "ids",
    probes: [
      get("background work", () => "/admin/work"),
      get(
        "its data",
        data(() => "/admin/work", "routes/admin.work"),
      ),
      // Alice's job's id stands in for a dead letter's: requireAdmin refuses Bob before any lookup.
      ...["retry", "discard"].map((intent) =>
        form(
          `intent=${intent}`,
          () => "/admin/work",
          (alice) => ({ intent, id: alice.job.id }),
        ),
      ),
    ],
  },
  "routes/admin.catalogue._index": {
    kind: "ids",
    probes: [
      get("the school catalogue", () => "/admin/catalogue"),
      get(
        "its data",
        data(() => "/admin/catalogue", "routes/admin.catalogue._index"),
      ),
      form(
        "intent=school-new",
        () => "/admin/catalogue",
        () => ({
          intent: "school-new",
          name: "Bob's school",
          fullName: "Bob's school",
          shortName: "BOB",
          country: "Nowhere",
          region: "Europe",
          timeZone: "UTC",
          words: "Bob's school",
          cycle: "2026-2027",
        }),
      ),
    ],
  },
  "routes/admin.catalogue.$schoolId": {
    kind: "ids",
    probes: [
      get("a school of the catalogue", () => "/admin/catalogue/booth?cycle=2026-2027"),
      get(
        "its data",
        data(() => "/admin/catalogue/booth", "routes/admin.catalogue.$schoolId"),
      ),
      form(
        "intent=deadline-draft",
        () => "/admin/catalogue/booth",
        () => ({ intent: "deadline-draft", cycle: "2026-2027", round: "Bob's round", date: "2027-01-01", timeZone: "UTC", sources: "https://evil.example" }),
      ),
      ...["publish", "discard", "verify", "retire"].map((intent) =>
        form(
          `intent=${intent}`,
          () => "/admin/catalogue/booth",
          () => ({ intent, item: "essay", id: "any" }),
        ),
      ),
      form(
        "intent=source-reviewed",
        () => "/admin/catalogue/booth",
        () => ({ intent: "source-reviewed", url: "https://www.chicagobooth.edu/" }),
      ),
      ...["school-publish", "school-retire", "school-discard"].map((intent) =>
        form(
          `intent=${intent}`,
          () => "/admin/catalogue/booth",
          () => ({ intent }),
        ),
      ),
      form(
        "intent=school-profile",
        () => "/admin/catalogue/booth",
        () => ({
          intent: "school-profile",
          name: "Booth",
          fullName: "Bob's Booth",
          shortName: "Chicago Booth",
          country: "US",
          region: "Europe",
          timeZone: "UTC",
          words: "Bob",
        }),
      ),
      form(
        "intent=school-cycle",
        () => "/admin/catalogue/booth",
        () => ({ intent: "school-cycle", cycle: "2025-2026" }),
      ),
    ],
  },
  "routes/admin.prompts._index": {
    kind: "ids",
    probes: [
      get("the prompt list", () => "/admin/prompts"),
      get(
        "its data",
        data(() => "/admin/prompts", "routes/admin.prompts._index"),
      ),
    ],
  },
  "routes/admin.prompts.$type": {
    kind: "ids",
    probes: [
      get("a prompt, a version and a diff", () => "/admin/prompts/feedback_base?v=1&a=1&b=2"),
      get(
        "its data",
        data(() => "/admin/prompts/feedback_base", "routes/admin.prompts.$type"),
      ),
      form(
        "intent=create",
        () => "/admin/prompts/feedback_base",
        () => ({ intent: "create", promptText: "Bob's prompt", name: "Bob's version", activate: "on" }),
      ),
      form(
        "intent=activate",
        () => "/admin/prompts/feedback_base",
        () => ({ intent: "activate", version: "1" }),
      ),
    ],
  },
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
  "routes/app": {
    kind: "own",
    probes: [
      get("the workspace", () => "/app"),
      get(
        "its data",
        data(() => "/app", "routes/app"),
      ),
    ],
  },
  "routes/app.essays.$essayId": {
    kind: "ids",
    probes: [
      get("the essay page", essayPath),
      get("the essay's data", data(essayPath, "routes/app.essays.$essayId")),
      // Both as a document post and as the editor's fetchers send it (`.data`, single fetch): a
      // document post also runs the page's loader, whose 404 would hide an action's answer.
      ...essayActionIntents.flatMap((intent) => [
        form(`intent=${intent}`, essayPath, essayIntentFields[intent]),
        form(`intent=${intent} (fetcher)`, (alice) => `${essayPath(alice)}.data`, essayIntentFields[intent]),
      ]),
    ],
  },
  "routes/app.essays.$essayId.versions": { kind: "ids", probes: [get("versions", (alice) => `${essayPath(alice)}/versions`)] },
  "routes/app.export.report.$essayId": { kind: "ids", probes: [get("Alice's authorship report as PDF", (alice) => `/app/export/report/${alice.essay.id}`)] },
  "routes/app.export.essay.$essayId": {
    kind: "ids",
    probes: [
      get("an essay as Word", (alice) => `/app/export/essay/${alice.essay.id}?format=docx`),
      get("an essay as PDF", (alice) => `/app/export/essay/${alice.essay.id}?format=pdf`),
      get("a version of it", (alice) => `/app/export/essay/${alice.essay.id}?format=docx&version=1`),
    ],
  },
  "routes/app.export.school": {
    kind: "ids",
    probes: [
      get("a school's essays as Word", (alice) => `/app/export/school?school=${encodeURIComponent(alice.essay.school)}&format=docx`),
      get("a school's essays as PDF", (alice) => `/app/export/school?school=${encodeURIComponent(alice.essay.school)}&format=pdf`),
    ],
  },
  "routes/app.feedback-jobs.$jobId": { kind: "ids", probes: [get("a feedback job", (alice) => `/app/feedback-jobs/${alice.job.id}`)] },
  "routes/app.chat": {
    kind: "ids",
    probes: [
      get("a conversation", (alice) => `/app/chat?conversation=${alice.conversation.id}`),
      form(
        "New Chat about Alice's essay",
        () => "/app/chat",
        (alice) => ({ context: "essay", essayId: alice.essay.id }),
      ),
    ],
  },
  "routes/app.chat.history": { kind: "own", probes: [get("chat history", () => "/app/chat/history")] },
  "routes/app.schools": {
    kind: "ids",
    probes: (["delete", "visibility", "move"] as const).map((intent) =>
      form(
        `intent=${intent} on Alice's school`,
        () => "/app/schools",
        () => ({ intent, school: "Tuck", visible: "false", index: "0" }),
      ),
    ),
  },
  "routes/app.resume": {
    kind: "own",
    probes: [
      get("the resume", () => "/app/resume"),
      form(
        "intent=save",
        () => "/app/resume",
        () => ({ intent: "save", content: "Bob's resume", baseRevision: "0" }),
      ),
      form(
        "intent=feedback",
        () => "/app/resume",
        () => ({ intent: "feedback" }),
      ),
      form(
        "intent=clear",
        () => "/app/resume",
        () => ({ intent: "clear" }),
      ),
      // Bob's own English, and his own resume's feedback (none) checked by it.
      form(
        "intent=english",
        () => "/app/resume",
        () => ({ intent: "english", variant: "uk" }),
      ),
      // Bob's own resume has no feedback: resolving Alice's item finds nothing.
      form(
        "intent=resolve Alice's item",
        () => "/app/resume",
        (alice) => ({ intent: "resolve", itemId: alice.resumeItemId }),
      ),
      form(
        "intent=ignore Alice's item",
        () => "/app/resume",
        (alice) => ({ intent: "ignore", itemId: alice.resumeItemId }),
      ),
      form(
        "intent=add-word Alice's item",
        () => "/app/resume",
        (alice) => ({ intent: "add-word", itemId: alice.resumeItemId }),
      ),
    ],
  },
  "routes/app.goals": { kind: "own", probes: [get("goals", () => "/app/goals")] },
  // The plan intents name a school; the calendar-link intents (rotate-feed, turn-off-feed) take
  // nothing and change only the signed-in user's own row (deadlines.test.ts).
  "routes/app.deadlines": {
    kind: "ids",
    probes: (["round", "enter-date", "use-school-date", "clear-date"] as const).map((intent) =>
      form(
        `intent=${intent} on Alice's school`,
        () => "/app/deadlines",
        () => ({ intent, school: "Tuck", round: "R1", date: "2027-01-05", time: "12:00", timeZone: "America/New_York" }),
      ),
    ),
  },
  "routes/app.deadlines[.]ics": { kind: "own", probes: [get("the calendar download", () => "/app/deadlines.ics")] },
  // The authorship report of an essay and its share links: Bob reads, shares or revokes nothing of Alice's.
  "routes/app_.essays.$essayId_.report": {
    kind: "ids",
    probes: [
      get("Alice's authorship report", (alice) => `/app/essays/${alice.essay.id}/report`),
      form(
        "a share link to Alice's report",
        data((alice) => `/app/essays/${alice.essay.id}/report`, "routes/app_.essays.$essayId_.report"),
        () => ({
          intent: "share",
        }),
      ),
      {
        name: "revoking Alice's share link",
        send: async (alice, bob) => {
          await createShare(createDb(env.DB), alice.userId, alice.essay.id);
          const shares = await sharesOfEssay(createDb(env.DB), alice.userId, alice.essay.id);
          return postForm(
            `/app/essays/${alice.essay.id}/report.data?_routes=${encodeURIComponent("routes/app_.essays.$essayId_.report")}`,
            { intent: "revoke", shareId: shares[0]!.id },
            { cookie: bob.cookie },
          );
        },
      },
    ],
  },
  "routes/app_.essays.$essayId_.readers": {
    kind: "ids",
    probes: [
      get("Alice's essay's readers", (alice) => `/app/essays/${alice.essay.id}/readers`),
      get(
        "their data",
        data((alice) => `/app/essays/${alice.essay.id}/readers`, "routes/app_.essays.$essayId_.readers"),
      ),
      form(
        "inviting a reader to Alice's essay",
        data((alice) => `/app/essays/${alice.essay.id}/readers`, "routes/app_.essays.$essayId_.readers"),
        () => ({ intent: "invite", readerName: "Bob's friend", role: "friend" }),
      ),
      form(
        "revoking Alice's reader link",
        data((alice) => `/app/essays/${alice.essay.id}/readers`, "routes/app_.essays.$essayId_.readers"),
        (alice) => ({ intent: "revoke", linkId: alice.readerLinkId }),
      ),
    ],
  },
  // A school's set shared with one reader: Bob does not have Tuck, and Alice's link is not his.
  "routes/app_.schools.$school.readers": {
    kind: "ids",
    probes: [
      get("readers of Alice's Tuck essays", () => `/app/schools/Tuck/readers`),
      get(
        "their data",
        data(() => `/app/schools/Tuck/readers`, "routes/app_.schools.$school.readers"),
      ),
      form(
        "inviting a reader to Alice's Tuck essays",
        data(() => `/app/schools/Tuck/readers`, "routes/app_.schools.$school.readers"),
        () => ({ intent: "invite", readerName: "Bob's friend", role: "friend" }),
      ),
      form(
        "revoking Alice's reader link from a school's page",
        data(() => `/app/schools/Tuck/readers`, "routes/app_.schools.$school.readers"),
        (alice) => ({ intent: "revoke", linkId: alice.readerLinkId }),
      ),
    ],
  },
  "routes/shared.read.$token": {
    kind: "public",
    why: "an essay version (or each essay of a school's set) opened by its reader link's secret token alone (no session), showing that version and the reader's own comments; an unknown, revoked or expired token, or a set that lost an essay, is the same bare 404 (readers.test.ts, reader-sets.test.ts)",
  },
  "routes/shared.report.$token": {
    kind: "public",
    why: "an authorship report opened by its share link's secret token alone (no session); an unknown or revoked token is the same bare 404 (ai-policy.test.ts)",
  },
  "routes/calendar.$feed": {
    kind: "public",
    why: "a calendar subscription opened by its secret token alone (no session); a wrong, rotated or turned-off token is a 404 (deadlines.test.ts)",
  },
  // Opened without a session by the link's token alone: Bob's own valid token does not open Alice's
  // (email-preferences.test.ts has the rest: changed, missing and deleted accounts' tokens).
  "routes/email.unsubscribe": {
    kind: "ids",
    probes: [
      {
        name: "Alice's unsubscribe page with Bob's token",
        send: async (alice, bob) => request(`/email/unsubscribe?u=${alice.userId}&t=${await unsubscribeToken(env.BETTER_AUTH_SECRET, bob.userId)}`),
      },
      {
        name: "unsubscribing Alice with Bob's token",
        send: async (alice, bob) =>
          postForm(`/email/unsubscribe?u=${alice.userId}`, { u: alice.userId, t: await unsubscribeToken(env.BETTER_AUTH_SECRET, bob.userId) }),
      },
    ],
  },
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
