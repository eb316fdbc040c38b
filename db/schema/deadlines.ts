import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { userId, userIdKey } from "./owner";

// What the applicant's deadlines lead to outside the page: their calendar feed and the reminder
// e-mails (the rounds themselves are the catalogue's, the round chosen is their school plan).

// A user's private calendar subscription: only the token's SHA-256 is stored; rotating replaces it.
export const calendarFeeds = sqliteTable("calendar_feeds", {
  userId: userIdKey(),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
});

// Deadline reminder e-mails: one row per (user, school, round, deadline, days before), claimed
// before queuing, so re-runs and concurrent sweeps send each once.
export const deadlineReminders = sqliteTable(
  "deadline_reminders",
  {
    id: id(),
    userId: userId(),
    school: text("school").notNull(),
    round: text("round").notNull(),
    // The deadline instant the reminder was for: a changed date gets reminders of its own.
    deadlineAt: timestamp("deadline_at").notNull(),
    daysBefore: integer("days_before").notNull(),
    queuedAt: createdAt(),
  },
  (t) => [uniqueIndex("deadline_reminders_once_idx").on(t.userId, t.school, t.round, t.deadlineAt, t.daysBefore)],
);

// What e-mail a user wants beyond the account's own (deadline reminders, a reader done reading,
// the season's reminders after Submit);
// no row = the defaults.
export const emailPreferences = sqliteTable("email_preferences", {
  userId: userIdKey(),
  deadlineReminders: integer("deadline_reminders", { mode: "boolean" }).notNull().default(true),
  readerDone: integer("reader_done", { mode: "boolean" }).notNull().default(true),
  // The season after Submit: an interview's slot, deposits' and awards' deadlines, decision days, a waitlist's cadence.
  interviewReminders: integer("interview_reminders", { mode: "boolean" }).notNull().default(true),
  depositReminders: integer("deposit_reminders", { mode: "boolean" }).notNull().default(true),
  awardReminders: integer("award_reminders", { mode: "boolean" }).notNull().default(true),
  decisionDayReminders: integer("decision_day_reminders", { mode: "boolean" }).notNull().default(true),
  negotiationFollowUps: integer("negotiation_follow_ups", { mode: "boolean" }).notNull().default(true),
  // A waitlisted school's update cadence, from the catalogue (none without one).
  waitlistReminders: integer("waitlist_reminders", { mode: "boolean" }).notNull().default(true),
  updatedAt: updatedAt(),
});
