import { env } from "cloudflare:workers";
import { essayActionIntents } from "../../app/routes/app.essays.$essayId/essay-action.server";
import { unsubscribeToken } from "../../app/services/platform/email-preferences.server";
import type { Alice } from "./applicants";

// The body fuzz's table (fuzz.test.ts): for every Remix route with an action, what its owner
// sends when all is well, one submission per intent. The fuzz then bends each field and each
// body. A route missing here fails the fuzz, so a new action cannot ship unfuzzed.

export type Owner = Alice & { password: string; targetUserId: string };

export type Submission = {
  name: string;
  path: (owner: Owner) => string;
  /** The form's fields as the page sends them (a JSON route: the JSON body's fields). */
  fields: (owner: Owner) => Promise<Record<string, string>> | Record<string, string>;
};

export type FuzzEntry = {
  /** The route's body is JSON rather than a form. */
  json?: boolean;
  /** Sent without the owner's session (sign-in, reset links): the route takes no session. */
  signedOut?: boolean;
  /** The action ends the owner's session or account: the owner's pages are not read afterwards. */
  endsSession?: boolean;
  submissions: Submission[];
};

const at = (path: string) => (): string => path;
const submit = (name: string, path: (owner: Owner) => string, fields: Submission["fields"]): Submission => ({ name, path, fields });
const essayPath = (owner: Owner) => `/app/essays/${owner.essay.id}`;

const essayFields: Record<(typeof essayActionIntents)[number], (owner: Owner) => Record<string, string>> = {
  save: (owner) => ({
    intent: "save",
    content: "A story of my own",
    baseRevision: String(owner.essay.revision),
    arrival: JSON.stringify({ typed: 17, pastes: [], drops: [], restored: 0 }),
  }),
  status: () => ({ intent: "status", status: "final" }),
  rename: () => ({ intent: "rename", title: "Why Tuck, again" }),
  feedback: () => ({ intent: "feedback" }),
  resolve: (owner) => ({ intent: "resolve", itemId: owner.essayItemId }),
  ignore: (owner) => ({ intent: "ignore", itemId: owner.essayItemId }),
  "add-word": (owner) => ({ intent: "add-word", itemId: owner.essayItemId }),
  "suggest-fix": (owner) => ({ intent: "suggest-fix", itemId: owner.essayItemId }),
  trim: () => ({ intent: "trim", target: "50" }),
  "accept-trim": () => ({ intent: "accept-trim", content: "A story of my own" }),
  "new-version": () => ({ intent: "new-version", notes: "Before the rewrite" }),
  clear: () => ({ intent: "clear" }),
  english: () => ({ intent: "english", variant: "uk" }),
  "reader-accept": (owner) => ({ intent: "reader-accept", commentId: owner.readerCommentId, baseRevision: String(owner.essay.revision) }),
  "reader-resolve": (owner) => ({ intent: "reader-resolve", commentId: owner.readerCommentId }),
  "reader-dismiss": (owner) => ({ intent: "reader-dismiss", commentId: owner.readerCommentId }),
  "reader-answer": (owner) => ({ intent: "reader-answer", commentId: owner.readerCommentId, answer: "Thanks, kept" }),
  "reader-summary": () => ({ intent: "reader-summary" }),
};

export const fuzzTable: Record<string, FuzzEntry> = {
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
      submit("prepare an archive", at("/account"), () => ({ intent: "request-archive" })),
    ],
  },
  "routes/plans": { submissions: [submit("start a trial", at("/plans"), () => ({ intent: "start-trial", plan: "pro" }))] },
  "routes/payments": { submissions: [submit("start a trial", at("/payments"), () => ({ intent: "start-trial", plan: "pro" }))] },
  "routes/app.essays.$essayId": {
    submissions: essayActionIntents.map((intent) => submit(`intent=${intent}`, (owner) => `${essayPath(owner)}.data`, essayFields[intent])),
  },
  "routes/app_.essays.$essayId_.report": {
    submissions: [
      submit(
        "a share link",
        (owner) => `${essayPath(owner)}/report.data`,
        () => ({ intent: "share" }),
      ),
      submit(
        "revoke a link",
        (owner) => `${essayPath(owner)}/report.data`,
        () => ({ intent: "revoke", shareId: crypto.randomUUID() }),
      ),
    ],
  },
  "routes/app_.essays.$essayId_.readers": {
    submissions: [
      submit(
        "invite a reader",
        (owner) => `${essayPath(owner)}/readers.data`,
        () => ({
          intent: "invite",
          readerName: "Kim",
          readerEmail: "kim@example.com",
          role: "alum",
          lookFor: "The opening",
          dueOn: "2026-12-20",
          scale: "clarity",
        }),
      ),
      submit(
        "revoke a link",
        (owner) => `${essayPath(owner)}/readers.data`,
        () => ({ intent: "revoke", linkId: crypto.randomUUID() }),
      ),
    ],
  },
  "routes/app_.schools.$school.readers": {
    submissions: [
      submit("invite a reader to the set", at("/app/schools/Tuck/readers"), () => ({
        intent: "invite",
        readerName: "Kim",
        readerEmail: "kim@example.com",
        role: "alum",
        lookFor: "The opening",
        dueOn: "2026-12-20",
        scale: "clarity",
      })),
      submit("revoke a link", at("/app/schools/Tuck/readers"), () => ({ intent: "revoke", linkId: crypto.randomUUID() })),
    ],
  },
  // The reader's page takes no session: the link's token opens it. Done comes last (it ends comments).
  "routes/shared.read.$token": {
    signedOut: true,
    submissions: [
      submit(
        "a comment",
        (owner) => `/shared/read/${owner.readerToken}.data`,
        () => ({ intent: "comment", quote: "My story", near: "0", body: "Warm", replacement: "Our story" }),
      ),
      submit(
        "a comment on a part of a set the link is not",
        (owner) => `/shared/read/${owner.readerToken}.data`,
        () => ({ intent: "comment", part: crypto.randomUUID(), quote: "My story", near: "0", body: "Warm" }),
      ),
      submit(
        "the scale",
        (owner) => `/shared/read/${owner.readerToken}.data`,
        () => ({ intent: "scale", voice: "4" }),
      ),
      submit(
        "done",
        (owner) => `/shared/read/${owner.readerToken}.data`,
        () => ({ intent: "done" }),
      ),
    ],
  },
  "routes/app.chat": { submissions: [submit("new chat about the essay", at("/app/chat"), (owner) => ({ context: "essay", essayId: owner.essay.id }))] },
  "routes/app.schools": {
    submissions: [
      submit("add", at("/app/schools"), () => ({ intent: "add", school: "Kellogg" })),
      submit("visibility", at("/app/schools"), () => ({ intent: "visibility", school: "Tuck", visible: "false" })),
      submit("move", at("/app/schools"), () => ({ intent: "move", school: "Tuck", index: "0" })),
      submit("add a question", at("/app/schools"), () => ({ intent: "add-question", school: "Tuck", title: "Optional essay" })),
      submit("delete", at("/app/schools"), () => ({ intent: "delete", school: "Kellogg" })),
    ],
  },
  "routes/app.interviews._index": {
    submissions: [submit("start", at("/app/interviews"), () => ({ intent: "start", formatId: "behavioural", school: "Tuck" }))],
  },
  "routes/app.interviews.$interviewId": {
    submissions: [
      submit(
        "debrief",
        (owner) => `/app/interviews/${owner.interviewId}`,
        () => ({ intent: "debrief" }),
      ),
      submit(
        "reflection",
        (owner) => `/app/interviews/${owner.interviewId}`,
        () => ({ intent: "reflection", text: "What I would say again.", baseRevision: "0" }),
      ),
    ],
  },
  "routes/admin.interview-formats.$formatId": {
    submissions: [
      submit("an edit", at("/admin/interview-formats/video-essay"), () => ({
        intent: "save",
        name: "Video essay practice (Kellogg, Yale style)",
        summary: "A question you do not know in advance.",
        minutes: "2",
        rubric: "Answer first",
        questions: "Introduce yourself.",
        prepSeconds: "20",
        answerSeconds: "60",
        attempts: "3",
        sources: "https://applyformba.com/kellogg-video-essay/",
        checkedOn: "2026-11-25",
      })),
      submit("a school mapped", at("/admin/interview-formats/video-essay"), () => ({
        intent: "map-school",
        school: "Kellogg",
        note: "Three video questions.",
        sources: "https://applyformba.com/kellogg-video-essay/",
        checkedOn: "2026-11-25",
      })),
      submit("a school taken off", at("/admin/interview-formats/video-essay"), () => ({ intent: "unmap-school", school: "Yale SOM" })),
    ],
  },
  "routes/app._index": {
    submissions: [
      submit("an item's status", at("/app?index"), () => ({ intent: "item-status", school: "Tuck", kind: "fee", status: "done" })),
      submit("an item added", at("/app?index"), () => ({ intent: "add-item", school: "Tuck", label: "Campus visit" })),
      submit("a test score", at("/app?index"), () => ({
        intent: "test-score",
        test: "gmat_focus",
        score: "705",
        takenOn: "2026-10-12",
        "sections.quant": "84",
      })),
    ],
  },
  "routes/admin.round-dates.$schoolId": {
    submissions: [
      submit("an added date", at("/admin/round-dates/tuck"), () => ({
        intent: "add",
        cycle: "2026-2027",
        round: "R1",
        kind: "decision",
        date: "2026-12-11",
        approx: "",
        pageDate: "",
        sources: "https://www.tuck.dartmouth.edu/admissions",
        note: "",
      })),
      submit("a removal", at("/admin/round-dates/tuck"), () => ({ intent: "remove", id: "seed-tuck-2025-2026-r1-decision" })),
    ],
  },
  "routes/admin.application-items.$schoolId": {
    submissions: [
      submit("an edit", at("/admin/application-items/tuck"), () => ({
        intent: "save",
        kind: "fee",
        asks: "yes",
        detail: "US$250",
        source: "https://www.tuck.dartmouth.edu/admissions",
        cycle: "2026-2027",
        note: "",
      })),
      submit("an English test with the tests it lists", at("/admin/application-items/tuck"), () => ({
        intent: "save",
        kind: "english",
        asks: "yes",
        detail: "TOEFL or IELTS",
        acceptedTests: "toefl",
        source: "https://www.tuck.dartmouth.edu/admissions",
        cycle: "2026-2027",
        note: "",
      })),
      submit("the letters", at("/admin/application-items/tuck"), () => ({
        intent: "save-letters",
        letters: "2",
        lettersNote: "",
        questions: "How does the applicant compare?",
        questionsCycle: "2026-2027",
        usesGmacCommonLor: "unknown",
        sources: "https://www.tuck.dartmouth.edu/admissions",
        note: "",
      })),
    ],
  },
  "routes/app.resume": {
    submissions: [
      submit("save", at("/app/resume"), () => ({ intent: "save", content: "Analyst, 2021-2024", baseRevision: "0" })),
      submit("feedback", at("/app/resume"), () => ({ intent: "feedback" })),
      ...(["resolve", "ignore", "add-word"] as const).map((intent) => submit(intent, at("/app/resume"), (owner) => ({ intent, itemId: owner.resumeItemId }))),
      submit("clear", at("/app/resume"), () => ({ intent: "clear" })),
      submit("english", at("/app/resume"), () => ({ intent: "english", variant: "uk" })),
    ],
  },
  "routes/app.goals.save": { json: true, submissions: [submit("autosave", at("/app/goals/save"), () => ({ longTermVision: "Lead a climate fund" }))] },
  "routes/app.deadlines": {
    submissions: [
      submit("round", at("/app/deadlines"), () => ({ intent: "round", school: "Tuck", round: "R2" })),
      submit("enter a date", at("/app/deadlines"), () => ({
        intent: "enter-date",
        school: "Tuck",
        date: "2027-01-05",
        time: "12:00",
        timeZone: "America/New_York",
      })),
      submit("use the school's date", at("/app/deadlines"), () => ({ intent: "use-school-date", school: "Tuck" })),
      submit("clear the date", at("/app/deadlines"), () => ({ intent: "clear-date", school: "Tuck" })),
      submit("calendar link", at("/app/deadlines"), () => ({ intent: "rotate-feed" })),
      submit("calendar link off", at("/app/deadlines"), () => ({ intent: "turn-off-feed" })),
    ],
  },
  "routes/app.recommenders": {
    submissions: [
      submit("add", at("/app/recommenders"), () => ({ intent: "add", name: "Jo Rivera", email: "jo@example.com", relationship: "supervisor" })),
      submit("update", at("/app/recommenders"), (owner) => ({
        intent: "update",
        recommenderId: owner.recommenderId,
        name: "Jo Rivera",
        email: "jo@example.com",
        relationship: "client",
        nudge: "on",
      })),
      submit("add a school", at("/app/recommenders"), (owner) => ({ intent: "add-letter", recommenderId: owner.recommenderId, school: "Tuck" })),
      submit("letter status", at("/app/recommenders"), (owner) => ({ intent: "letter-status", letterId: owner.letterId, status: "agreed" })),
      submit("stories", at("/app/recommenders"), (owner) => ({ intent: "stories", recommenderId: owner.recommenderId, storyIds: owner.essay.id })),
      submit("save the brief", at("/app/recommenders"), (owner) => ({ intent: "save-brief", recommenderId: owner.recommenderId, content: "Atlas, 2024" })),
      // Not "generate-brief": each accepted submission queues a job that rewrites the brief's row in
      // the background while the fuzz compares snapshots. Its one field (an id) is probed by the
      // cross-user sweep and recommenders.test.ts.
      submit("share", at("/app/recommenders"), (owner) => ({ intent: "share", recommenderId: owner.recommenderId })),
      submit("revoke", at("/app/recommenders"), (owner) => ({ intent: "revoke", shareId: owner.briefShareId })),
      submit("remove a school", at("/app/recommenders"), (owner) => ({ intent: "remove-letter", letterId: owner.letterId })),
      submit("delete", at("/app/recommenders"), (owner) => ({ intent: "delete", recommenderId: owner.recommenderId })),
    ],
  },
  "routes/app.profile": {
    submissions: [
      submit("add a job", at("/app/profile"), () => ({
        intent: "add-position",
        employer: "Acme",
        title: "Analyst",
        startMonth: "2021-07",
        endMonth: "",
        teamSize: "4",
      })),
      submit("add education", at("/app/profile"), () => ({
        intent: "add-education",
        institution: "State",
        degree: "BA",
        endMonth: "2021-06",
        gpa: "3.7",
        gpaScale: "4",
      })),
      submit("add a language", at("/app/profile"), () => ({ intent: "add-language", language: "Spanish", level: "fluent" })),
      submit("edit a job", at("/app/profile"), (owner) => ({
        intent: "edit-position",
        id: owner.positionId,
        employer: "Acme",
        title: "Senior Analyst",
        startMonth: "2021-07",
        endMonth: "",
        teamSize: "4",
      })),
      submit("remove", at("/app/profile"), (owner) => ({ intent: "remove", entry: "position", id: owner.positionId })),
      submit("who the questions are for", at("/app/profile"), () => ({ intent: "circumstances", reapplicant: "yes", international: "no" })),
    ],
  },
  "routes/app.submit.$school": {
    submissions: [
      submit("submit", at("/app/submit/Tuck"), () => ({ intent: "submit", round: "R1", submittedOn: "2026-09-20", disclosure: "Feedback only." })),
      submit("undo", at("/app/submit/Tuck"), () => ({ intent: "undo" })),
    ],
  },
  "routes/app.standing.$school": {
    submissions: [
      submit("invited", at("/app/standing/Tuck"), () => ({
        intent: "invited",
        happenedOn: "2026-11-20",
        slotDate: "2027-01-10",
        slotTime: "10:00",
        slotZone: "America/New_York",
        format: "video",
        interviewer: "An alum",
      })),
      submit("interviewed", at("/app/standing/Tuck"), () => ({ intent: "interviewed", happenedOn: "2026-11-25" })),
      submit("decision", at("/app/standing/Tuck"), () => ({ intent: "decision", decision: "waitlisted", happenedOn: "2026-11-25" })),
      submit("remove the latest", at("/app/standing/Tuck"), () => ({ intent: "remove-latest", stepId: "not-a-step" })),
      submit("debrief", at("/app/standing/Tuck"), () => ({ intent: "debrief", stepId: "not-a-step", questions: "Why now?", howItWent: "Well." })),
      submit("reflection", at("/app/standing/Tuck"), () => ({ intent: "reflection", stepId: "not-a-step", reflection: "One more thing." })),
    ],
  },
  "routes/app.offers": {
    submissions: [
      submit("cost", at("/app/offers"), () => ({ intent: "cost", school: "Yale SOM", source: "own", currency: "USD", amount: "119110" })),
      submit("item", at("/app/offers"), () => ({
        intent: "item",
        school: "Yale SOM",
        kind: "deposit",
        name: "Deposit",
        amount: "2000",
        dueOn: "2099-04-01",
        refundable: "no",
      })),
      submit("remove an item", at("/app/offers"), (owner) => ({ intent: "remove-item", itemId: owner.offerItemId })),
      submit("criteria", at("/app/offers"), () => ({ intent: "criteria", "names[0]": "Career", "weights[0]": "5" })),
      submit("scores", at("/app/offers"), () => ({ intent: "scores", school: "Yale SOM", "criterionIds[0]": "c1", "scores[0]": "7" })),
      submit("rates", at("/app/offers"), () => ({ intent: "rates", baseCurrency: "USD", "currencies[0]": "EUR", "rates[0]": "1.08" })),
      submit("negotiation-save", at("/app/offers"), () => ({ intent: "negotiation-save", school: "Yale SOM", draft: "Could you reconsider?" })),
    ],
  },
  "routes/app.waitlist.$school": {
    submissions: [
      submit("save", at("/app/waitlist/Kellogg"), () => ({ intent: "save", body: "I was promoted." })),
      submit("sent", at("/app/waitlist/Kellogg"), () => ({ intent: "sent", sentOn: "2026-11-28" })),
    ],
  },
  "routes/app.next-rounds": { submissions: [submit("add", at("/app/next-rounds"), () => ({ intent: "add", school: "Kellogg" }))] },
  // The owner is an admin here; the admin acts on another user (targetUserId).
  "routes/admin.users.$userId": {
    submissions: [
      submit(
        "extend trial",
        (owner) => `/admin/users/${owner.targetUserId}`,
        () => ({ intent: "extend-trial", days: "7" }),
      ),
      submit(
        "reset usage",
        (owner) => `/admin/users/${owner.targetUserId}`,
        () => ({ intent: "reset-usage", kind: "textMessages" }),
      ),
    ],
  },
  "routes/admin.work": { submissions: [submit("retry a dead letter", at("/admin/work"), () => ({ intent: "retry", id: crypto.randomUUID() }))] },
  "routes/admin.catalogue.$schoolId": {
    submissions: [
      submit("an essay draft", at("/admin/catalogue/booth"), () => ({
        intent: "essay-draft",
        cycle: "2026-2027",
        title: "Fuzz question",
        prompt: "What will you bring?",
        kind: "essay",
        sources: "https://www.chicagobooth.edu/",
      })),
      submit("a deadline draft", at("/admin/catalogue/booth"), () => ({
        intent: "deadline-draft",
        cycle: "2026-2027",
        round: "R1",
        date: "2027-09-15",
        time: "17:00",
        timeZone: "America/Chicago",
        sources: "https://www.chicagobooth.edu/",
      })),
      submit("publish", at("/admin/catalogue/booth"), () => ({ intent: "publish", item: "essay", id: "no-such-row" })),
    ],
  },
  "routes/admin.catalogue._index": {
    submissions: [
      submit("a new draft school", at("/admin/catalogue"), () => ({
        intent: "school-new",
        name: `Fuzz School ${crypto.randomUUID().slice(0, 8)}`,
        fullName: "Fuzz School of Business",
        shortName: `FZ${crypto.randomUUID().slice(0, 8)}`,
        country: "France",
        region: "Europe",
        timeZone: "Europe/Paris",
        timeZoneNote: "Campuses in two zones; its page gives Paris time.",
        words: "Fuzz School",
        ownDomains: "fuzz.example.edu",
        cycle: "2026-2027",
      })),
    ],
  },
  "routes/admin.prompts.$type": {
    submissions: [
      submit("a new version (not activated)", at("/admin/prompts/feedback_base"), () => ({ intent: "create", promptText: "Be kind and exact.", name: "Fuzz" })),
      submit("activate", at("/admin/prompts/feedback_base"), () => ({ intent: "activate", version: "1" })),
    ],
  },
};
