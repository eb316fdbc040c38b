import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { user } from "./auth";
import { createdAt } from "./columns";

// The schools a user applies to, with their order and visibility, stored here rather than in the browser
// so they follow the user across devices (docs/product-rules.md §8). `position` is fractional so a
// move writes one row (the midpoint between its new neighbours).
export const userSchools = sqliteTable(
  "user_schools",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    school: text("school").notNull(),
    position: real("position").notNull(),
    visible: integer("visible", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.school] }), index("user_schools_user_position_idx").on(t.userId, t.position)],
);
