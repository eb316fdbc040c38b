import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { schoolSubmissions, waitlistLetters } from "../../../db/schema";
import { checkLetter, letterWords } from "~/domain/offers/letter-news";
import { type WaitlistPage, waitlistCadence, waitlistRule } from "~/domain/offers/waitlist";
import { snapshotText } from "~/domain/submissions/snapshot";
import { standingOf } from "./decisions.server";
import { seasonFactsOf } from "./season-facts.server";
import { emailPreferenceQuery, emailSettingOn } from "../platform/email-preferences.server";
import { type SentCopyRows, withSentCopies } from "../work-rows/sent-copies.server";

// A waitlisted school: its rules from the catalogue, and the applicant's letter, read paragraph
// by paragraph against the copy of what was sent (withSentCopies: the applicant's object). The letter is the
// applicant's own words: Scout stores and reads it, and never writes in it.

export async function readWaitlistPage(db: Database, rows: SentCopyRows, userId: string, school: string): Promise<WaitlistPage | null> {
  const found = await standingOf(db, userId, school);
  if (!found.found) return null;
  const standing = found.standing;
  const [facts, letters, sent, preferences] = await Promise.all([
    seasonFactsOf(db, [school], ["waitlist"]),
    standing?.decisionStepId
      ? db
          .select()
          .from(waitlistLetters)
          .where(and(eq(waitlistLetters.userId, userId), eq(waitlistLetters.decisionStepId, standing.decisionStepId)))
      : Promise.resolve([]),
    standing
      ? db
          .select()
          .from(schoolSubmissions)
          .where(and(eq(schoolSubmissions.userId, userId), eq(schoolSubmissions.id, standing.submissionId)))
      : Promise.resolve([]),
    emailPreferenceQuery(db, userId),
  ]);
  const schoolFacts = facts.get(school)!;
  const [submission] = await withSentCopies(rows, sent);
  const sentText = submission ? snapshotText(school, submission, submission.snapshot) : "";
  const letter = letters[0];
  const rule = waitlistRule(schoolFacts.facts);
  return {
    school,
    decision: standing?.decision ?? null,
    cycle: schoolFacts.cycle,
    page: schoolFacts.page,
    facts: schoolFacts.facts,
    rule,
    wordLimit: schoolFacts.facts.find((fact) => fact.wordLimit !== null)?.wordLimit ?? null,
    reminders: { cadence: waitlistCadence(schoolFacts.facts), on: emailSettingOn(preferences, "waitlistReminders") },
    letter: letter ? { body: letter.body, sentOn: letter.sentOn, words: letterWords(letter.body), checks: checkLetter(letter.body, sentText) } : null,
    hasSnapshot: Boolean(submission),
  };
}

export type LetterOutcome = { ok: true } | { ok: false; reason: "not_found" } | { ok: false; reason: "refused"; field: string | null; message: string };

/** Saves the letter (or the day it was sent) while the school's latest decision is Waitlisted and the school takes updates. */
export async function saveLetter(
  db: Database,
  userId: string,
  school: string,
  change: { body: string } | { sentOn: string },
  today: string,
): Promise<LetterOutcome> {
  const found = await standingOf(db, userId, school);
  if (!found.found) return { ok: false, reason: "not_found" };
  const standing = found.standing;
  if (!standing?.decisionStepId || standing.decision !== "waitlisted")
    return {
      ok: false,
      reason: "refused",
      field: null,
      message: `${school} has not waitlisted you, as far as Scout knows: record Waitlisted on its standing page first.`,
    };
  const facts = await seasonFactsOf(db, [school], ["waitlist"]);
  const rule = waitlistRule(facts.get(school)!.facts);
  if (rule.kind === "nothing")
    return { ok: false, reason: "refused", field: null, message: `${school} says it accepts no additional materials from waitlisted applicants.` };
  if ("sentOn" in change) {
    if (change.sentOn > today)
      return { ok: false, reason: "refused", field: "sentOn", message: "That day is still to come: record the letter once it is sent." };
    if (standing.decidedOn && change.sentOn < standing.decidedOn)
      return { ok: false, reason: "refused", field: "sentOn", message: "That day is before you were waitlisted." };
  }
  const values = "body" in change ? { body: change.body } : { sentOn: change.sentOn };
  await db
    .insert(waitlistLetters)
    .values({ userId, decisionStepId: standing.decisionStepId, school, ...values })
    .onConflictDoUpdate({ target: waitlistLetters.decisionStepId, set: { ...values, updatedAt: new Date() }, setWhere: eq(waitlistLetters.userId, userId) });
  return { ok: true };
}
