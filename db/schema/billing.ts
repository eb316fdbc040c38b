import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp, updatedAt } from "./columns";
import { userIdKey } from "./owner";

export const subscriptionStatuses = ["trialing", "active", "past_due", "canceled", "incomplete", "expired"] as const;
export const planTiers = ["essential", "pro", "legacy"] as const;

// One row per user: their trial or paid plan as Stripe (or the local no-card trial) last told us.
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    userId: userIdKey(),
    status: text("status", { enum: subscriptionStatuses }).notNull(),
    tier: text("tier", { enum: planTiers }),
    trialEnd: timestamp("trial_end"),
    currentPeriodEnd: timestamp("current_period_end"),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    stripeCustomerId: text("stripe_customer_id").unique(),
    stripeSubscriptionId: text("stripe_subscription_id").unique(),
    // When the stored Stripe state was read from Stripe (ms), so an older read never overwrites a newer one.
    stripeEventCreated: integer("stripe_event_created"),
    trialReminderSentAt: timestamp("trial_reminder_sent_at"),
    trialExpiredNoticeSentAt: timestamp("trial_expired_notice_sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("subscriptions_status_trial_end_idx").on(t.status, t.trialEnd)],
);

// Each Stripe webhook event id is recorded in the same batch as its state change: processed once.
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  created: integer("created").notNull(),
  // processed (the subscription was updated) or ignored (nothing of ours to change).
  outcome: text("outcome", { enum: ["processed", "ignored"] })
    .notNull()
    .default("processed"),
  processedAt: createdAt(),
});
