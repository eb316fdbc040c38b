import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { userId, userIdKey } from "./owner";
import { essaySubmissions } from "./essays";

// One row per essay: the current list of feedback items (JSON array in the item shape of app/domain/feedback-items.ts).
export const essayFeedback = sqliteTable(
  "essay_feedback",
  {
    essayId: text("essay_id")
      .primaryKey()
      .references(() => essaySubmissions.id, { onDelete: "cascade" }),
    userId: userId(),
    feedbackData: text("feedback_data", { mode: "json" }).notNull().$type<unknown[]>(),
    // The run's overall note (at most three sentences), when the model gave one.
    overallNote: text("overall_note"),
    // The essay revision the feedback was computed for: older feedback is shown as stale.
    essayRevision: integer("essay_revision").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("essay_feedback_user_idx").on(t.userId)],
);

// The resume's feedback items, one row per user.
export const resumeFeedback = sqliteTable("resume_feedback", {
  userId: userIdKey(),
  feedbackData: text("feedback_data", { mode: "json" }).notNull().$type<unknown[]>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const feedbackJobStatuses = ["queued", "generating", "done", "failed"] as const;
export const feedbackTargets = ["essay", "resume"] as const;

// A request for AI feedback. The queue message carries only this row's id and the user's id.
export const feedbackJobs = sqliteTable(
  "feedback_jobs",
  {
    id: id(),
    userId: userId(),
    target: text("target", { enum: feedbackTargets }).notNull(),
    essayId: text("essay_id").references(() => essaySubmissions.id, { onDelete: "cascade" }),
    // The essay revision (or resume update time) the job was asked for.
    contentRevision: integer("content_revision").notNull().default(0),
    status: text("status", { enum: feedbackJobStatuses }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // When the consumer first took the job: createdAt to startedAt is the time spent queued.
    startedAt: timestamp("started_at"),
    completedAt: timestamp("completed_at"),
    // The AI prompt versions the run used, by prompt type (null when no AI was asked).
    promptVersions: text("prompt_versions", { mode: "json" }).$type<Record<string, number>>(),
    // The model the run asked (null when no AI was asked): with the versions, any result can be traced.
    model: text("model"),
  },
  (t) => [
    index("feedback_jobs_user_status_idx").on(t.userId, t.status),
    index("feedback_jobs_essay_idx").on(t.essayId),
    index("feedback_jobs_created_idx").on(t.createdAt),
    // One job in flight per essay, and one per user's resume: every concurrent request but one
    // inserts nothing and is answered with the running job (feedback-jobs.server.ts).
    uniqueIndex("feedback_jobs_one_running_essay_idx")
      .on(t.essayId)
      .where(sql`status in ('queued', 'generating') and essay_id is not null`),
    uniqueIndex("feedback_jobs_one_running_resume_idx")
      .on(t.userId)
      .where(sql`status in ('queued', 'generating') and target = 'resume'`),
  ],
);

// Words the user added to their own dictionary: every later spelling check accepts them.
export const userWords = sqliteTable(
  "user_words",
  {
    userId: userId(),
    // Stored lower-cased: a check compares lower-cased words.
    word: text("word").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.word] })],
);

// Feedback the user chose to ignore for one passage of one essay (or the resume): later checks
// and regenerations do not flag that passage for that kind of problem again.
export const feedbackIgnores = sqliteTable(
  "feedback_ignores",
  {
    id: id(),
    userId: userId(),
    // The essay, or null for the resume; an essay's ignores go with it.
    essayId: text("essay_id").references(() => essaySubmissions.id, { onDelete: "cascade" }),
    target: text("target").notNull(),
    type: text("type").notNull(),
    passage: text("passage").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("feedback_ignores_passage").on(table.userId, table.target, table.type, table.passage)],
);

// How the writer wants the checks to read their text: US or UK English (the spelling check and
// the model's comments on spelling). No row = the default, US English.
export const writingPreferences = sqliteTable("writing_preferences", {
  userId: userIdKey(),
  englishVariant: text("english_variant", { enum: ["us", "uk"] })
    .notNull()
    .default("us"),
  updatedAt: updatedAt(),
});

// Applicants whose work rows (app/services/work-rows/work-tables.server.ts: feedback and the
// writing checks' state) are in their own object (docs/scale.md step 3): written once a move has
// emptied D1 of their rows, deleted when they are moved back. The rollback walks it.
export const workMoves = sqliteTable("work_moves", {
  userId: userIdKey(),
  movedAt: timestamp("moved_at").notNull(),
  rows: integer("rows").notNull(),
});
