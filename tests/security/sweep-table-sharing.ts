import { env } from "cloudflare:workers";
import { unsubscribeToken } from "../../app/services/platform/email-preferences.server";
import { postForm, request } from "../integration/helpers";
import { type SweepEntry, data, form, get } from "./sweep-probes";
import { createDb } from "../../db/client";
import { createShare, sharesOfEssay } from "../../app/services/authorship/authorship-report.server";

// The cross-user sweep's shared and token-opened routes: authorship reports, readers, calendar feeds, unsubscribe links.
export const sharingRoutes: Record<string, SweepEntry> = {
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
      {
        name: "turning off Alice's interview reminders with Bob's token for his",
        send: async (alice, bob) =>
          postForm(`/email/unsubscribe?u=${alice.userId}&k=interview-reminders`, {
            u: alice.userId,
            k: "interview-reminders",
            t: await unsubscribeToken(env.BETTER_AUTH_SECRET, bob.userId, "interviewReminders"),
          }),
      },
    ],
  },
};
