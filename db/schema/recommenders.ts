import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { catalogueItemStatuses, catalogueSchools } from "./catalogue";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { editedBy, userId } from "./owner";

// Recommenders and their letters: who writes for which of the applicant's schools, where
// each letter stands, the brief the applicant hands them, its private links, and the reminders.

export const recommenderRelationships = ["supervisor", "former_supervisor", "client", "other"] as const;
export const letterStatuses = ["not_asked", "asked", "agreed", "submitted"] as const;
export const briefOrigins = ["generated", "assembled"] as const;
export const briefJobStatuses = ["queued", "running", "done", "failed"] as const;

export const recommenders = sqliteTable(
  "recommenders",
  {
    id: id(),
    userId: userId(),
    name: text("name").notNull(),
    // Validated on the way in; shown to the owner only (never on the shared brief).
    email: text("email").notNull(),
    relationship: text("relationship", { enum: recommenderRelationships }).notNull(),
    // The applicant's opt-in to a polite nudge e-mail to this recommender before a letter's deadline.
    nudgeOptIn: integer("nudge_opt_in", { mode: "boolean" }).notNull().default(false),
    // The stories (essay ids) the applicant picked for this recommender's brief.
    storyIds: text("story_ids", { mode: "json" })
      .notNull()
      .$type<string[]>()
      .default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("recommenders_user_idx").on(t.userId, t.createdAt)],
);

// One letter: a recommender writing for one of the applicant's schools. The deadline is the
// chosen round's of the applicant's plan for the school (read, never copied here).
export const recommenderLetters = sqliteTable(
  "recommender_letters",
  {
    id: id(),
    userId: userId(),
    recommenderId: text("recommender_id")
      .notNull()
      .references(() => recommenders.id, { onDelete: "cascade" }),
    school: text("school").notNull(),
    status: text("status", { enum: letterStatuses }).notNull().default("not_asked"),
    // The day each status was reached (YYYY-MM-DD, the applicant's calendar).
    askedOn: text("asked_on"),
    agreedOn: text("agreed_on"),
    submittedOn: text("submitted_on"),
    // The recommender's address when the applicant marked this letter asked (or agreed): a nudge
    // goes only to an address the applicant has asked at, never to one changed since.
    askedEmail: text("asked_email"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("recommender_letters_once_idx").on(t.recommenderId, t.school), index("recommender_letters_user_idx").on(t.userId, t.school)],
);

// The brief for one recommender: the applicant's edited text, how it was made, and the job that
// makes it (the prompt version the generation used is kept with it). The text and how it was
// made are now kept in recommender_brief_texts (the applicant's object); this row keeps the job's
// state, which the queue claims conditionally. Older releases kept the text here: the move lifts
// a text left here into that table first, and readers fall back to it.
export const recommenderBriefs = sqliteTable("recommender_briefs", {
  recommenderId: text("recommender_id")
    .primaryKey()
    .references(() => recommenders.id, { onDelete: "cascade" }),
  userId: userId(),
  content: text("content").notNull().default(""),
  origin: text("origin", { enum: briefOrigins }),
  promptVersion: integer("prompt_version"),
  // Paragraphs the letter check dropped from the generated text.
  droppedPassages: integer("dropped_passages").notNull().default(0),
  jobStatus: text("job_status", { enum: briefJobStatuses }),
  jobId: text("job_id"),
  editedAt: timestamp("edited_at"),
  updatedAt: updatedAt(),
});

// A brief's text and how it was made (content to edited_at as on recommender_briefs): grows with
// the applicant's writing and is read by no one else but a recommender through a share link, so
// it is kept in their object's work rows (docs/scale.md step 3); D1 holds it here only before the
// move and after a rollback.
export const recommenderBriefTexts = sqliteTable(
  "recommender_brief_texts",
  {
    recommenderId: text("recommender_id")
      .primaryKey()
      .references(() => recommenders.id, { onDelete: "cascade" }),
    userId: userId(),
    content: text("content").notNull().default(""),
    origin: text("origin", { enum: briefOrigins }),
    promptVersion: integer("prompt_version"),
    droppedPassages: integer("dropped_passages").notNull().default(0),
    editedAt: timestamp("edited_at"),
    updatedAt: updatedAt(),
  },
  (t) => [index("recommender_brief_texts_user_idx").on(t.userId)],
);

// A private read-only link to one recommender's brief: only the token's SHA-256 is kept.
export const recommenderShares = sqliteTable(
  "recommender_shares",
  {
    id: id(),
    userId: userId(),
    recommenderId: text("recommender_id")
      .notNull()
      .references(() => recommenders.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    // Opens until then (SHARE_LINK_DAYS), then is a 404 like a revoked one; 0 never opens.
    expiresAt: timestamp("expires_at")
      .notNull()
      .default(sql`0`),
  },
  (t) => [index("recommender_shares_user_idx").on(t.userId, t.recommenderId)],
);

// Letter reminders, claimed before queuing (as deadline_reminders): to the applicant, one per
// (letter, deadline instant, days before); a nudge to the recommender, one per (recommender, week).
export const letterReminders = sqliteTable(
  "letter_reminders",
  {
    id: id(),
    userId: userId(),
    letterId: text("letter_id")
      .notNull()
      .references(() => recommenderLetters.id, { onDelete: "cascade" }),
    deadlineAt: timestamp("deadline_at").notNull(),
    daysBefore: integer("days_before").notNull(),
    queuedAt: createdAt(),
  },
  (t) => [uniqueIndex("letter_reminders_once_idx").on(t.letterId, t.deadlineAt, t.daysBefore)],
);

export const recommenderNudges = sqliteTable(
  "recommender_nudges",
  {
    id: id(),
    userId: userId(),
    recommenderId: text("recommender_id")
      .notNull()
      .references(() => recommenders.id, { onDelete: "cascade" }),
    // Whole weeks since the epoch: one nudge per recommender per week, whatever the sweeps do.
    week: integer("week").notNull(),
    queuedAt: createdAt(),
  },
  (t) => [uniqueIndex("recommender_nudges_week_idx").on(t.recommenderId, t.week)],
);

// How many nudges an account's recommenders were sent in a week (whole weeks since the epoch, as
// recommender_nudges.week): ACCOUNT_CAPS.nudgesPerWeek holds across recommenders, and a recommender
// deleted (with its nudge rows) still counts here.
export const recommenderNudgeWeeks = sqliteTable(
  "recommender_nudge_weeks",
  {
    userId: userId(),
    week: integer("week").notNull(),
    nudges: integer("nudges").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);

// What each school asks of recommenders, per cycle, as the sources state it; null where
// nothing was found ("not found" to applicants). Kept by operators like the rest of the catalogue.
export const catalogueRecommendations = sqliteTable(
  "catalogue_recommendations",
  {
    id: id(),
    schoolId: text("school_id")
      .notNull()
      .references(() => catalogueSchools.id, { onDelete: "cascade" }),
    cycle: text("cycle").notNull(),
    letters: integer("letters"),
    lettersNote: text("letters_note"),
    questions: text("questions", { mode: "json" }).notNull().$type<string[]>(),
    // The cycle the questions were published for, as the source dates them.
    questionsCycle: text("questions_cycle"),
    // Questions found only for an earlier cycle, shown as such ("asked in …"), never as this cycle's.
    previousQuestions: text("previous_questions", { mode: "json" }).$type<string[]>(),
    previousQuestionsCycle: text("previous_questions_cycle"),
    usesGmacCommonLor: integer("uses_gmac_common_lor", { mode: "boolean" }),
    sources: text("sources", { mode: "json" }).notNull().$type<string[]>(),
    note: text("note"),
    status: text("status", { enum: catalogueItemStatuses }).notNull().default("published"),
    updatedBy: editedBy("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("catalogue_recommendations_school_idx").on(t.schoolId, t.cycle, t.status)],
);
