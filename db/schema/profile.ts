import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { languageLevels } from "../../app/domain/profile/profile";
import { createdAt, id, updatedAt } from "./columns";
import { userId, userIdKey } from "./owner";

// The applicant's structured profile, written once and shown on every school's Ready to submit
// page (the rest of the form besides essays): the jobs they held, where they studied, the
// languages they speak. Test scores are test_scores. Every row is the user's own.

export const profilePositions = sqliteTable(
  "profile_positions",
  {
    id: id(),
    userId: userId(),
    employer: text("employer").notNull(),
    title: text("title").notNull(),
    // Months as YYYY-MM; no end: the job they hold now.
    startMonth: text("start_month").notNull(),
    endMonth: text("end_month"),
    teamSize: integer("team_size"),
    createdAt: createdAt(),
  },
  (t) => [index("profile_positions_user_idx").on(t.userId, t.startMonth)],
);

export const profileEducation = sqliteTable(
  "profile_education",
  {
    id: id(),
    userId: userId(),
    institution: text("institution").notNull(),
    degree: text("degree").notNull(),
    // The GPA on its own scale (3.7 of 4.0, 8.9 of 10, 1.3 of 5 where lower is better is written as given).
    gpa: real("gpa"),
    gpaScale: real("gpa_scale"),
    endMonth: text("end_month").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("profile_education_user_idx").on(t.userId, t.endMonth)],
);

export const profileLanguages = sqliteTable(
  "profile_languages",
  {
    id: id(),
    userId: userId(),
    language: text("language").notNull(),
    level: text("level", { enum: languageLevels }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("profile_languages_user_idx").on(t.userId)],
);

// What the applicant says of themselves that decides which of a school's questions are theirs to
// answer: a reapplicant answers the reapplicant essay, an international applicant the questions
// for international applicants. Null: not said yet, so Scout does not decide for them.
export const profileCircumstances = sqliteTable("profile_circumstances", {
  userId: userIdKey(),
  reapplicant: integer("reapplicant", { mode: "boolean" }),
  international: integer("international", { mode: "boolean" }),
  updatedAt: updatedAt(),
});
