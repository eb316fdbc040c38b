import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { applicationItemKinds, checklistStatuses } from "../../app/domain/applications/checklist-items";
import { type ScoreTest, type SectionScores, scoreTests } from "../../app/domain/applications/test-scores";
import { catalogueSchools } from "./catalogue";
import { createdAt, id, updatedAt } from "./columns";
import { editedBy, userId } from "./owner";

// The whole application per school: what each school asks besides essays and letters
// (the test score, transcripts, the application form, the fee, a video essay, an interview), as
// the sources state it and operators keep it; and where the applicant stands on each.

// One item a school asks (or is found not to ask) in its cycle. `asks` null: not verified, said so
// to applicants ("Scout has not verified this for …"), never presented as the school's word.
export const catalogueApplicationItems = sqliteTable(
  "catalogue_application_items",
  {
    id: id(),
    schoolId: text("school_id")
      .notNull()
      .references(() => catalogueSchools.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: applicationItemKinds }).notNull(),
    asks: integer("asks", { mode: "boolean" }),
    detail: text("detail"),
    source: text("source"),
    cycle: text("cycle"),
    // The tests the source lists as accepted (the English test's TOEFL, IELTS…); null: it lists none.
    acceptedTests: text("accepted_tests", { mode: "json" }).$type<ScoreTest[]>(),
    note: text("note"),
    checkedOn: text("checked_on"),
    updatedBy: editedBy("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("catalogue_application_items_kind_idx").on(t.schoolId, t.kind)],
);

// The applicant's state of one checklist item for one of their schools: a catalogue kind (one row
// per school and kind, made when first changed) or an item they added (`custom`, with its label).
export const applicationItems = sqliteTable(
  "application_items",
  {
    id: id(),
    userId: userId(),
    school: text("school").notNull(),
    kind: text("kind", { enum: [...applicationItemKinds, "custom"] as const }).notNull(),
    // The applicant's own words for an item they added; null for a catalogue kind.
    label: text("label"),
    status: text("status", { enum: checklistStatuses }).notNull().default("to_do"),
    // The day it was marked done (YYYY-MM-DD, the applicant's calendar).
    doneOn: text("done_on"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("application_items_user_idx").on(t.userId, t.school),
    // One row per school and catalogue kind; items the applicant adds are as many as they like.
    uniqueIndex("application_items_kind_idx")
      .on(t.userId, t.school, t.kind)
      .where(sql`kind <> 'custom'`),
  ],
);

// The applicant's test scores (one per test: the score they send), shown on every school's test
// item (admissions tests) or English test item (English tests). `score` is the total on the test's
// own scale (app/domain/applications/test-scores.ts): real, for IELTS's half bands. `sections`: the
// section scores the applicant chose to give, by section key ({ quant: 84 }); null when none.
export const testScores = sqliteTable(
  "test_scores",
  {
    id: id(),
    userId: userId(),
    test: text("test", { enum: scoreTests }).notNull(),
    score: real("score").notNull(),
    sections: text("sections", { mode: "json" }).$type<SectionScores>(),
    takenOn: text("taken_on").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("test_scores_test_idx").on(t.userId, t.test)],
);
