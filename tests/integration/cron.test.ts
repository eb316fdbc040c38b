import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscriptions } from "../../db/schema";
import worker from "../../workers/entry";
import { createTrial, createUser } from "../factories";
import { db } from "./helpers";

const DAY = 86_400_000;
const statusOf = async (userId: string) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)).get())?.status;

describe("the hourly cron", () => {
  it("expires local trials whose end has passed, and only those", async () => {
    const now = Date.now();
    const [ended, running, stripeBacked] = [await createUser(db()), await createUser(db()), await createUser(db())];
    await createTrial(db(), ended.id, { endsAt: new Date(now - DAY) });
    await createTrial(db(), running.id, { endsAt: new Date(now + 3 * DAY) });
    await createTrial(db(), stripeBacked.id, { endsAt: new Date(now - DAY), stripeSubscriptionId: `sub_${crypto.randomUUID()}` });

    const controller = createScheduledController({ scheduledTime: new Date(now), cron: "0 * * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);

    expect(await statusOf(ended.id)).toBe("expired");
    expect(await statusOf(running.id)).toBe("trialing");
    // Stripe decides whether its trials convert; its webhooks update them.
    expect(await statusOf(stripeBacked.id)).toBe("trialing");
  });
});
