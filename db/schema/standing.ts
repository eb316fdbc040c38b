import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Decision, InterviewFormat, StepKind } from "../../app/domain/standing/steps";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { userId } from "./owner";
import { schoolSubmissions } from "./submissions";

// Where an application stands after it was sent: each step the applicant records after
// Submitted (school_submissions), in order. A step is never edited: a mistake is taken back by
// removing the latest step. Later steps of the season (a waitlist letter, an offer, a deposit)
// hang off a decision's row by its id, and go with it.
export const applicationSteps = sqliteTable(
  "application_steps",
  {
    id: id(),
    userId: userId(),
    // Undoing Submitted takes the steps that followed it.
    submissionId: text("submission_id")
      .notNull()
      .references(() => schoolSubmissions.id, { onDelete: "cascade" }),
    school: text("school").notNull(),
    // 1, 2, 3… within the submission; unique, so two tabs recording at once cannot both be next.
    seq: integer("seq").notNull(),
    kind: text("kind").notNull().$type<StepKind>(),
    // A decision's outcome; null for the interview's steps.
    decision: text("decision").$type<Decision>(),
    // The day it happened, on the applicant's calendar (YYYY-MM-DD): the invitation's arrival,
    // the interview, the decision.
    happenedOn: text("happened_on").notNull(),
    // An invitation's slot: the instant, the zone the school gave it in, the format, with whom.
    slotAt: timestamp("slot_at"),
    slotZone: text("slot_zone"),
    format: text("format").$type<InterviewFormat>(),
    interviewer: text("interviewer"),
    // An interview names the invitation it answers (INSEAD's two alumni interviews are two).
    invitationId: text("invitation_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("application_steps_submission_seq_idx").on(t.submissionId, t.seq), index("application_steps_user_school_idx").on(t.userId, t.school)],
);

// The applicant's own notes of a real interview (one row per "interviewed" step, gone with it):
// the private debrief (what was asked, how it went) and, where the school asks for one, the
// written reflection they send afterwards. Their words only: Scout never writes in either.
export const interviewNotes = sqliteTable(
  "interview_notes",
  {
    id: id(),
    userId: userId(),
    interviewStepId: text("interview_step_id")
      .notNull()
      .references(() => applicationSteps.id, { onDelete: "cascade" }),
    school: text("school").notNull(),
    questions: text("questions").notNull().default(""),
    howItWent: text("how_it_went").notNull().default(""),
    reflection: text("reflection").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("interview_notes_step_idx").on(t.interviewStepId), index("interview_notes_user_idx").on(t.userId)],
);
