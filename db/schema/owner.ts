import { text } from "drizzle-orm/sqlite-core";
import { user } from "./auth";

// Who a row belongs to, written once so every table names its owner the same way. A user's rows
// go with the account; an admin's edits to shared content stay when the admin's account goes.
// (auth.ts writes its own two out: this file builds on its `user` table.)

export const userId = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

// The tables that hold one row per user are keyed by the owner.
export const userIdKey = () =>
  text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" });

// Rows kept for a while without a signed-in user (an outbox e-mail, a newsletter sign-up).
export const optionalUserId = () => text("user_id").references(() => user.id, { onDelete: "cascade" });

// The admin who wrote a row of shared content; the row stays when their account is deleted.
export const editedBy = (name: string) => text(name).references(() => user.id, { onDelete: "set null" });
