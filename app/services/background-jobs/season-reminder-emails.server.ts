import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { applicationSteps, offerItems, offers, seasonReminders, user } from "../../../db/schema";
import { citationOf, citationText } from "~/domain/catalogue/sources";
import type { SeasonReminderMessage } from "~/domain/platform/email-message";
import type { EmailSettingKey } from "~/domain/platform/email-settings";
import {
  decisionDayReminderText,
  interviewReminderText,
  negotiationFollowUpText,
  offerDeadlineReminderText,
  waitlistReminderText,
} from "~/domain/standing/season-reminder-text";
import {
  type SeasonReminderKind,
  deadlineReminderDue,
  followUpDue,
  followUpOn,
  interviewReminderDue,
  waitlistReminderDue,
} from "~/domain/standing/season-reminders";
import { ageLabel, ownerLabel } from "~/domain/offers/offer-types";
import { waitlistCadence } from "~/domain/offers/waitlist";
import { emailPreferenceQuery, emailSettingOn, unsubscribeHeaders, unsubscribeUrl } from "../platform/email-preferences.server";
import type { Email } from "../platform/mailer.server";
import { readRoundDates } from "../catalogue/round-dates.server";
import { negotiationFollowUpsQuery, offerDeadlinesQuery, pendingInvitationsQuery, waitlistedStepsQuery } from "../offers/season-reminder-subjects.server";
import { seasonFactsOf } from "../offers/season-facts.server";
import { decisionDayClaim } from "../offers/season-reminders.server";
import { readSubmittedSchools } from "../standing/after-submit.server";

// A queued season reminder as it reads now: the claim, the user and their setting are read
// again, then its subject the way the sweep read it (an invitation still waiting, an offer's
// deadline, a decision day with no decision, a negotiation e-mail with no answer), and the mail is written only while the claim is
// still the one due (same moment, same lead). A step taken back, a slot passed or moved, a
// setting turned off: nothing is sent.

type Deps = { db: Database; appUrl: string; secret: string };
type Links = { account: string; unsubscribe: string };
type Claim = typeof seasonReminders.$inferSelect;

const settingOf: Record<SeasonReminderKind, EmailSettingKey> = {
  interview: "interviewReminders",
  deposit: "depositReminders",
  award: "awardReminders",
  decision_day: "decisionDayReminders",
  negotiation: "negotiationFollowUps",
  waitlist: "waitlistReminders",
};

export async function seasonReminderEmail({ db, appUrl, secret }: Deps, message: SeasonReminderMessage, now: Date): Promise<Email | null> {
  const [claims, recipients, preferences] = await db.batch([
    db
      .select()
      .from(seasonReminders)
      .where(and(eq(seasonReminders.id, message.reminderId), eq(seasonReminders.userId, message.userId))),
    db.select({ email: user.email }).from(user).where(eq(user.id, message.userId)),
    emailPreferenceQuery(db, message.userId),
  ]);
  const claim = claims[0];
  if (!claim || !recipients[0] || !emailSettingOn(preferences, settingOf[claim.kind])) return null;
  const setting = settingOf[claim.kind];
  const links = { account: new URL("/account", appUrl).toString(), unsubscribe: await unsubscribeUrl(appUrl, secret, message.userId, setting) };
  const mail = await composeFor(db, claim, now, appUrl, links);
  if (!mail) return null;
  return { to: recipients[0].email, userId: message.userId, headers: await unsubscribeHeaders(appUrl, secret, message.userId, setting), ...mail };
}

async function composeFor(db: Database, claim: Claim, now: Date, appUrl: string, links: Links) {
  const standingPage = new URL(`/app/standing/${encodeURIComponent(claim.school)}`, appUrl).toString();
  if (claim.kind === "interview") {
    const [step] = await pendingInvitationsQuery(db, and(eq(applicationSteps.id, claim.subjectId), eq(applicationSteps.userId, claim.userId)));
    if (!step?.slotAt || !step.slotZone || step.slotAt.getTime() !== claim.dueAt.getTime()) return null;
    const lead = interviewReminderDue(step.slotAt, now);
    if (lead !== claim.lead) return null;
    return interviewReminderText({ ...step, slotAt: step.slotAt, slotZone: step.slotZone, lead, now, links: { page: standingPage, ...links } });
  }
  if (claim.kind === "deposit" || claim.kind === "award") {
    const [item] = await offerDeadlinesQuery(db, and(eq(offerItems.id, claim.subjectId), eq(offerItems.userId, claim.userId)));
    if (!item?.dueOn || item.kind !== claim.kind || `${item.dueOn}T00:00:00.000Z` !== claim.dueAt.toISOString()) return null;
    if (deadlineReminderDue(item.dueOn, now) !== claim.lead) return null;
    return offerDeadlineReminderText({
      ...item,
      kind: item.kind,
      dueOn: item.dueOn,
      now,
      links: { page: new URL("/app/offers", appUrl).toString(), ...links },
    });
  }
  if (claim.kind === "negotiation") {
    // An answer recorded, the e-mail marked sent on another day, or the admit taken back: nothing.
    const [offer] = await negotiationFollowUpsQuery(db, and(eq(offers.id, claim.subjectId), eq(offers.userId, claim.userId)));
    if (!offer?.sentOn || `${followUpOn(offer.sentOn)}T00:00:00.000Z` !== claim.dueAt.toISOString() || !followUpDue(offer.sentOn, now)) return null;
    return negotiationFollowUpText({ school: offer.school, sentOn: offer.sentOn, links: { page: new URL("/app/offers", appUrl).toString(), ...links } });
  }
  if (claim.kind === "waitlist")
    return waitlistFor(db, claim, now, { page: new URL(`/app/waitlist/${encodeURIComponent(claim.school)}`, appUrl).toString(), ...links });
  const entry = (await readSubmittedSchools(db, claim.userId)).find((school) => school.school === claim.school);
  const still = entry ? decisionDayClaim(claim.userId, entry, now) : null;
  const current = entry?.decision.current;
  if (!entry || !still || !current?.date || still.subjectId !== claim.subjectId || still.dueAt.getTime() !== claim.dueAt.getTime()) return null;
  const dates = (await readRoundDates(db, [claim.school])).get(claim.school);
  const source = citationText(citationOf(current.sources, dates?.ownDomains ?? [], null)) ?? "Scout's catalogue (no page named)";
  return decisionDayReminderText({
    school: claim.school,
    round: entry.round,
    decisionOn: current.date,
    cycle: current.cycle,
    source,
    links: { page: standingPage, ...links },
  });
}

/** Still waitlisted (the latest step), the school's cadence unchanged and this moment still the one due. */
async function waitlistFor(db: Database, claim: Claim, now: Date, links: Links & { page: string }) {
  const [step] = await waitlistedStepsQuery(db, and(eq(applicationSteps.id, claim.subjectId), eq(applicationSteps.userId, claim.userId)));
  if (!step) return null;
  const facts = (await seasonFactsOf(db, [step.school], ["waitlist"])).get(step.school);
  const cadence = waitlistCadence(facts?.facts ?? []);
  const moment = cadence ? waitlistReminderDue(step.happenedOn, cadence.days, now) : null;
  if (!cadence || !moment || moment.getTime() !== claim.dueAt.getTime()) return null;
  const takes = facts!.facts.find((fact) => fact.topic === "waitlist" && fact.acceptsUpdates === "yes");
  return waitlistReminderText({
    school: step.school,
    waitlistedOn: step.happenedOn,
    cadenceDays: cadence.days,
    source: `${ownerLabel(cadence.fact.sourceOwner)}, ${ageLabel(cadence.fact.cycle, facts!.cycle)}`,
    sourceUrl: cadence.fact.sourceUrl,
    takesUpdates: takes ? "yes" : null,
    updatesWhen: takes?.updatesWhen ?? cadence.fact.updatesWhen,
    now,
    links,
  });
}
