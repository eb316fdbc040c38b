import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { userId } from "./owner";
import { applicationSteps } from "./standing";

/** One essay carried into a reapplication: the new version made for it, and the version it was copied from. */
export type CarriedEssay = { title: string; essayId: string; version: number; fromEssayId: string; fromVersion: number };

// A school the applicant applies to again in a later cycle, after a denial or a withdrawal there:
// per school, so that school's reapplicant question is theirs to answer and no other school's
// (the profile's yes or no still speaks for the schools with no row here). The application it
// follows (its submission, steps and sent copy) is never changed: each essay is carried over as a
// new version, and the row keeps which, and against which cycle's questions they were carried.
export const schoolReapplications = sqliteTable(
  "school_reapplications",
  {
    id: id(),
    userId: userId(),
    school: text("school").notNull(),
    // The denial or withdrawal it follows (a step of the earlier application): taking that step
    // back, or undoing that Submitted, takes this with it (the versions carried over stay).
    decisionStepId: text("decision_step_id")
      .notNull()
      .references(() => applicationSteps.id, { onDelete: "cascade" }),
    // The cycle applied to ("2027-2028"), and the cycle whose questions the essays were carried
    // against: the same when Scout has that cycle's questions, else the one before, said so.
    cycle: text("cycle").notNull(),
    questionsCycle: text("questions_cycle").notNull(),
    carried: text("carried", { mode: "json" }).notNull().$type<CarriedEssay[]>(),
    // The title of the school's question for reapplicants as the catalogue has it; null: it has none.
    reapplicantQuestion: text("reapplicant_question"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("school_reapplications_school_cycle_idx").on(t.userId, t.school, t.cycle), index("school_reapplications_step_idx").on(t.decisionStepId)],
);
