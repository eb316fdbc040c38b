import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { deadlineReminders, user } from "../../../db/schema";
import { schoolAtRisk } from "~/domain/applications/at-risk";
import { deadlineReminderText, stillDue } from "~/domain/deadlines/deadline-reminders";
import { deadlineTimeZone } from "~/domain/deadlines/deadlines";
import type { DeadlineReminderMessage } from "~/domain/platform/email-message";
import { atRiskEssaysOf } from "~/domain/schools/workspace";
import { deadlineRemindersOn, emailPreferenceQuery, unsubscribeHeaders, unsubscribeUrl } from "../platform/email-preferences.server";
import type { Email } from "../platform/mailer.server";
import { listPlans } from "../schools/school-plans.server";
import { listWorkspace } from "../schools/workspace.server";
import { lettersBySchool } from "../recommenders/recommenders.server";
import { readChecklists } from "../applications/checklist.server";

export type ReminderOutcome = { send: true; email: Email } | { send: false; reason: "claim_gone" | "account_gone" | "turned_off" | "plan_changed" };

/**
 * A queued deadline reminder, as it reads now: the claim, the user, their preference and their
 * current plan for the school are read again, and the mail is written only if this reminder is
 * still the one due (same round, same deadline, same threshold: stillDue). What is at risk is the
 * school's signal from their essays at this moment, counted on the school's calendar (the e-mail
 * cannot know where the applicant is).
 */
export async function deadlineReminderEmail(
  { db, secret, appUrl }: { db: Database; secret: string; appUrl: string },
  message: DeadlineReminderMessage,
  now: Date,
): Promise<ReminderOutcome> {
  const { userId } = message;
  const [claims, recipients, preferences] = await db.batch([
    db
      .select()
      .from(deadlineReminders)
      .where(and(eq(deadlineReminders.id, message.reminderId), eq(deadlineReminders.userId, userId))),
    db.select({ email: user.email }).from(user).where(eq(user.id, userId)),
    emailPreferenceQuery(db, userId),
  ]);
  const claim = claims[0];
  if (!claim) return { send: false, reason: "claim_gone" };
  const recipient = recipients[0];
  if (!recipient) return { send: false, reason: "account_gone" };
  if (!deadlineRemindersOn(preferences)) return { send: false, reason: "turned_off" };

  const [plans, workspace, letters, checklists] = await Promise.all([
    listPlans(db, userId),
    listWorkspace(db, userId, now),
    lettersBySchool(db, userId),
    readChecklists(db, userId),
  ]);
  const plan = plans.find((entry) => entry.school === claim.school);
  const claimed = { round: claim.round, deadlineAt: claim.deadlineAt, daysBefore: claim.daysBefore as DeadlineReminderMessage["daysBefore"] };
  if (!plan?.chosen || !stillDue(claimed, plan, now)) return { send: false, reason: "plan_changed" };

  const { deadline, source } = plan.chosen;
  const essays = workspace.find((school) => school.school === claim.school)?.essays ?? [];
  const risk = schoolAtRisk({
    deadline: claim.deadlineAt,
    now,
    timeZone: deadlineTimeZone(deadline),
    essays: atRiskEssaysOf(essays),
    letters: letters[claim.school],
    items: checklists.bySchool[claim.school],
  });
  const text = deadlineReminderText({
    school: claim.school,
    round: claim.round,
    deadline,
    source,
    now,
    risk,
    links: {
      deadlines: new URL("/app/deadlines", appUrl).toString(),
      account: new URL("/account", appUrl).toString(),
      unsubscribe: await unsubscribeUrl(appUrl, secret, userId),
    },
  });
  return { send: true, email: { to: recipient.email, userId, headers: await unsubscribeHeaders(appUrl, secret, userId, "deadlineReminders"), ...text } };
}
