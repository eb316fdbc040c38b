import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { userId } from "./owner";
import type { Arrival } from "../../app/domain/authorship/arrival";

export const essayStatuses = ["draft", "in_progress", "final", "submitted"] as const;
/** Where a version came from: made from the applicant's own text, restored from an older version, or made by accepting a suggestion or a trim. */
export const versionOrigins = ["typed", "restored", "suggestion", "trim"] as const;

export const essaySubmissions = sqliteTable(
  "essay_submissions",
  {
    id: id(),
    userId: userId(),
    school: text("school").notNull(),
    essayTitle: text("essay_title").notNull(),
    essayContent: text("essay_content").notNull().default(""),
    status: text("status", { enum: essayStatuses }).notNull().default("draft"),
    version: integer("version").notNull().default(1),
    versionNotes: text("version_notes"),
    // Recorded since authorship was tracked; null on older versions ("origin not recorded"). Suggestions accepted
    // into a version's text are in the disclosure log (ai_disclosures) with their exact span.
    origin: text("origin", { enum: versionOrigins }),
    // How this version's text arrived in Scout's editor (typed, pasted, dropped, restored), totals
    // as the browser reported them with each save (app/domain/authorship/arrival.ts); null on
    // versions saved before Scout recorded it and on copies of a version.
    arrival: text("arrival", { mode: "json" }).$type<Arrival>(),
    parentEssayId: text("parent_essay_id").references((): AnySQLiteColumn => essaySubmissions.id, {
      onDelete: "set null",
    }),
    // Grows by one on every save: a save names the revision it was based on, so a save over a
    // newer copy (another tab, another device) is refused instead of silently overwriting it.
    revision: integer("revision").notNull().default(0),
    // Set when the user first saves their own text (drafts made by adding a school hold only the
    // prompt and do not count towards the trial's essays-created limit).
    userWrittenAt: timestamp("user_written_at"),
    // The text's words and characters, counted on every write as app/domain/essays/essay-rules.ts
    // counts them (textCounts), so the workspace reads counts, not every essay's text. NULL: not
    // counted yet (a row the backfill could not count exactly); readers count its text instead.
    wordCount: integer("word_count"),
    characterCount: integer("character_count"),
    // Set when this version's text lives in the applicant's own Durable Object (its version_body
    // table, docs/scale.md step 1) and essay_content here is emptied: only an essay's newest
    // version is written every few seconds, so older versions' text leaves the shared database.
    // Read them through app/services/essays/version-bodies.server.ts, never from this column.
    // Its default is SQL, not a bound value: an insert of many rows stays under D1's 100 bound parameters.
    bodyInObject: integer("body_in_object", { mode: "boolean" })
      .notNull()
      .default(sql`false`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    submittedAt: timestamp("submitted_at"),
  },
  (t) => [
    index("essay_submissions_user_updated_idx").on(t.userId, t.updatedAt),
    // One row per version of a school-and-title: two tabs making "the next version" cannot both win.
    uniqueIndex("essay_submissions_user_school_title_version_idx").on(t.userId, t.school, t.essayTitle, t.version),
  ],
);
