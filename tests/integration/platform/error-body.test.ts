import { describe, expect, it } from "vitest";
import { errorStatus } from "../../../app/domain/platform/http-errors";
import { postForm, postJson, request, sdpOffer, signUp } from "../helpers";

// One error body for every JSON answer, from /api and from Remix's JSON routes alike:
// { error: { code, message, requestId } }, the status from the code, the id the one in X-Request-Id.
type Body = { error: { code: keyof typeof errorStatus; message: string; requestId: string } };

describe("the one error body", () => {
  it("is what every JSON route answers when it refuses", async () => {
    const { cookie } = await signUp();
    const cases: [string, Promise<Response>, keyof typeof errorStatus][] = [
      ["chat panel, signed out", request("/app/chat"), "unauthenticated"],
      ["chat panel, another's conversation", request("/app/chat?conversation=nope", { headers: { cookie } }), "not_found"],
      ["New Chat, bad input", postForm("/app/chat", { context: "nowhere" }, { cookie }), "invalid_input"],
      ["chat history, signed out", request("/app/chat/history"), "unauthenticated"],
      ["goals autosave, signed out", postJson("/app/goals/save", { longTermVision: "x" }), "unauthenticated"],
      ["goals autosave, bad cell", postJson("/app/goals/save", { nope: 1 }, cookie), "invalid_input"],
      ["feedback job, not found", request("/app/feedback-jobs/nope", { headers: { cookie } }), "not_found"],
      ["versions, not found", request("/app/essays/nope/versions", { headers: { cookie } }), "not_found"],
      ["e-mail check, bad e-mail", postForm("/signup/check-email", { email: "nope" }), "invalid_input"],
      ["api, signed out", request("/api/check-subscription"), "unauthenticated"],
      ["api, unknown route", request("/api/nothing"), "not_found"],
      ["api, voice without a plan", postJson("/api/voice/session", { context: "global", sdp: sdpOffer() }, cookie), "plan_required"],
      [
        "a page's form posted from another site",
        request("/app/schools", { method: "POST", headers: { cookie, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" } }),
        "forbidden",
      ],
    ];
    for (const [what, pending, code] of cases) {
      const response = await pending;
      const body = (await response.json()) as Body;
      expect(body.error, what).toMatchObject({ code });
      expect(response.status, what).toBe(errorStatus[code]);
      expect(body.error.message.length, what).toBeGreaterThan(0);
      expect(body.error.requestId, what).toBe(response.headers.get("x-request-id"));
    }
  });
});
