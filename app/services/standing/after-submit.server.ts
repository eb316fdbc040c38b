import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { applicationSteps, schoolSubmissions, userSchools } from "../../../db/schema";
import { readRoundDate } from "~/domain/catalogue/round-dates";
import type { Step } from "~/domain/standing/steps";
import { type NextForSchool, type SchoolAfterSubmit, whatsNext } from "~/domain/standing/whats-next";
import { readRoundDates } from "../catalogue/round-dates.server";

// Every submitted school of one applicant with its steps and the catalogue's decision date for
// its round: what the dashboard shows next, and what the reminder sweep checks.

/** The latest submission of each of the user's schools still in their list, with its steps. */
export async function readSubmittedSchools(db: Database, userId: string): Promise<SchoolAfterSubmit[]> {
  const [submissions, steps] = await db.batch([
    db
      .select({ id: schoolSubmissions.id, school: schoolSubmissions.school, round: schoolSubmissions.round, createdAt: schoolSubmissions.createdAt })
      .from(schoolSubmissions)
      .innerJoin(userSchools, and(eq(userSchools.userId, schoolSubmissions.userId), eq(userSchools.school, schoolSubmissions.school)))
      .where(eq(schoolSubmissions.userId, userId)),
    db.select().from(applicationSteps).where(eq(applicationSteps.userId, userId)),
  ]);
  const latest = new Map<string, (typeof submissions)[number]>();
  for (const row of submissions) if ((latest.get(row.school)?.createdAt ?? 0) < row.createdAt) latest.set(row.school, row);
  const catalogue = await readRoundDates(db, [...latest.keys()]);
  return [...latest.values()].map((submission) => {
    const own = steps.filter((step) => step.submissionId === submission.id);
    const dates = catalogue.get(submission.school);
    return {
      school: submission.school,
      round: submission.round,
      steps: own satisfies Step[],
      decision: dates ? readRoundDate(dates.dates, dates.cycle, submission.round, "decision") : { current: null, past: null },
    };
  });
}

export async function readWhatsNext(db: Database, userId: string, now = new Date()): Promise<NextForSchool[]> {
  return whatsNext(await readSubmittedSchools(db, userId), now);
}
