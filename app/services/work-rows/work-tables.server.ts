import { type Column, getTableColumns } from "drizzle-orm";
import {
  essayFeedback,
  feedbackIgnores,
  goalsData,
  mockInterviewDebriefs,
  mockInterviewTranscripts,
  resumeData,
  recommenderBriefTexts,
  resumeFeedback,
  schoolSubmissionSnapshots,
  userWords,
  writingPreferences,
} from "../../../db/schema";

// What grows with an applicant's work and is read by no one else lives in their own object
// (docs/scale.md step 3): the tables named here, each row kept there as D1 kept it. One mechanism
// serves them all (work-rows.server.ts: the source every reader and writer goes through; the
// object's store; one move, one rollback), so a table joins by being listed here.
//
// `key`: the fields that name a row among one applicant's (what the object files it under, and
// what a D1 read names besides the user). `conflict`: D1's unique index over those rows, for an
// upsert. `essay`: the field naming the essay a row belongs to (its rows go with the essay).
// `interview`: the field naming the mock interview a row belongs to (D1 keeps the interview's row).
// `submission`: the field naming the school's submission a row belongs to (D1 keeps its row).
// `recommender`: the field naming the recommender a row belongs to (D1 keeps the recommender).
export const workTables = {
  essay_feedback: { table: essayFeedback, key: ["essayId"], conflict: [essayFeedback.essayId], essay: "essayId" },
  resume_feedback: { table: resumeFeedback, key: ["userId"], conflict: [resumeFeedback.userId], essay: null },
  feedback_ignores: {
    table: feedbackIgnores,
    key: ["target", "type", "passage"],
    conflict: [feedbackIgnores.userId, feedbackIgnores.target, feedbackIgnores.type, feedbackIgnores.passage],
    essay: "essayId",
  },
  user_words: { table: userWords, key: ["word"], conflict: [userWords.userId, userWords.word], essay: null },
  writing_preferences: { table: writingPreferences, key: ["userId"], conflict: [writingPreferences.userId], essay: null },
  goals_data: { table: goalsData, key: ["userId"], conflict: [goalsData.userId], essay: null },
  resume_data: { table: resumeData, key: ["userId"], conflict: [resumeData.userId], essay: null },
  mock_interview_transcripts: {
    table: mockInterviewTranscripts,
    key: ["interviewId", "part"],
    conflict: [mockInterviewTranscripts.interviewId, mockInterviewTranscripts.part],
    essay: null,
    interview: "interviewId",
  },
  mock_interview_debriefs: {
    table: mockInterviewDebriefs,
    key: ["interviewId"],
    conflict: [mockInterviewDebriefs.interviewId],
    essay: null,
    interview: "interviewId",
  },
  school_submission_snapshots: {
    table: schoolSubmissionSnapshots,
    key: ["submissionId"],
    conflict: [schoolSubmissionSnapshots.submissionId],
    essay: null,
    submission: "submissionId",
  },
  recommender_brief_texts: {
    table: recommenderBriefTexts,
    key: ["recommenderId"],
    conflict: [recommenderBriefTexts.recommenderId],
    essay: null,
    recommender: "recommenderId",
  },
} as const;

export type WorkTable = keyof typeof workTables;
export type WorkRow<T extends WorkTable> = (typeof workTables)[T]["table"]["$inferSelect"];
/** A row as a writer gives it: what D1 would fill in (ids, times, defaults) may be left out. */
export type NewWorkRow<T extends WorkTable> = (typeof workTables)[T]["table"]["$inferInsert"];
/** The values of a table's key fields, in order. */
export type WorkKey = readonly (string | number)[];
export type AnyWorkRow = Record<string, unknown>;

export const WORK_TABLES = Object.keys(workTables) as WorkTable[];

/** The tables an object moved before any other joined: an object that records no list moved these. */
export const FIRST_WORK_TABLES: readonly WorkTable[] = ["essay_feedback", "resume_feedback", "feedback_ignores", "user_words", "writing_preferences"];

/** The field naming the interview a table's rows belong to, if any. */
export const interviewFieldOf = (table: WorkTable): string | null => {
  const entry = workTables[table];
  return "interview" in entry ? entry.interview : null;
};

/** The field naming the school's submission a table's rows belong to, if any. */
export const submissionFieldOf = (table: WorkTable): string | null => {
  const entry = workTables[table];
  return "submission" in entry ? entry.submission : null;
};

/** The field naming the recommender a table's rows belong to, if any. */
export const recommenderFieldOf = (table: WorkTable): string | null => {
  const entry = workTables[table];
  return "recommender" in entry ? entry.recommender : null;
};

export const columnsOf = (table: WorkTable) => getTableColumns(workTables[table].table) as Record<string, Column>;

const isTime = (column: Column) => column.columnType === "SQLiteTimestamp";

/** The key a row is filed under in the object: its key fields' values, as JSON. */
export const keyOf = (table: WorkTable, row: AnyWorkRow) => JSON.stringify(workTables[table].key.map((field) => row[field]));
export const keyText = (key: WorkKey) => JSON.stringify(key);

/** A row as the object stores it: every column in the schema's order, times in milliseconds. */
export function encodeRow(table: WorkTable, row: AnyWorkRow): AnyWorkRow {
  const out: AnyWorkRow = {};
  for (const field of Object.keys(columnsOf(table))) {
    const value = row[field] ?? null;
    out[field] = value instanceof Date ? value.getTime() : value;
  }
  return out;
}

/** A stored row back as D1 answers it: times as dates. */
export function decodeRow(table: WorkTable, stored: AnyWorkRow): AnyWorkRow {
  const out: AnyWorkRow = {};
  for (const [field, column] of Object.entries(columnsOf(table))) {
    const value = stored[field] ?? null;
    out[field] = isTime(column) && typeof value === "number" ? new Date(value) : value;
  }
  return out;
}

/** Whether two rows hold the same values, every column compared (JSON columns by their text). */
export const sameRow = (table: WorkTable, a: AnyWorkRow, b: AnyWorkRow | null | undefined) =>
  b !== null && b !== undefined && JSON.stringify(encodeRow(table, a)) === JSON.stringify(encodeRow(table, b));

/** Whether a row holds these values (a conditional write's condition). */
export const matches = (table: WorkTable, row: AnyWorkRow, where: AnyWorkRow) => {
  const encoded = encodeRow(table, row);
  const wanted = encodeRow(table, { ...row, ...where });
  return Object.keys(where).every((field) => JSON.stringify(encoded[field]) === JSON.stringify(wanted[field]));
};

/**
 * A new row complete as D1 would store it: the user's id, and every column left out given its
 * default (an id made, the time now), so both stores hold the very same row.
 */
export function completeRow(table: WorkTable, userId: string, row: AnyWorkRow, now: Date): AnyWorkRow {
  const out: AnyWorkRow = { ...row, userId };
  for (const [field, column] of Object.entries(columnsOf(table))) {
    if (out[field] !== undefined) continue;
    if (column.defaultFn) out[field] = column.defaultFn();
    else if (isTime(column) && column.hasDefault) out[field] = now;
    else if (column.default !== undefined && typeof column.default !== "object") out[field] = column.default;
    else out[field] = null;
  }
  return decodeRow(table, encodeRow(table, out));
}

/** A change as D1 would make it: a column kept fresh on every update (updatedAt) set to now unless given. */
export function completeChange(table: WorkTable, set: AnyWorkRow, now: Date): AnyWorkRow {
  const out: AnyWorkRow = { ...set };
  for (const [field, column] of Object.entries(columnsOf(table))) {
    if (out[field] === undefined && column.onUpdateFn) out[field] = now;
  }
  delete out.userId;
  return out;
}
