import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp } from "./columns";
import { optionalUserId } from "./owner";

// Newsletter subscribers (docs/product-rules.md §17), as /api/newsletter-sync sends them: email, firstName, tags.
export const newsletterSubscribers = sqliteTable("newsletter_subscribers", {
  id: id(),
  userId: optionalUserId(),
  email: text("email").notNull().unique(),
  firstName: text("first_name").notNull().default(""),
  tags: text("tags", { mode: "json" }).notNull().$type<string[]>(),
  providerSyncedAt: timestamp("provider_synced_at"),
  createdAt: createdAt(),
});

// Server-side analytics (docs/product-rules.md §18): page views as path plus query string, and named events.
export const analyticsEvents = sqliteTable(
  "analytics_events",
  {
    id: id(),
    userId: optionalUserId(),
    name: text("name").notNull(),
    path: text("path"),
    properties: text("properties", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("analytics_events_name_created_idx").on(t.name, t.createdAt)],
);

// Local development's outbox: every e-mail the product would send, readable at /dev/outbox.
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    userId: optionalUserId(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    // The headers sent beside it (List-Unsubscribe and List-Unsubscribe-Post on reminders).
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_to_idx").on(t.to)],
);
