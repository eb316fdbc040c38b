import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents, newsletterSubscribers } from "../../../db/schema";
import { db, postJson, request, signUp } from "../helpers";

type Envelope = { error: { code: string; message: string; requestId: string } };

describe("POST /api/analytics", () => {
  it("records a page view with its path and query, and the signed-in user", async () => {
    const { cookie, userId } = await signUp();
    const response = await postJson("/api/analytics", { name: "page_view", path: "/plans?email=a%40b.c" }, cookie);
    expect(response.status).toBe(204);
    const rows = await db().select().from(analyticsEvents).where(eq(analyticsEvents.userId, userId));
    expect(rows).toEqual([expect.objectContaining({ name: "page_view", path: "/plans?email=a%40b.c" })]);
  });

  it("refuses an event the product does not name, with the error envelope", async () => {
    const response = await postJson("/api/analytics", { name: "drop_tables", path: "/" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Envelope).error.code).toBe("invalid_input");
  });

  it("refuses a body that is not JSON, and one that is too large", async () => {
    expect((await postJson("/api/analytics", "{not json")).status).toBe(400);
    const huge = await postJson("/api/analytics", { name: "click", path: "/", properties: { note: "x".repeat(5000) } });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as Envelope).error.code).toBe("payload_too_large");
  });

  it("refuses a cross-origin post", async () => {
    const response = await request("/api/analytics", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ name: "click", path: "/" }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as Envelope).error.code).toBe("forbidden");
  });
});

describe("POST /api/newsletter-sync", () => {
  it("stores the user's own e-mail with the newsletter tags and an empty first name", async () => {
    const { cookie, email, userId } = await signUp();
    const response = await postJson("/api/newsletter-sync", { email, firstName: "", tags: ["signup", "marketing-opted-in"] }, cookie);
    expect(response.status).toBe(200);
    const row = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.userId, userId)).get();
    expect(row).toMatchObject({ email, firstName: "", tags: ["signup", "marketing-opted-in"] });
  });

  it("needs a signed-in user", async () => {
    const response = await postJson("/api/newsletter-sync", { email: "someone@example.com" });
    expect(response.status).toBe(401);
    expect(((await response.json()) as Envelope).error.code).toBe("unauthenticated");
  });

  it("never subscribes someone else's e-mail", async () => {
    const { cookie } = await signUp();
    const response = await postJson("/api/newsletter-sync", { email: "victim@example.com" }, cookie);
    expect(response.status).toBe(400);
    await response.text();
    expect(await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "victim@example.com")).get()).toBeUndefined();
  });
});

describe("POST /api/debug", () => {
  it("accepts a small report from a signed-in user", async () => {
    const { cookie } = await signUp();
    const response = await postJson("/api/debug", { type: "feedback_overlay", feedbackCount: 3, textLength: 1200 }, cookie);
    expect(response.status).toBe(204);
  });

  it("refuses essay text and anonymous callers", async () => {
    const { cookie } = await signUp();
    const withText = await postJson("/api/debug", { type: "x", essayContent: "my private essay" }, cookie);
    expect(withText.status).toBe(400);
    await withText.text();
    const anonymous = await postJson("/api/debug", { type: "x" });
    expect(anonymous.status).toBe(401);
    await anonymous.text();
  });
});

describe("GET /api/check-subscription", () => {
  it("answers the signed-in user's subscription in the check-subscription shape", async () => {
    const { cookie } = await signUp();
    const response = await request("/api/check-subscription", { headers: { cookie } });
    expect(await response.json()).toEqual({ subscribed: false, is_trialing: false, subscription_tier: null, subscription_end: null });
  });

  it("says Authentication error to a signed-out caller", async () => {
    const response = await request("/api/check-subscription");
    expect(response.status).toBe(401);
    expect(((await response.json()) as Envelope).error.message).toContain("Authentication error");
  });
});

describe("the shipped worker", () => {
  it("has no test hooks: they live in the test build only (tests/support/test-worker.ts)", async () => {
    const { default: shipped, UserObject } = await import("../../../workers/entry");
    const { cookie } = await signUp();
    const response = await shipped.fetch(
      new Request("http://localhost/api/test/usage", {
        method: "POST",
        headers: { origin: "http://localhost", cookie, "content-type": "application/json" },
        body: '{"kind":"textMessages","amount":1}',
      }) as Request<unknown, IncomingRequestCfProperties>,
      env,
      createExecutionContext(),
    );
    expect(response.status).toBe(404);
    await response.text();
    expect("setClock" in UserObject.prototype).toBe(false);
    expect("admitChatMessage" in UserObject.prototype).toBe(false);
  });
});
