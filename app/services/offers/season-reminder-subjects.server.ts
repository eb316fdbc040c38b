import { type SQL, and, eq, exists, gt, isNotNull, isNull, notExists, or, sql } from "drizzle-orm";
import { type AnySQLiteColumn, alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../../../db/client";
import { applicationSteps, emailPreferences, offerItems, offers, userSchools } from "../../../db/schema";

// What the season's reminders are about, read one way for the sweep (every user, a window of
// time) and for the e-mail (one claim's subject, when it is written): an invitation still
// waiting for its interview, a deposit or award of an offer the applicant has not moved on
// from, a negotiation e-mail sent with no answer yet, and a waitlist not yet decided, each of a
// school still in their list. The calendar feed reads the same; the sweep adds
// that kind of e-mail not turned off (settingOn).

const later = alias(applicationSteps, "later_step");
const decisionStep = alias(applicationSteps, "decision_step");

/** That kind of e-mail not turned off (no preference row is the default: on); for the sweep's `where`. */
export const settingOn = (column: AnySQLiteColumn) => or(isNull(emailPreferences.userId), eq(column, true));

const inList = (userId: AnySQLiteColumn, school: AnySQLiteColumn) =>
  exists(sql`(select 1 from ${userSchools} where ${userSchools.userId} = ${userId} and ${userSchools.school} = ${school})`);

/** Invitations (with their slot) not answered by an interview, with no decision recorded after them. */
export function pendingInvitationsQuery(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: applicationSteps.id,
      userId: applicationSteps.userId,
      school: applicationSteps.school,
      slotAt: applicationSteps.slotAt,
      slotZone: applicationSteps.slotZone,
      format: applicationSteps.format,
      interviewer: applicationSteps.interviewer,
    })
    .from(applicationSteps)
    .leftJoin(emailPreferences, eq(emailPreferences.userId, applicationSteps.userId))
    .where(
      and(
        eq(applicationSteps.kind, "invited"),
        isNotNull(applicationSteps.slotAt),
        isNotNull(applicationSteps.slotZone),
        inList(applicationSteps.userId, applicationSteps.school),
        notExists(
          db
            .select({ one: sql`1` })
            .from(later)
            .where(
              and(
                eq(later.submissionId, applicationSteps.submissionId),
                or(eq(later.invitationId, applicationSteps.id), and(eq(later.kind, "decision"), gt(later.seq, applicationSteps.seq))),
              ),
            ),
        ),
        where,
      ),
    );
}

/** Waitlisted decisions still the latest step of their submission, of a school still in the list. */
export function waitlistedStepsQuery(db: Database, where: SQL | undefined) {
  return db
    .select({ id: applicationSteps.id, userId: applicationSteps.userId, school: applicationSteps.school, happenedOn: applicationSteps.happenedOn })
    .from(applicationSteps)
    .leftJoin(emailPreferences, eq(emailPreferences.userId, applicationSteps.userId))
    .where(
      and(
        eq(applicationSteps.kind, "decision"),
        eq(applicationSteps.decision, "waitlisted"),
        inList(applicationSteps.userId, applicationSteps.school),
        notExists(
          db
            .select({ one: sql`1` })
            .from(later)
            .where(and(eq(later.submissionId, applicationSteps.submissionId), gt(later.seq, applicationSteps.seq))),
        ),
        where,
      ),
    );
}

/** Deposits and awards with a deadline, of an admit that is still the school's latest step. */
export function offerDeadlinesQuery(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: offerItems.id,
      userId: offerItems.userId,
      school: offers.school,
      kind: offerItems.kind,
      name: offerItems.name,
      amountMinor: offerItems.amountMinor,
      currency: offerItems.currency,
      dueOn: offerItems.dueOn,
      refundable: offerItems.refundable,
    })
    .from(offerItems)
    .innerJoin(offers, and(eq(offers.id, offerItems.offerId), eq(offers.userId, offerItems.userId)))
    .innerJoin(decisionStep, and(eq(decisionStep.id, offers.decisionStepId), eq(decisionStep.userId, offers.userId)))
    .leftJoin(emailPreferences, eq(emailPreferences.userId, offerItems.userId))
    .where(
      and(
        isNotNull(offerItems.dueOn),
        inList(offerItems.userId, offers.school),
        notExists(
          db
            .select({ one: sql`1` })
            .from(later)
            .where(and(eq(later.submissionId, decisionStep.submissionId), gt(later.seq, decisionStep.seq))),
        ),
        where,
      ),
    );
}

/** Negotiation e-mails recorded as sent with no answer recorded, of an admit that is still the school's latest step. */
export function negotiationFollowUpsQuery(db: Database, where: SQL | undefined) {
  return db
    .select({ id: offers.id, userId: offers.userId, school: offers.school, sentOn: offers.negotiationSentOn })
    .from(offers)
    .innerJoin(decisionStep, and(eq(decisionStep.id, offers.decisionStepId), eq(decisionStep.userId, offers.userId)))
    .leftJoin(emailPreferences, eq(emailPreferences.userId, offers.userId))
    .where(
      and(
        isNotNull(offers.negotiationSentOn),
        isNull(offers.negotiationAnsweredOn),
        inList(offers.userId, offers.school),
        notExists(
          db
            .select({ one: sql`1` })
            .from(later)
            .where(and(eq(later.submissionId, decisionStep.submissionId), gt(later.seq, decisionStep.seq))),
        ),
        where,
      ),
    );
}
