import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { SubmissionSnapshot } from "../../app/domain/submissions/snapshot";
import { createdAt, id } from "./columns";
import { userId } from "./owner";

// A school the applicant marked submitted: the day and round they give, and a read-only copy of
// exactly what was sent (app/domain/submissions/snapshot.ts). Written once; undone (deleted)
// within a day of marking it; later edits of the essays make new versions and never touch it.
export const schoolSubmissions = sqliteTable(
  "school_submissions",
  {
    id: id(),
    userId: userId(),
    school: text("school").notNull(),
    cycle: text("cycle").notNull(),
    round: text("round").notNull(),
    // The day the applicant sent it (YYYY-MM-DD, their calendar).
    submittedOn: text("submitted_on").notNull(),
    snapshot: text("snapshot", { mode: "json" }).notNull().$type<SubmissionSnapshot>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("school_submissions_school_cycle_idx").on(t.userId, t.school, t.cycle), index("school_submissions_user_idx").on(t.userId, t.createdAt)],
);
