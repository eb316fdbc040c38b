import { Hono } from "hono";
import { z } from "zod";
import { analyticsEventSchema, recordEvent } from "../../app/services/platform/analytics.server";
import { syncNewsletter } from "../../app/services/account/newsletter.server";
import { checkSubscription } from "../../app/services/billing/subscription.server";
import { ApiError } from "../api-error";
import type { ApiEnv } from "../context";
import { chatSocket } from "./chat-socket";
import { voiceRoutes } from "./voice";
import { interviewRoutes } from "./interviews";
import { readJsonWithin } from "./read-json";
import { apiSessionUser, requireHonoUser } from "./session-user";
import { stripeWebhook } from "./stripe-webhook";
import { emailUnsubscribe } from "./email-unsubscribe";

export const apiRoutes = new Hono<ApiEnv>();

apiRoutes.route("/stripe/webhook", stripeWebhook);
apiRoutes.route("/email/unsubscribe", emailUnsubscribe);
apiRoutes.route("/chat/socket", chatSocket);
apiRoutes.route("/voice", voiceRoutes);
apiRoutes.route("/interviews", interviewRoutes);

// Analytics: anyone may record an event (page views happen signed out too); the user is taken
// from the session, never from the body.
apiRoutes.post("/analytics", async (c) => {
  const event = await readJsonWithin(c.req.raw, analyticsEventSchema, 4_096);
  const user = await apiSessionUser(c.get("app"));
  await recordEvent(c.get("app").db, user?.id ?? null, event);
  return c.body(null, 204);
});

// check-subscription: the signed-in user's subscribed, is_trialing, tier and end.
apiRoutes.get("/check-subscription", async (c) => {
  const user = await requireHonoUser(c, "Authentication error: please sign in.");
  return c.json(await checkSubscription(c.get("app").db, user.id));
});

// Newsletter sync for the signed-in user (payload: email, firstName "", tags; docs/product-rules.md §17). The e-mail
// must be the user's own: nobody can subscribe someone else.
const newsletterSchema = z.object({
  email: z.string().email().max(254),
  firstName: z.literal("").optional(),
  tags: z.array(z.string().max(40)).max(5).optional(),
});
apiRoutes.post("/newsletter-sync", async (c) => {
  const user = await requireHonoUser(c);
  const body = await readJsonWithin(c.req.raw, newsletterSchema, 2_048);
  if (body.email.toLowerCase() !== user.email.toLowerCase()) throw new ApiError("invalid_input", "You can only subscribe your own e-mail.");
  await syncNewsletter(c.get("app").settings, c.get("app").db, user.id, user.email);
  return c.json({ ok: true });
});

// Diagnostics from the editor (docs/product-rules.md §19): signed-in users only, a small body, logged and never
// stored; the essay's text is not accepted.
const debugSchema = z
  .object({
    type: z.string().max(64),
    feedbackCount: z.number().int().nonnegative().max(10_000).optional(),
    textLength: z.number().int().nonnegative().max(1_000_000).optional(),
    sampleReferences: z
      .array(z.object({ startPos: z.number().int(), endPos: z.number().int() }))
      .max(10)
      .optional(),
  })
  .strict();
apiRoutes.post("/debug", async (c) => {
  const user = await requireHonoUser(c);
  const report = await readJsonWithin(c.req.raw, debugSchema, 4_096);
  console.log("client diagnostics", { userId: user.id, report });
  return c.body(null, 204);
});
