import { and, between, eq, exists, gt, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import {
  applicationSteps,
  catalogueRoundDates,
  catalogueSchools,
  catalogueSeasonFacts,
  offerItems,
  offers,
  emailPreferences,
  schoolSubmissions,
  seasonReminders,
  userSchools,
} from "../../../db/schema";
import type { SeasonReminderMessage } from "~/domain/platform/email-message";
import {
  INTERVIEW_LOOKAHEAD_MS,
  type SeasonReminderKind,
  type SeasonReminderLead,
  deadlineReminderDue,
  decisionDayDue,
  followUpDue,
  followUpOn,
  followUpSentWindow,
  interviewReminderDue,
  waitlistReminderDue,
} from "~/domain/standing/season-reminders";
import { waitlistCadence } from "~/domain/offers/waitlist";
import { type SchoolAfterSubmit, nextForSchool } from "~/domain/standing/whats-next";
import { readSubmittedSchools } from "../standing/after-submit.server";
import { negotiationFollowUpsQuery, offerDeadlinesQuery, pendingInvitationsQuery, settingOn, waitlistedStepsQuery } from "./season-reminder-subjects.server";
import { seasonFactsOf } from "./season-facts.server";
import { queueClaimed } from "../platform/queued-claim.server";

// The hourly sweep of the season's reminders after Submit: interview slots (two days and two
// hours before), deposits' and awards' deadlines (a week and a day before), decision days
// (this cycle's catalogue date only), a negotiation e-mail a week without an answer, and
// waitlists (at the school's update cadence, only where the catalogue gives one). Each due reminder is claimed as a season_reminders row
// whose unique index is (user, kind, subject, moment, lead), INSERT … ON CONFLICT DO NOTHING,
// then queued: a second sweep, or two at once, queue nothing new. The e-mail reads its subject
// again when it is written (season-reminder-emails), so a step taken back sends nothing.

const DAY = 86_400_000;
const PAGE = 200;
const MAX_PAGES = 20;

type Claim = { userId: string; kind: SeasonReminderKind; lead: SeasonReminderLead; school: string; subjectId: string; dueAt: Date };

const isoDate = (at: number) => new Date(at).toISOString().slice(0, 10);
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

export type SeasonSweepResult = { queued: number };

export async function sweepSeasonReminders(db: Database, queue: Queue, now: Date): Promise<SeasonSweepResult> {
  const due = [
    ...(await dueInterviews(db, now)),
    ...(await dueOfferDeadlines(db, now)),
    ...(await dueDecisionDays(db, now)),
    ...(await dueFollowUps(db, now)),
    ...(await dueWaitlists(db, now)),
  ];
  let queued = 0;
  for (const claim of due) queued += await claimAndQueue(db, queue, claim);
  return { queued };
}

async function dueInterviews(db: Database, now: Date): Promise<Claim[]> {
  const rows = await pendingInvitationsQuery(
    db,
    and(
      gt(applicationSteps.slotAt, now),
      lte(applicationSteps.slotAt, new Date(now.getTime() + INTERVIEW_LOOKAHEAD_MS)),
      settingOn(emailPreferences.interviewReminders),
    ),
  ).limit(PAGE * MAX_PAGES);
  return rows.flatMap((row) => {
    const lead = row.slotAt ? interviewReminderDue(row.slotAt, now) : null;
    return lead && row.slotAt ? [{ userId: row.userId, kind: "interview" as const, lead, school: row.school, subjectId: row.id, dueAt: row.slotAt }] : [];
  });
}

async function dueOfferDeadlines(db: Database, now: Date): Promise<Claim[]> {
  const rows = await offerDeadlinesQuery(
    db,
    and(
      between(offerItems.dueOn, isoDate(now.getTime()), isoDate(now.getTime() + 7 * DAY)),
      or(
        and(eq(offerItems.kind, "deposit"), settingOn(emailPreferences.depositReminders)),
        and(eq(offerItems.kind, "award"), settingOn(emailPreferences.awardReminders)),
      ),
    ),
  ).limit(PAGE * MAX_PAGES);
  return rows.flatMap((row) => {
    const lead = row.dueOn ? deadlineReminderDue(row.dueOn, now) : null;
    return lead && row.dueOn ? [{ userId: row.userId, kind: row.kind, lead, school: row.school, subjectId: row.id, dueAt: dayStart(row.dueOn) }] : [];
  });
}

/** Negotiation e-mails sent a week or more ago (two weeks at most) with no answer recorded: one follow-up each. */
async function dueFollowUps(db: Database, now: Date): Promise<Claim[]> {
  const [earliest, latest] = followUpSentWindow(now);
  const rows = await negotiationFollowUpsQuery(
    db,
    and(between(offers.negotiationSentOn, earliest, latest), settingOn(emailPreferences.negotiationFollowUps)),
  ).limit(PAGE * MAX_PAGES);
  return rows.flatMap((row) =>
    row.sentOn && followUpDue(row.sentOn, now)
      ? [
          {
            userId: row.userId,
            kind: "negotiation" as const,
            lead: "follow_up" as const,
            school: row.school,
            subjectId: row.id,
            dueAt: dayStart(followUpOn(row.sentOn)),
          },
        ]
      : [],
  );
}

/**
 * Applicants with a submitted school whose catalogue gives a decision date of the school's current
 * cycle near today; each one's schools are then read as their dashboard reads them (the round
 * matched, this cycle's date only), and a reminder is due where the day has come and no decision
 * is recorded.
 */
async function dueDecisionDays(db: Database, now: Date): Promise<Claim[]> {
  const applicants = await db
    .selectDistinct({ userId: schoolSubmissions.userId })
    .from(schoolSubmissions)
    .innerJoin(userSchools, and(eq(userSchools.userId, schoolSubmissions.userId), eq(userSchools.school, schoolSubmissions.school)))
    .innerJoin(catalogueSchools, eq(catalogueSchools.name, schoolSubmissions.school))
    .innerJoin(
      catalogueRoundDates,
      and(
        eq(catalogueRoundDates.schoolId, catalogueSchools.id),
        eq(catalogueRoundDates.kind, "decision"),
        eq(catalogueRoundDates.cycle, catalogueSchools.cycle),
        between(catalogueRoundDates.date, isoDate(now.getTime() - 2 * DAY), isoDate(now.getTime() + DAY)),
      ),
    )
    .leftJoin(emailPreferences, eq(emailPreferences.userId, schoolSubmissions.userId))
    .where(settingOn(emailPreferences.decisionDayReminders))
    .limit(PAGE);
  const claims: Claim[] = [];
  for (const { userId } of applicants) {
    for (const entry of await readSubmittedSchools(db, userId)) {
      const claim = decisionDayClaim(userId, entry, now);
      if (claim) claims.push(claim);
    }
  }
  return claims;
}

/** The decision day's reminder for one school as the dashboard reads it, or null. */
export function decisionDayClaim(userId: string, entry: SchoolAfterSubmit, now: Date): Claim | null {
  const current = entry.decision.current;
  if (!current?.date || entry.steps.some((step) => step.kind === "decision")) return null;
  if (nextForSchool(entry, now).kind !== "decision_day" || !decisionDayDue(current.date, now)) return null;
  return { userId, kind: "decision_day", lead: "decision_day", school: entry.school, subjectId: current.id, dueAt: dayStart(current.date) };
}

/**
 * Waitlisted applicants at a school whose catalogue gives a waitlist update cadence: one reminder
 * per cadence since the day they were waitlisted, while the waitlist is still the school's latest
 * step. No cadence, or a school that wants nothing: no reminder.
 */
async function dueWaitlists(db: Database, now: Date): Promise<Claim[]> {
  const paced = exists(
    db
      .select({ one: sql`1` })
      .from(catalogueSeasonFacts)
      .innerJoin(catalogueSchools, eq(catalogueSchools.id, catalogueSeasonFacts.schoolId))
      .where(and(eq(catalogueSchools.name, applicationSteps.school), eq(catalogueSeasonFacts.topic, "waitlist"), isNotNull(catalogueSeasonFacts.cadenceDays))),
  );
  const rows = await waitlistedStepsQuery(db, and(paced, settingOn(emailPreferences.waitlistReminders))).limit(PAGE * MAX_PAGES);
  const facts = await seasonFactsOf(db, [...new Set(rows.map((row) => row.school))], ["waitlist"]);
  return rows.flatMap((row) => {
    const cadence = waitlistCadence(facts.get(row.school)?.facts ?? []);
    const moment = cadence ? waitlistReminderDue(row.happenedOn, cadence.days, now) : null;
    return moment ? [{ userId: row.userId, kind: "waitlist" as const, lead: "cadence" as const, school: row.school, subjectId: row.id, dueAt: moment }] : [];
  });
}

async function claimAndQueue(db: Database, queue: Queue, claim: Claim): Promise<number> {
  const [claimed] = await db.insert(seasonReminders).values(claim).onConflictDoNothing().returning({ id: seasonReminders.id });
  if (!claimed) return 0;
  await queueClaimed(
    () => queue.send({ kind: "season_reminder", userId: claim.userId, reminderId: claimed.id } satisfies SeasonReminderMessage),
    () => db.delete(seasonReminders).where(eq(seasonReminders.id, claimed.id)),
  );
  return 1;
}

/** A reminder dead-lettered gives its claim back to the next sweep. */
export function releaseSeasonReminderQuery(db: Database, message: SeasonReminderMessage) {
  return db.delete(seasonReminders).where(and(eq(seasonReminders.id, message.reminderId), eq(seasonReminders.userId, message.userId)));
}

/** For the admin's retry of a dead letter: the claim, when it is still there (nothing is sent without it). */
export function seasonReminderClaimQuery(db: Database, message: SeasonReminderMessage) {
  return db
    .select({ id: seasonReminders.id })
    .from(seasonReminders)
    .where(and(inArray(seasonReminders.id, [message.reminderId]), eq(seasonReminders.userId, message.userId)));
}
