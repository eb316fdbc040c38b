import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { applicationSteps, interviewFormats, interviewSchoolFormats, schoolSubmissions, userSchools } from "../../../db/schema";
import type { RoundDatesView, StandingPage, StandingStep } from "~/domain/standing/page-data";
import { readRoundDate } from "~/domain/catalogue/round-dates";
import { schoolPageLink } from "~/domain/standing/school-page";
import { type SchoolRoundDates, readRoundDates } from "../catalogue/round-dates.server";
import { readInterviewNotes } from "./interview-notes.server";
import { slotCountdown } from "~/domain/standing/interview-notes";
import { type Step, type StepRefusal, type StepRequest, checkStep, inOrder, nextSteps, pendingInvitations, stageOf, stepTitle } from "~/domain/standing/steps";

// Where each of the applicant's applications stands after Submitted: reading one school's steps,
// recording the next one the rules allow, and taking back the latest. Every query names the user;
// a school not in their list is not found, whoever else has it.

type StepRow = typeof applicationSteps.$inferSelect;

const toStep = (row: StepRow): Step => ({
  id: row.id,
  seq: row.seq,
  kind: row.kind,
  decision: row.decision,
  happenedOn: row.happenedOn,
  slotAt: row.slotAt,
  slotZone: row.slotZone,
  format: row.format,
  interviewer: row.interviewer,
  invitationId: row.invitationId,
});

const toPageStep = (step: Step): StandingStep => ({
  id: step.id,
  kind: step.kind,
  title: stepTitle(step),
  decision: step.decision,
  happenedOn: step.happenedOn,
  slotAt: step.slotAt?.toISOString() ?? null,
  slotZone: step.slotZone,
  format: step.format,
  interviewer: step.interviewer,
});

type Standing = { submission: typeof schoolSubmissions.$inferSelect | null; steps: Step[] };

/** One of the user's schools: its latest submission and the steps after it; null when the school is not theirs. */
async function readStanding(db: Database, userId: string, school: string): Promise<Standing | null> {
  const [owned, submissions] = await db.batch([
    db
      .select({ school: userSchools.school })
      .from(userSchools)
      .where(and(eq(userSchools.userId, userId), eq(userSchools.school, school))),
    db
      .select()
      .from(schoolSubmissions)
      .where(and(eq(schoolSubmissions.userId, userId), eq(schoolSubmissions.school, school)))
      .orderBy(desc(schoolSubmissions.createdAt))
      .limit(1),
  ]);
  if (owned.length === 0) return null;
  const submission = submissions[0] ?? null;
  if (!submission) return { submission: null, steps: [] };
  const rows = await db
    .select()
    .from(applicationSteps)
    .where(and(eq(applicationSteps.userId, userId), eq(applicationSteps.submissionId, submission.id)))
    .orderBy(asc(applicationSteps.seq));
  return { submission, steps: rows.map(toStep) };
}

export async function readStandingPage(db: Database, userId: string, school: string, now = new Date()): Promise<StandingPage | null> {
  const standing = await readStanding(db, userId, school);
  if (!standing) return null;
  const { submission, steps } = standing;
  const [catalogue, preparation, interviews] = await Promise.all([
    submission ? readRoundDates(db, [school]).then((dates) => dates.get(school)) : undefined,
    db
      .select({
        formatId: interviewFormats.id,
        formatName: interviewFormats.name,
        kind: interviewFormats.kind,
        minutes: interviewFormats.minutes,
        note: interviewSchoolFormats.note,
        sources: interviewSchoolFormats.sources,
      })
      .from(interviewSchoolFormats)
      .innerJoin(interviewFormats, eq(interviewFormats.id, interviewSchoolFormats.formatId))
      .where(eq(interviewSchoolFormats.school, school)),
    readInterviewNotes(db, userId, school, steps),
  ]);
  return {
    school,
    preparation,
    ownDomains: catalogue?.ownDomains ?? [],
    dates: submission && catalogue ? roundDatesView(catalogue, submission.round) : null,
    submitted: submission ? { submittedOn: submission.submittedOn, round: submission.round, cycle: submission.cycle } : null,
    stage: stageOf(steps),
    steps: inOrder(steps).map(toPageStep),
    next: submission ? nextSteps(steps) : { invite: false, interview: false, decisions: [] },
    pending: pendingInvitations(steps).map(toPageStep),
    untilSlot: slotCountdown(pendingInvitations(steps)[0]?.slotAt ?? null, now),
    interviews,
  };
}

/** A step as a form gives it: an interview may leave out which invitation it answers (the soonest then). */
export type StepInput = Exclude<StepRequest, { kind: "interviewed" }> | { kind: "interviewed"; happenedOn: string; invitationId?: string | undefined };

export type RecordOutcome = { ok: true; stepId: string } | { ok: false; reason: "not_found" | "not_submitted" | "conflict" } | ({ ok: false } & StepRefusal);

export async function recordStep(db: Database, userId: string, school: string, input: StepInput, now = new Date()): Promise<RecordOutcome> {
  const standing = await readStanding(db, userId, school);
  if (!standing) return { ok: false, reason: "not_found" };
  const { submission, steps } = standing;
  if (!submission) return { ok: false, reason: "not_submitted" };
  const request: StepRequest =
    input.kind === "interviewed" ? { ...input, invitationId: input.invitationId || (pendingInvitations(steps)[0]?.id ?? "") } : input;
  const refusal = checkStep(submission.submittedOn, steps, request, now);
  if (refusal) return { ok: false, ...refusal };
  const seq = (inOrder(steps).at(-1)?.seq ?? 0) + 1;
  const [created] = await db
    .insert(applicationSteps)
    .values({
      userId,
      submissionId: submission.id,
      school: submission.school,
      seq,
      kind: request.kind,
      happenedOn: request.happenedOn,
      decision: request.kind === "decision" ? request.decision : null,
      slotAt: request.kind === "invited" ? request.slotAt : null,
      slotZone: request.kind === "invited" ? request.slotZone : null,
      format: request.kind === "invited" ? request.format : null,
      interviewer: request.kind === "invited" ? request.interviewer : null,
      invitationId: request.kind === "interviewed" ? request.invitationId : null,
    })
    .onConflictDoNothing()
    .returning({ id: applicationSteps.id });
  // Another tab recorded a step in between: its step stands, this one is refused rather than reordered.
  if (!created) return { ok: false, reason: "conflict" };
  return { ok: true, stepId: created.id };
}

export type RemoveOutcome = { ok: true } | { ok: false; reason: "not_found" | "not_latest" };

/** Takes back the latest step (a mistake); naming it guards against taking back one another tab just recorded. */
export async function removeLatestStep(db: Database, userId: string, school: string, stepId: string): Promise<RemoveOutcome> {
  const standing = await readStanding(db, userId, school);
  if (!standing || !standing.submission) return { ok: false, reason: "not_found" };
  const latest = inOrder(standing.steps).at(-1);
  if (!standing.steps.some((step) => step.id === stepId)) return { ok: false, reason: "not_found" };
  if (latest?.id !== stepId) return { ok: false, reason: "not_latest" };
  await db.delete(applicationSteps).where(and(eq(applicationSteps.id, stepId), eq(applicationSteps.userId, userId)));
  return { ok: true };
}

/** The catalogue's dates for the applicant's round, as the standing page and the dashboard show them. */
export function roundDatesView(catalogue: SchoolRoundDates, round: string): RoundDatesView {
  return {
    cycle: catalogue.cycle,
    round,
    ownDomains: catalogue.ownDomains,
    schoolPage: schoolPageLink(catalogue.school, catalogue.schoolPage),
    interview: readRoundDate(catalogue.dates, catalogue.cycle, round, "interview_invite"),
    decision: readRoundDate(catalogue.dates, catalogue.cycle, round, "decision"),
  };
}
