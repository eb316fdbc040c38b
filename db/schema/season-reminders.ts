import { sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { SeasonReminderKind, SeasonReminderLead } from "../../app/domain/standing/season-reminders";
import { createdAt, id, timestamp } from "./columns";
import { userId } from "./owner";

// The season's reminder e-mails after Submit (an interview slot, a deposit's or an award's
// deadline, a decision day): one row per (user, kind, what it is about, its moment, lead),
// claimed before queuing, so re-runs and concurrent sweeps send each once. `subjectId` is the
// invitation step, the offer item or the catalogue's round date; a moved slot or date is a new
// moment, so it gets reminders of its own, and the e-mail checks the subject still stands.
export const seasonReminders = sqliteTable(
  "season_reminders",
  {
    id: id(),
    userId: userId(),
    kind: text("kind").notNull().$type<SeasonReminderKind>(),
    lead: text("lead").notNull().$type<SeasonReminderLead>(),
    school: text("school").notNull(),
    subjectId: text("subject_id").notNull(),
    // The slot's instant, or the deadline's or decision's day at 00:00 UTC.
    dueAt: timestamp("due_at").notNull(),
    queuedAt: createdAt(),
  },
  (t) => [uniqueIndex("season_reminders_once_idx").on(t.userId, t.kind, t.subjectId, t.dueAt, t.lead)],
);
