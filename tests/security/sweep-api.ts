import { env } from "cloudflare:workers";
import { unsubscribeToken } from "../../app/services/platform/email-preferences.server";
import { request, sdpOffer } from "../integration/helpers";
import { type SweepEntry, get, json } from "./sweep-probes";

// The cross-user sweep's /api routes (see sweep-probes.ts for what each kind means).
export const apiRoutes: Record<string, SweepEntry> = {
  "GET /api/health": { kind: "public", why: "configured or not, build and migration level; the deep check needs an admin or the token (pages.test.ts)" },
  "GET /api/auth/*": { kind: "public", why: "better-auth; sessions are bound to their cookie (pages.test.ts)" },
  "POST /api/auth/*": { kind: "public", why: "better-auth; password endpoints pass the credential guard (credentials.test.ts)" },
  "POST /api/stripe/webhook": { kind: "public", why: "signed by Stripe; no session" },
  "GET /api/email/unsubscribe": { kind: "public", why: "a redirect to /email/unsubscribe with the same query; it changes nothing" },
  // A mail client's one-click unsubscribe: the signed link is the credential, and Bob's own valid link is not Alice's.
  "POST /api/email/unsubscribe": {
    kind: "ids",
    probes: [
      {
        name: "Alice's decision-day e-mails turned off with Bob's link",
        send: async (alice, bob) =>
          request(
            `/api/email/unsubscribe?u=${alice.userId}&k=decision-day-reminders&t=${await unsubscribeToken(env.BETTER_AUTH_SECRET, bob.userId, "decisionDayReminders")}`,
            {
              method: "POST",
              headers: { "content-type": "application/x-www-form-urlencoded" },
              body: "List-Unsubscribe=One-Click",
            },
          ),
      },
    ],
  },
  "GET /api/chat/socket": { kind: "own", probes: [] }, // the object is chosen from the session: see cross-user.test.ts
  "POST /api/voice/session": {
    kind: "own",
    probes: [
      json(
        "a call",
        () => "/api/voice/session",
        () => ({ context: "global", sdp: sdpOffer() }),
      ),
      // Naming Alice's essay reads nothing of hers and logs nothing in her essay's AI log (ai-policy.test.ts).
      json(
        "a call about Alice's essay",
        () => "/api/voice/session",
        (alice) => ({ context: "essay", essayId: alice.essay.id, sdp: sdpOffer() }),
      ),
    ],
  },
  "GET /api/voice/allowance": { kind: "own", probes: [get("allowance", () => "/api/voice/allowance")] },
  "POST /api/voice/calls/:id/end": {
    kind: "ids",
    probes: [
      json(
        "Alice's call ended",
        (alice) => `/api/voice/calls/${alice.voiceCallId}/end`,
        () => ({ transcript: [] }),
      ),
    ],
  },
  "POST /api/interviews/:id/session": {
    kind: "ids",
    probes: [
      json(
        "Alice's interview's call",
        (alice) => `/api/interviews/${alice.interviewId}/session`,
        () => ({ sdp: sdpOffer() }),
      ),
    ],
  },
  "POST /api/interviews/:id/transcript": {
    kind: "ids",
    probes: [
      json(
        "Alice's interview's transcript",
        (alice) => `/api/interviews/${alice.interviewId}/transcript`,
        () => ({ transcript: [{ speaker: "applicant", text: "Bob was here", startMs: 0, endMs: 1 }] }),
      ),
    ],
  },
  "POST /api/interviews/:id/end": {
    kind: "ids",
    probes: [
      json(
        "Alice's interview ended",
        (alice) => `/api/interviews/${alice.interviewId}/end`,
        () => ({}),
      ),
    ],
  },
  "GET /api/voice/tool": { kind: "own", probes: [get("goals", () => "/api/voice/tool?type=goals"), get("resume", () => "/api/voice/tool?type=resume")] },
  "POST /api/analytics": {
    kind: "own",
    probes: [
      json(
        "an event",
        () => "/api/analytics",
        () => ({ name: "login", path: "/" }),
      ),
    ],
  },
  "GET /api/check-subscription": { kind: "own", probes: [get("check", () => "/api/check-subscription")] },
  // Someone else's e-mail is refused (400, the same answer for any e-mail not the user's own).
  "POST /api/newsletter-sync": {
    kind: "own",
    probes: [
      json(
        "Alice's e-mail",
        () => "/api/newsletter-sync",
        (alice) => ({ email: alice.email }),
      ),
    ],
  },
  "POST /api/debug": {
    kind: "own",
    probes: [
      json(
        "a report",
        () => "/api/debug",
        () => ({ type: "feedback" }),
      ),
    ],
  },
};
