import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { applicationSteps, schoolSubmissions, userSchools } from "../../../db/schema";
import type { Decision } from "~/domain/standing/steps";

// Where each of the applicant's schools stands now, read from the standing steps
// (application_steps): the latest step of the latest submission. The season's pages (offers,
// waitlist, next rounds) start from it; every query names the user.

export type SchoolStanding = {
  school: string;
  submissionId: string;
  cycle: string;
  round: string;
  /** The latest step: a decision's row id and outcome, or null while no decision is recorded. */
  decisionStepId: string | null;
  decision: Decision | null;
  decidedOn: string | null;
};

/** The latest decision of each school the applicant submitted to (schools without one included, decision null). */
export async function standingsOf(db: Database, userId: string): Promise<SchoolStanding[]> {
  const [submissions, steps] = await db.batch([
    db
      .select({
        id: schoolSubmissions.id,
        school: schoolSubmissions.school,
        cycle: schoolSubmissions.cycle,
        round: schoolSubmissions.round,
        createdAt: schoolSubmissions.createdAt,
      })
      .from(schoolSubmissions)
      .innerJoin(userSchools, and(eq(userSchools.userId, schoolSubmissions.userId), eq(userSchools.school, schoolSubmissions.school)))
      .where(eq(schoolSubmissions.userId, userId))
      .orderBy(asc(schoolSubmissions.createdAt)),
    db
      .select({
        id: applicationSteps.id,
        submissionId: applicationSteps.submissionId,
        kind: applicationSteps.kind,
        decision: applicationSteps.decision,
        happenedOn: applicationSteps.happenedOn,
      })
      .from(applicationSteps)
      .where(eq(applicationSteps.userId, userId))
      .orderBy(asc(applicationSteps.seq)),
  ]);
  // The newest submission per school wins (a later cycle's reapplication).
  const latest = new Map<string, (typeof submissions)[number]>();
  for (const submission of submissions) latest.set(submission.school, submission);
  return [...latest.values()].map((submission) => {
    const last = steps.filter((step) => step.submissionId === submission.id).at(-1);
    const decided = last?.kind === "decision" ? last : null;
    return {
      school: submission.school,
      submissionId: submission.id,
      cycle: submission.cycle,
      round: submission.round,
      decisionStepId: decided?.id ?? null,
      decision: decided?.decision ?? null,
      decidedOn: decided?.happenedOn ?? null,
    };
  });
}

export type SchoolDecision = { found: false } | { found: true; standing: SchoolStanding | null };

/** One school's standing; not found when the school is not in the applicant's list (another user's school is the same 404). */
export async function standingOf(db: Database, userId: string, school: string): Promise<SchoolDecision> {
  const [owned] = await db
    .select({ school: userSchools.school })
    .from(userSchools)
    .where(and(eq(userSchools.userId, userId), eq(userSchools.school, school)));
  if (!owned) return { found: false };
  const standings = await standingsOf(db, userId);
  return { found: true, standing: standings.find((standing) => standing.school === school) ?? null };
}
