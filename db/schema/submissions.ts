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
    // Where older releases kept the copy; it is now in school_submission_snapshots (the
    // applicant's object). New rows hold the empty marker (SNAPSHOT_KEPT_APART): the column stays
    // NOT NULL for the release before during a deploy, and the move lifts a copy left here first.
    snapshot: text("snapshot", { mode: "json" }).notNull().$type<SubmissionSnapshot>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("school_submissions_school_cycle_idx").on(t.userId, t.school, t.cycle), index("school_submissions_user_idx").on(t.userId, t.createdAt)],
);

// The copy of what was sent (its essays' text, the form's answers, the disclosure): grows with the
// applicant's writing and is read by no one else, so it is kept in their object's work rows
// (docs/scale.md step 3); D1 holds it here only before the move and after a rollback. The
// submission's row (school, cycle, round, day) stays in D1, where the season's work reads it.
export const schoolSubmissionSnapshots = sqliteTable(
  "school_submission_snapshots",
  {
    submissionId: text("submission_id")
      .primaryKey()
      .references(() => schoolSubmissions.id, { onDelete: "cascade" }),
    userId: userId(),
    snapshot: text("snapshot", { mode: "json" }).notNull().$type<SubmissionSnapshot>(),
  },
  (t) => [index("school_submission_snapshots_user_idx").on(t.userId)],
);
