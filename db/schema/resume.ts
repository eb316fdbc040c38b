import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { user } from "./auth";
import { updatedAt } from "./columns";

export const resumeData = sqliteTable("resume_data", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  content: text("content").notNull().default(""),
  updatedAt: updatedAt(),
});
