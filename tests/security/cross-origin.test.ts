import { describe, expect, it } from "vitest";
import { request } from "../integration/helpers";
import { seedAlice } from "./applicants";
import { apiRouteKeys, manifestRouteIds } from "./manifest";

// Writes from another site's page: every route with an action and every /api route that takes a
// POST, with the victim's cookie and a foreign Origin (or none), is refused before it runs.
// better-auth guards its own routes (origin check), Stripe's webhook is verified by signature and
// a mail client's one-click unsubscribe by its signed link (email-preferences.test.ts).
const SELF_GUARDED = ["POST /api/auth/*", "POST /api/stripe/webhook", "POST /api/email/unsubscribe"];

// Where each route with an action lives (its URL), from the manifest ids.
const actionPaths: Record<string, string> = {
  "routes/account": "/account",
  "routes/admin.users.$userId": "/admin/users/USER",
  "routes/admin.work": "/admin/work",
  "routes/admin.prompts.$type": "/admin/prompts/feedback_base",
  "routes/admin.catalogue.$schoolId": "/admin/catalogue/booth",
  "routes/admin.interview-formats.$formatId": "/admin/interview-formats/behavioural",
  "routes/admin.application-items.$schoolId": "/admin/application-items/tuck",
  "routes/admin.round-dates.$schoolId": "/admin/round-dates/tuck",
  "routes/admin.season-facts.$schoolId": "/admin/season-facts/booth",
  "routes/app._index": "/app?index",
  "routes/app.interviews._index": "/app/interviews",
  "routes/app.interviews.$interviewId": "/app/interviews/INTERVIEW",
  "routes/admin.catalogue._index": "/admin/catalogue",
  "routes/account.delete": "/account/delete",
  "routes/app.chat": "/app/chat",
  "routes/app.deadlines": "/app/deadlines",
  "routes/app.recommenders": "/app/recommenders",
  "routes/app.essays.$essayId": "/app/essays/ESSAY",
  "routes/app.goals.save": "/app/goals/save",
  "routes/app.resume": "/app/resume",
  "routes/app.profile": "/app/profile",
  "routes/app.schools": "/app/schools",
  "routes/app.submit.$school": "/app/submit/Tuck",
  "routes/app.standing.$school": "/app/standing/Tuck",
  "routes/app.offers": "/app/offers",
  "routes/app.before-you-start": "/app/before-you-start",
  "routes/app.waitlist.$school": "/app/waitlist/Tuck",
  "routes/app.next-rounds": "/app/next-rounds",
  "routes/app_.essays.$essayId_.report": "/app/essays/ESSAY/report",
  "routes/app_.essays.$essayId_.readers": "/app/essays/ESSAY/readers",
  "routes/app_.schools.$school.readers": "/app/schools/Tuck/readers",
  "routes/shared.read.$token": "/shared/read/a-reader-token",
  "routes/auth": "/auth",
  "routes/email.unsubscribe": "/email/unsubscribe",
  "routes/email.nudges": "/email/nudges",
  "routes/forgot-password": "/forgot-password",
  "routes/logout": "/logout",
  "routes/payments": "/payments",
  "routes/plans": "/plans",
  "routes/reset-password": "/reset-password",
  "routes/signup.check-email": "/signup/check-email",
  "routes/signup.password": "/signup/password",
  "routes/signup.verify": "/signup/verify",
};

describe("cross-site writes", () => {
  it("every action and every API write refuses a foreign or missing Origin with the user's cookie", async () => {
    const alice = await seedAlice();
    const routeIds = manifestRouteIds("action");
    const apiWrites = apiRouteKeys().filter((key) => key.startsWith("POST ") && !SELF_GUARDED.includes(key));
    const paths = [
      ...routeIds
        .filter((id) => id in actionPaths)
        .map((id) => actionPaths[id]!.replace("ESSAY", alice.essay.id).replace("USER", alice.userId).replace("INTERVIEW", alice.interviewId)),
      ...apiWrites.map((key) => key.slice("POST ".length).replace(":id", alice.voiceCallId)),
    ];
    expect(apiWrites.length).toBeGreaterThan(5);
    for (const path of paths) {
      for (const origin of ["https://evil.example", "null", undefined]) {
        const headers: Record<string, string> = { cookie: alice.cookie, "content-type": "application/x-www-form-urlencoded" };
        if (origin) headers.origin = origin;
        const response = await request(path, { method: "POST", headers, body: "intent=delete&school=Tuck" });
        await response.text();
        expect(response.status, `${path} from ${origin ?? "no origin"}`).toBe(403);
      }
    }
    // Nothing was changed: Alice still has her school and can use her session.
    const page = await (await request("/app", { headers: { cookie: alice.cookie } })).text();
    expect(page).toContain("Tuck");
  });

  it("every route with an action is listed here (a new action must join the sweep)", () => {
    expect(manifestRouteIds("action").sort()).toEqual(Object.keys(actionPaths).sort());
  });

  it("a chat socket from another site's page is refused", async () => {
    const alice = await seedAlice();
    for (const origin of ["https://evil.example", undefined]) {
      const headers: Record<string, string> = { cookie: alice.cookie, upgrade: "websocket" };
      if (origin) headers.origin = origin;
      const response = await request("/api/chat/socket", { headers });
      await response.text();
      expect(response.status).toBe(403);
      expect(response.webSocket).toBeNull();
    }
  });
});
