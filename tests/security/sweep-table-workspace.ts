import { essayActionIntents } from "../../app/routes/app.essays.$essayId/essay-action.server";
import type { Alice } from "./applicants";
import { type SweepEntry, data, form, get } from "./sweep-probes";

// The cross-user sweep's workspace routes: the shell, essays, exports, chat, schools, resume, goals and deadlines.
export const essayPath = (alice: Alice) => `/app/essays/${alice.essay.id}`;
export const essayIntentFields: Record<(typeof essayActionIntents)[number], (alice: Alice) => Record<string, string>> = {
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

export const workspaceRoutes: Record<string, SweepEntry> = {
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
};
