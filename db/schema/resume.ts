import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { updatedAt } from "./columns";
import { userIdKey } from "./owner";

export const resumeData = sqliteTable("resume_data", {
  userId: userIdKey(),
  content: text("content").notNull().default(""),
  // Grows by one on every save, as an essay's does: a save names the revision it was based on, so
  // a save over a newer copy (another tab, another device) is refused, never silently kept.
  revision: integer("revision").notNull().default(0),
  updatedAt: updatedAt(),
});
