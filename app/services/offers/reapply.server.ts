import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { type CarriedEssay, catalogueEssays, catalogueSchools, essaySubmissions, schoolReapplications } from "../../../db/schema";
import { type EssayKind, isWrittenInScout } from "~/domain/catalogue/catalogue";
import { decide, expiredRefusal } from "~/domain/billing/entitlements";
import type { Decision } from "~/domain/standing/steps";
import { carriedVersionNote, cycleAfter, mayReapplyAfter } from "~/domain/standing/reapply";
import type { ReapplyView } from "~/domain/standing/page-data";
import { entitlementsToSpend } from "../billing/entitlements.server";
import { createVersion } from "../essays/essays.server";
import type { VersionBodyReader } from "../essays/version-bodies.server";
import { newQuestionDraft } from "../schools/schools.server";
import { type SchoolApplication, readSchoolApplication } from "../submissions/school-application.server";
import type { UserObjectForSubmit } from "../submissions/submissions.server";
import { type SchoolStanding, standingOf } from "./decisions.server";

// Applying to a school again in the next cycle, after its denial or a withdrawal: the school is
// recorded as a reapplication (school_reapplications), each of its essays with the applicant's
// words is carried over as a new version (the versions sent, the sent copy, the submission and its
// steps are never changed), and the school's question for reapplicants becomes the applicant's.

type Plan = {
  standing: SchoolStanding;
  /** The denial or withdrawal it follows. */
  decisionStepId: string;
  cycle: string;
  application: SchoolApplication;
  /** The cycle whose questions the essays stand against: the next one's when Scout has them. */
  questionsCycle: string;
  reapplicantQuestion: string | null;
  done: typeof schoolReapplications.$inferSelect | null;
};

type PlanRefusal = { ok: false; reason: "not_found" } | { ok: false; reason: "not_closed"; decision: Decision | null } | { ok: false; reason: "unknown_cycle" };

/** What reapplying would do (or did): read for the standing page and before the one step. */
async function planReapplication(db: Database, bodies: VersionBodyReader, userId: string, school: string): Promise<{ ok: true; plan: Plan } | PlanRefusal> {
  const found = await standingOf(db, userId, school);
  if (!found.found) return { ok: false, reason: "not_found" };
  const standing = found.standing;
  if (!standing?.decisionStepId || !mayReapplyAfter(standing.decision)) return { ok: false, reason: "not_closed", decision: standing?.decision ?? null };
  const cycle = cycleAfter(standing.cycle);
  if (!cycle) return { ok: false, reason: "unknown_cycle" };
  const [nextQuestions, done] = await db.batch([
    db
      .select({ title: catalogueEssays.title, kind: catalogueEssays.kind, audience: catalogueEssays.audience })
      .from(catalogueEssays)
      .innerJoin(catalogueSchools, eq(catalogueSchools.id, catalogueEssays.schoolId))
      .where(and(eq(catalogueSchools.name, school), eq(catalogueEssays.cycle, cycle), eq(catalogueEssays.status, "published")))
      .orderBy(asc(catalogueEssays.position)),
    db
      .select()
      .from(schoolReapplications)
      .where(and(eq(schoolReapplications.userId, userId), eq(schoolReapplications.school, school), eq(schoolReapplications.cycle, cycle))),
  ]);
  const application = await readSchoolApplication(db, bodies, userId, school);
  if (!application) return { ok: false, reason: "not_found" };
  // Next cycle's questions where operators have published them; else this cycle's, said so.
  const questions = nextQuestions.length ? nextQuestions.map((row) => ({ ...row, kind: row.kind as EssayKind })) : (application.catalogue?.essays ?? []);
  const questionsCycle = nextQuestions.length ? cycle : (application.catalogue?.cycle ?? standing.cycle);
  const reapplicant = questions.find((question) => question.audience === "reapplicants" && isWrittenInScout(question));
  return {
    ok: true,
    plan: {
      standing,
      decisionStepId: standing.decisionStepId,
      cycle,
      application,
      questionsCycle,
      reapplicantQuestion: reapplicant?.title ?? null,
      done: done[0] ?? null,
    },
  };
}

/** The standing page's part: null unless the school's latest decision is a denial or a withdrawal. */
export async function readReapplyView(db: Database, bodies: VersionBodyReader, userId: string, school: string): Promise<ReapplyView | null> {
  const planned = await planReapplication(db, bodies, userId, school);
  if (!planned.ok) return null;
  const { plan } = planned;
  const done = plan.done;
  return {
    fromCycle: plan.standing.cycle,
    cycle: plan.cycle,
    questionsCycle: done?.questionsCycle ?? plan.questionsCycle,
    reapplicantQuestion: done ? done.reapplicantQuestion : plan.reapplicantQuestion,
    toCarry: plan.application.essays.filter((essay) => essay.written).map((essay) => ({ title: essay.title, version: essay.version })),
    done: done ? { on: done.createdAt.toISOString(), carried: done.carried } : null,
  };
}

export type ReapplyOutcome =
  | { ok: true; cycle: string; carried: number; notCarried: string[]; reapplicantQuestion: string | null }
  | PlanRefusal
  | { ok: false; reason: "already"; cycle: string }
  | { ok: false; reason: "expired"; code: "plan_required" | "trial_expired" };

/** The one step: record the reapplication, carry each written essay over as a new version, and add the reapplicant question where it is missing. */
export async function reapplyNextCycle(db: Database, userObject: UserObjectForSubmit, userId: string, school: string): Promise<ReapplyOutcome> {
  const planned = await planReapplication(db, userObject.versionBodies, userId, school);
  if (!planned.ok) return planned;
  const { plan } = planned;
  if (plan.done) return { ok: false, reason: "already", cycle: plan.cycle };
  // New versions need a plan or a live trial: refused before anything is recorded (fails closed).
  const decision = decide(await entitlementsToSpend(db, userId), "new_version");
  if (!decision.allowed) return expiredRefusal(decision);
  // The row is claimed first: a second click (or tab) finds it and carries nothing twice.
  const [claimed] = await db
    .insert(schoolReapplications)
    .values({
      userId,
      school: plan.application.school,
      decisionStepId: plan.decisionStepId,
      cycle: plan.cycle,
      questionsCycle: plan.questionsCycle,
      carried: [],
      reapplicantQuestion: plan.reapplicantQuestion,
    })
    .onConflictDoNothing()
    .returning({ id: schoolReapplications.id });
  if (!claimed) return { ok: false, reason: "already", cycle: plan.cycle };
  const carried: CarriedEssay[] = [];
  // One that could not be carried (its limit reached since the check above) is named, never hidden.
  const notCarried: string[] = [];
  for (const essay of plan.application.essays.filter((one) => one.written)) {
    const next = await createVersion(db, userObject, userId, essay.id, carriedVersionNote(plan.application.school, plan.cycle, essay.version));
    if (next.ok) carried.push({ title: essay.title, essayId: next.essay.id, version: next.essay.version, fromEssayId: essay.id, fromVersion: essay.version });
    else notCarried.push(essay.title);
  }
  const title = plan.reapplicantQuestion;
  if (title && !plan.application.essays.some((essay) => essay.title === title))
    await db
      .insert(essaySubmissions)
      .values(newQuestionDraft(userId, plan.application.school, title))
      .onConflictDoNothing();
  await db
    .update(schoolReapplications)
    .set({ carried })
    .where(and(eq(schoolReapplications.id, claimed.id), eq(schoolReapplications.userId, userId)));
  return { ok: true, cycle: plan.cycle, carried: carried.length, notCarried, reapplicantQuestion: title };
}
