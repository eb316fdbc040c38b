import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "./columns";
import { userId } from "./owner";

// The schools a user applies to, with their order and visibility, stored here rather than in the browser
// so they follow the user across devices (docs/product-rules.md §8). `position` is fractional so a
// move writes one row (the midpoint between its new neighbours).
export const userSchools = sqliteTable(
  "user_schools",
  {
    userId: userId(),
    school: text("school").notNull(),
    position: real("position").notNull(),
    visible: integer("visible", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.school] }), index("user_schools_user_position_idx").on(t.userId, t.position)],
);

// The applicant's plan for one of their schools: the round they target, and the deadline they
// entered themselves where the catalogue has none for this cycle ("entered by you").
export const userSchoolPlans = sqliteTable(
  "user_school_plans",
  {
    userId: userId(),
    school: text("school").notNull(),
    cycle: text("cycle").notNull(),
    // null: not decided.
    round: text("round"),
    enteredDate: text("entered_date"),
    enteredTime: text("entered_time"),
    enteredTimeZone: text("entered_time_zone"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("user_school_plans_user_school_cycle_idx").on(t.userId, t.school, t.cycle)],
);
