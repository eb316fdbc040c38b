import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { updatedAt } from "./columns";
import { userIdKey } from "./owner";

// A mirror of the counters the user's Durable Object owns. The object is the source of truth;
// `revision` only ever grows, so a late mirror write can never overwrite a newer one.
export const usageTracking = sqliteTable("usage_tracking", {
  userId: userIdKey(),
  voiceSecondsUsed: integer("voice_seconds_used").notNull().default(0),
  textMessagesUsed: integer("text_messages_used").notNull().default(0),
  essaysCreated: integer("essays_created").notNull().default(0),
  // Essential's monthly allowance of AI session time (chat + voice): the month and the seconds in it.
  sessionPeriod: text("session_period"),
  sessionSecondsInPeriod: integer("session_seconds_in_period").notNull().default(0),
  revision: integer("revision").notNull().default(0),
  updatedAt: updatedAt(),
});
