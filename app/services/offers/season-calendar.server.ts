import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { applicationSteps, offerItems, offers } from "../../../db/schema";
import type { CalendarEvent } from "~/domain/deadlines/calendar-ics";
import { seasonCalendarEvents } from "~/domain/standing/season-calendar";
import { calendarFor, opaqueEventUid } from "../deadlines/calendar-feeds.server";
import { readRoundDates } from "../catalogue/round-dates.server";
import { readSubmittedSchools } from "../standing/after-submit.server";
import { negotiationFollowUpsQuery, offerDeadlinesQuery, pendingInvitationsQuery } from "./season-reminder-subjects.server";

// The applicant's calendar with the season after Submit: their deadlines (the deadlines area's
// events) and, read as the reminders read them, each interview slot still waiting, each
// deposit's and award's deadline of an offer still standing, and each decision day of this
// cycle's catalogue (none from an older cycle), and each negotiation e-mail's follow-up day while
// no answer is recorded, every event saying where its date comes from.

/** The calendar file the download and the private subscription serve. */
export async function applicantCalendar(db: Database, userId: string, now: Date): Promise<string> {
  return calendarFor(db, userId, now, await seasonEvents(db, userId));
}

async function seasonEvents(db: Database, userId: string): Promise<CalendarEvent[]> {
  const [slots, items, followUps, schools] = await Promise.all([
    pendingInvitationsQuery(db, eq(applicationSteps.userId, userId)),
    offerDeadlinesQuery(db, and(eq(offerItems.userId, userId), isNotNull(offerItems.dueOn))),
    negotiationFollowUpsQuery(db, eq(offers.userId, userId)),
    readSubmittedSchools(db, userId),
  ]);
  const deciding = schools.filter((school) => school.decision.current?.date && !school.steps.some((step) => step.kind === "decision"));
  const catalogue = await readRoundDates(
    db,
    deciding.map((school) => school.school),
  );
  const events = seasonCalendarEvents({
    slots,
    items,
    followUps,
    decisionDays: deciding.map((school) => ({
      school: school.school,
      round: school.round,
      date: school.decision.current!,
      ownDomains: catalogue.get(school.school)?.ownDomains ?? [],
    })),
  });
  return Promise.all(events.map(async ({ key, event }) => ({ ...event, uid: await opaqueEventUid(userId, ...key) })));
}
