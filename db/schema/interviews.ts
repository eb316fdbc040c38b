import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { interviewFormatKinds } from "../../app/domain/interviews/formats";
import type { DeliveryFigures } from "../../app/domain/interviews/filler-words-and-pace";
import type { Debrief } from "../../app/domain/interviews/debrief";
import type { TranscriptTurn } from "../../app/domain/interviews/transcript";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { editedBy, userId } from "./owner";
import { essaySubmissions } from "./essays";

// Mock interview formats, kept by operators in /admin/interview-formats: each edit is direct
// and written to the admin audit log with what it was before. Seeded with sources and the day checked.
export const interviewFormats = sqliteTable("interview_formats", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  kind: text("kind", { enum: interviewFormatKinds }).notNull(),
  summary: text("summary").notNull(),
  minutes: integer("minutes").notNull(),
  rubric: text("rubric", { mode: "json" }).notNull().$type<string[]>(),
  // The question bank (video essays) or the questions the interviewer draws on.
  questions: text("questions", { mode: "json" }).notNull().$type<string[]>(),
  prepSeconds: integer("prep_seconds"),
  answerSeconds: integer("answer_seconds"),
  attempts: integer("attempts"),
  position: integer("position").notNull().default(0),
  sources: text("sources", { mode: "json" }).notNull().$type<string[]>(),
  checkedOn: text("checked_on"),
  updatedBy: editedBy("updated_by"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Which formats each school's interview follows (Wharton: a team discussion and a one-on-one), by
// the school's name as applicants add it.
export const interviewSchoolFormats = sqliteTable(
  "interview_school_formats",
  {
    school: text("school").notNull(),
    formatId: text("format_id")
      .notNull()
      .references(() => interviewFormats.id, { onDelete: "cascade" }),
    note: text("note").notNull().default(""),
    sources: text("sources", { mode: "json" }).notNull().$type<string[]>(),
    checkedOn: text("checked_on"),
  },
  (t) => [primaryKey({ columns: [t.school, t.formatId] })],
);

export const interviewStatuses = ["ready", "live", "ended"] as const;
export const debriefStatuses = ["none", "queued", "running", "done", "failed"] as const;

// One mock interview of an applicant: the voice call it was held in (metered by the user's object),
// the prompt versions it spoke from, its debrief; what was said is in mock_interview_transcripts.
export const mockInterviews = sqliteTable(
  "mock_interviews",
  {
    id: id(),
    userId: userId(),
    formatId: text("format_id")
      .notNull()
      .references(() => interviewFormats.id),
    school: text("school"),
    status: text("status", { enum: interviewStatuses }).notNull().default("ready"),
    voiceCallId: text("voice_call_id"),
    promptVersions: text("prompt_versions", { mode: "json" }).$type<Record<string, number>>(),
    startedAt: timestamp("started_at"),
    endedAt: timestamp("ended_at"),
    chargedSeconds: integer("charged_seconds"),
    delivery: text("delivery", { mode: "json" }).$type<DeliveryFigures>(),
    debriefStatus: text("debrief_status", { enum: debriefStatuses }).notNull().default("none"),
    debriefStartedAt: timestamp("debrief_started_at"),
    // Where older releases kept the debrief; it is now in mock_interview_debriefs (the applicant's
    // object): the move lifts one left here into that table first, and readers fall back to it.
    debrief: text("debrief", { mode: "json" }).$type<Debrief>(),
    debriefPromptVersions: text("debrief_prompt_versions", { mode: "json" }).$type<Record<string, number>>(),
    debriefError: text("debrief_error"),
    // The practice reflection after an application-based interview (HBS asks for one within 24
    // hours of the real interview): kept here with the interview, never an essay of the application,
    // saved over its revision like an essay. reflection_essay_id is where earlier reflections were
    // written, as essays; the migration that moved them here left it unset, and nothing writes it.
    reflectionEssayId: text("reflection_essay_id").references(() => essaySubmissions.id, { onDelete: "set null" }),
    reflectionDueAt: timestamp("reflection_due_at"),
    reflection: text("reflection"),
    reflectionRevision: integer("reflection_revision").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("mock_interviews_user_created_idx").on(t.userId, t.createdAt), index("mock_interviews_user_format_idx").on(t.userId, t.formatId)],
);

// What was said in a mock interview, with timings, in consecutive parts of at most
// TRANSCRIPT_PART_BYTES of JSON each (app/domain/interviews/transcript.ts): no row nears D1's
// 2,000,000-byte limit, however long the transcript the interview's row stays small, and a save
// replaces every part in one batch.
export const mockInterviewTranscripts = sqliteTable(
  "mock_interview_transcripts",
  {
    interviewId: text("interview_id")
      .notNull()
      .references(() => mockInterviews.id, { onDelete: "cascade" }),
    userId: userId(),
    part: integer("part").notNull(),
    turns: text("turns", { mode: "json" }).notNull().$type<TranscriptTurn[]>(),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.part] }), index("mock_interview_transcripts_user_idx").on(t.userId)],
);

// Scout's debrief of a mock interview (its summary and scores, each quoting the applicant): grows
// with the applicant's practice and is read by no one else, so it is kept in their object's work
// rows (docs/scale.md step 3); D1 holds it here only before the move and after a rollback. The
// job's state (debrief_status, its error and prompt versions) stays on the interview's row.
export const mockInterviewDebriefs = sqliteTable(
  "mock_interview_debriefs",
  {
    interviewId: text("interview_id")
      .primaryKey()
      .references(() => mockInterviews.id, { onDelete: "cascade" }),
    userId: userId(),
    debrief: text("debrief", { mode: "json" }).notNull().$type<Debrief>(),
  },
  (t) => [index("mock_interview_debriefs_user_idx").on(t.userId)],
);
