import { env } from "cloudflare:workers";
import { unsubscribeToken } from "../../app/services/platform/email-preferences.server";
import type { Alice } from "./applicants";
import { postForm } from "../integration/helpers";
import { type SweepEntry, data, form, get, naming } from "./sweep-probes";

// The cross-user sweep's entries for the application around the essays: mock interviews and
// recommenders, their briefs, links and nudges. Joined into remixRoutes by sweep-table.ts.
export const applicationRoutes: Record<string, SweepEntry> = {
  "routes/app.interviews._index": {
    kind: "own",
    probes: [
      get("mock interviews", () => "/app/interviews"),
      // A start names a format, never an interview; a school not Bob's own is dropped.
      form(
        "intent=start",
        () => "/app/interviews",
        () => ({ intent: "start", formatId: "behavioural", school: "Tuck" }),
      ),
    ],
  },
  "routes/app.interviews.$interviewId": {
    kind: "ids",
    probes: [
      get("Alice's interview, transcript and debrief", (alice) => `/app/interviews/${alice.interviewId}`),
      get(
        "its data",
        data((alice) => `/app/interviews/${alice.interviewId}`, "routes/app.interviews.$interviewId"),
      ),
      ...["debrief", "reflection"].map((intent) =>
        form(
          `intent=${intent}`,
          (alice) => `/app/interviews/${alice.interviewId}`,
          () => ({ intent, text: "Bob's reflection", baseRevision: "0" }),
        ),
      ),
    ],
  },
  // The profile: Bob sees only his own; removing Alice's entry names her row.
  "routes/app.profile": {
    kind: "own",
    probes: [
      get("the profile", () => "/app/profile"),
      form(
        "intent=add-position",
        () => "/app/profile",
        () => ({ intent: "add-position", employer: "Bob's firm", title: "Analyst", startMonth: "2022-01" }),
      ),
      naming(
        form(
          "intent=edit-position of Alice's job",
          () => "/app/profile",
          (alice) => ({ intent: "edit-position", id: alice.positionId, employer: "Bob's firm", title: "Analyst", startMonth: "2022-01" }),
        ),
      ),
      naming(
        form(
          "intent=remove of Alice's job",
          () => "/app/profile",
          (alice) => ({ intent: "remove", entry: "position", id: alice.positionId }),
        ),
      ),
    ],
  },
  // One school's Ready to submit page, what it was sent and its export: Bob does not have Tuck.
  "routes/app.submit.$school": {
    kind: "ids",
    probes: [
      get("Alice's school, ready to submit", () => `/app/submit/Tuck`),
      get(
        "its data",
        data(() => `/app/submit/Tuck`, "routes/app.submit.$school"),
      ),
      form(
        "intent=submit",
        data(() => `/app/submit/Tuck`, "routes/app.submit.$school"),
        () => ({ intent: "submit", round: "R1", submittedOn: "2026-09-20", disclosure: "" }),
      ),
      form(
        "intent=undo",
        data(() => `/app/submit/Tuck`, "routes/app.submit.$school"),
        () => ({ intent: "undo" }),
      ),
    ],
  },
  // Where Tuck stands after Submitted: Bob does not have Tuck; taking back names Alice's step.
  "routes/app.standing.$school": {
    kind: "ids",
    probes: [
      get("where Alice's Tuck stands", () => `/app/standing/Tuck`),
      get(
        "its data",
        data(() => `/app/standing/Tuck`, "routes/app.standing.$school"),
      ),
      form(
        "intent=invited",
        data(() => `/app/standing/Tuck`, "routes/app.standing.$school"),
        () => ({ intent: "invited", happenedOn: "2026-11-20", slotDate: "2027-01-10", slotTime: "10:00", slotZone: "UTC", format: "video", interviewer: "" }),
      ),
      form(
        "intent=interviewed",
        data(() => `/app/standing/Tuck`, "routes/app.standing.$school"),
        (alice) => ({ intent: "interviewed", happenedOn: "2026-11-25", invitationId: alice.standingStepId }),
      ),
      form(
        "intent=decision",
        data(() => `/app/standing/Tuck`, "routes/app.standing.$school"),
        () => ({ intent: "decision", decision: "denied", happenedOn: "2026-11-25" }),
      ),
      form(
        "intent=reapply",
        data(() => `/app/standing/Tuck`, "routes/app.standing.$school"),
        () => ({ intent: "reapply" }),
      ),
      naming(
        form(
          "intent=remove-latest of Alice's step",
          data(() => `/app/standing/Tuck`, "routes/app.standing.$school"),
          (alice) => ({ intent: "remove-latest", stepId: alice.standingStepId }),
        ),
      ),
      naming(
        form(
          "intent=debrief of Alice's step",
          data(() => `/app/standing/Tuck`, "routes/app.standing.$school"),
          (alice) => ({ intent: "debrief", stepId: alice.standingStepId, questions: "x", howItWent: "x" }),
        ),
      ),
      naming(
        form(
          "intent=reflection of Alice's step",
          data(() => `/app/standing/Tuck`, "routes/app.standing.$school"),
          (alice) => ({ intent: "reflection", stepId: alice.standingStepId, reflection: "x" }),
        ),
      ),
    ],
  },
  "routes/app.submit.$school_.sent": { kind: "ids", probes: [get("what Alice sent Tuck", () => `/app/submit/Tuck/sent`)] },
  "routes/app.submit.$school_.sent[.]txt": { kind: "ids", probes: [get("what Alice sent Tuck, as a file", () => `/app/submit/Tuck/sent.txt`)] },
  "routes/app.submit.$school_.sent[.]pdf": { kind: "ids", probes: [get("what Alice sent Tuck, as a PDF", () => `/app/submit/Tuck/sent.pdf`)] },
  "routes/app.interviews.video-essay": { kind: "own", probes: [get("video essay practice", () => "/app/interviews/video-essay")] },
  "routes/admin.interview-formats._index": {
    kind: "ids",
    probes: [
      get("the interview formats", () => "/admin/interview-formats"),
      get(
        "its data",
        data(() => "/admin/interview-formats", "routes/admin.interview-formats._index"),
      ),
    ],
  },
  "routes/admin.interview-formats.$formatId": {
    kind: "ids",
    probes: [
      get("a format", () => "/admin/interview-formats/behavioural"),
      form(
        "an edit",
        () => "/admin/interview-formats/behavioural",
        () => ({
          intent: "save",
          name: "Bob's format",
          summary: "s",
          minutes: "5",
          rubric: "r",
          questions: "",
          sources: "https://evil.example",
          checkedOn: "2026-01-01",
        }),
      ),
      form(
        "a school taken off",
        () => "/admin/interview-formats/behavioural",
        () => ({ intent: "unmap-school", school: "Booth" }),
      ),
    ],
  },
  // Recommenders, letters, briefs and their links: every intent names an id of Alice's.
  "routes/app.recommenders": {
    kind: "ids",
    probes: (
      [
        ["update", (alice: Alice) => ({ recommenderId: alice.recommenderId, name: "Bob's", email: "bob@example.com", relationship: "other" })],
        ["delete", (alice: Alice) => ({ recommenderId: alice.recommenderId })],
        ["add-letter", (alice: Alice) => ({ recommenderId: alice.recommenderId, school: "Tuck" })],
        ["letter-status", (alice: Alice) => ({ letterId: alice.letterId, status: "submitted" })],
        ["remove-letter", (alice: Alice) => ({ letterId: alice.letterId })],
        ["stories", (alice: Alice) => ({ recommenderId: alice.recommenderId, storyIds: alice.essay.id })],
        ["generate-brief", (alice: Alice) => ({ recommenderId: alice.recommenderId })],
        ["save-brief", (alice: Alice) => ({ recommenderId: alice.recommenderId, content: "Bob was here" })],
        ["share", (alice: Alice) => ({ recommenderId: alice.recommenderId })],
        ["revoke", (alice: Alice) => ({ shareId: alice.briefShareId })],
      ] as const
    ).map(([intent, fields]) =>
      form(
        `intent=${intent} on Alice's recommender`,
        data(() => "/app/recommenders", "routes/app.recommenders"),
        (alice) => ({ intent, ...fields(alice) }),
      ),
    ),
  },
  // The dashboard (each school's letters and checklist) and its checklist's intents:
  // every intent names an item, a school or a score of Alice's.
  "routes/app._index": {
    kind: "own",
    probes: [
      get("the dashboard (each school's letters and checklist)", () => "/app"),
      ...(
        [
          ["custom-status", (alice: Alice) => ({ itemId: alice.checklistItemId, status: "done" })],
          ["remove-item", (alice: Alice) => ({ itemId: alice.checklistItemId })],
          ["item-status", () => ({ school: "Tuck", kind: "fee", status: "done" })],
          ["add-item", () => ({ school: "Tuck", label: "Bob's item" })],
          ["remove-test-score", () => ({ test: "gre" })],
        ] as const
      ).map(([intent, fields]) =>
        naming(
          form(
            `intent=${intent} on Alice's checklist`,
            () => `/app.data?index&_routes=${encodeURIComponent("routes/app._index")}`,
            (alice) => ({ intent, ...fields(alice) }),
          ),
        ),
      ),
    ],
  },
  // What a school asks, read when a checklist is unfolded: Alice's Tuck is not Bob's school.
  "routes/app.checklist": { kind: "ids", probes: [get("what Alice's school asks", () => "/app/checklist?school=Tuck")] },
  "routes/admin.application-items._index": {
    kind: "ids",
    probes: [
      get("the application items", () => "/admin/application-items"),
      get(
        "its data",
        data(() => "/admin/application-items", "routes/admin.application-items._index"),
      ),
    ],
  },
  // Which facts lack a school source (operators only): a 404 for anyone else.
  "routes/admin.sources": {
    kind: "ids",
    probes: [
      get("the facts without a school source", () => "/admin/sources"),
      get(
        "its data",
        data(() => "/admin/sources", "routes/admin.sources"),
      ),
    ],
  },
  "routes/admin.application-items.$schoolId": {
    kind: "ids",
    probes: [
      get("a school's items", () => "/admin/application-items/tuck"),
      form(
        "an edit",
        () => "/admin/application-items/tuck",
        () => ({ intent: "save", kind: "fee", asks: "no", source: "https://evil.example", detail: "", cycle: "", note: "" }),
      ),
      form(
        "the letters",
        () => "/admin/application-items/tuck",
        () => ({ intent: "save-letters", letters: "5", questions: "", usesGmacCommonLor: "unknown", sources: "https://evil.example" }),
      ),
    ],
  },
  "routes/admin.round-dates.$schoolId": {
    kind: "ids",
    probes: [
      get("a school's interview and decision dates", () => "/admin/round-dates/tuck"),
      form(
        "an added date",
        () => "/admin/round-dates/tuck",
        () => ({ intent: "add", cycle: "2026-2027", round: "R1", kind: "decision", date: "2026-12-11", sources: "https://evil.example" }),
      ),
      form(
        "a removal",
        () => "/admin/round-dates/tuck",
        () => ({ intent: "remove", id: "seed-tuck-2025-2026-r1-decision" }),
      ),
    ],
  },
  "routes/shared.brief.$token": {
    kind: "public",
    why: "a recommender's brief opened by its share link's secret token alone (no session); an unknown or revoked token is the same bare 404 (recommenders.test.ts)",
  },
  "routes/shared.brief.$token.pdf": {
    kind: "public",
    why: "the same brief as a PDF, by the same token and limits (recommenders.test.ts)",
  },
  // A nudge's link: Bob's recommender's valid token does not stop Alice's recommender's nudges.
  "routes/email.nudges": {
    kind: "ids",
    probes: [
      {
        name: "stopping Alice's recommender's nudges with another recommender's token",
        send: async (alice, bob) =>
          postForm(`/email/nudges?r=${alice.recommenderId}`, {
            r: alice.recommenderId,
            t: await unsubscribeToken(env.BETTER_AUTH_SECRET, `recommender-nudge:${bob.userId}`),
          }),
      },
    ],
  },
};
