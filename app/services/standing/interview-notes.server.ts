import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { applicationSteps, interviewNotes } from "../../../db/schema";
import type { InterviewNotesView } from "~/domain/standing/page-data";
import { type Step, inOrder } from "~/domain/standing/steps";
import { reflectionDueAt, reflectionLength, reflectionRuleOf } from "~/domain/standing/interview-notes";
import { policyHeadline } from "~/domain/ai-policy/ai-policy";
import { coachingModeOf } from "~/domain/ai-policy/critique-only";
import { loadAiPolicy } from "../ai-policy/ai-policies.server";

// The applicant's own notes of each real interview: the private debrief and, where the school asks
// for one (HBS), the reflection with its deadline. Kept per "interviewed" step and gone with it;
// every query names the user, and a step that is not theirs (or not an interview) is not found.

export async function readInterviewNotes(db: Database, userId: string, school: string, steps: Step[]): Promise<InterviewNotesView[]> {
  const interviews = inOrder(steps).filter((step) => step.kind === "interviewed");
  if (interviews.length === 0) return [];
  const rule = reflectionRuleOf(school);
  const [rows, policy] = await Promise.all([
    db
      .select()
      .from(interviewNotes)
      .where(
        and(
          eq(interviewNotes.userId, userId),
          inArray(
            interviewNotes.interviewStepId,
            interviews.map((step) => step.id),
          ),
        ),
      ),
    rule ? loadAiPolicy(db, school) : Promise.resolve(null),
  ]);
  return interviews.map((step) => {
    const row = rows.find((note) => note.interviewStepId === step.id);
    const slotAt = steps.find((invitation) => invitation.id === step.invitationId)?.slotAt ?? null;
    const reflection = row?.reflection ?? "";
    return {
      stepId: step.id,
      happenedOn: step.happenedOn,
      questions: row?.questions ?? "",
      howItWent: row?.howItWent ?? "",
      reflection: rule
        ? {
            text: reflection,
            dueAt: slotAt ? reflectionDueAt(slotAt, rule).toISOString() : null,
            sources: rule.sources,
            length: reflectionLength(reflection, rule),
            coaching: reflectionCoaching(school, policy),
          }
        : null,
    };
  });
}

/** The school's AI policy as it bears on the reflection: Scout offers no help on it here, and would only critique where the school prohibits AI-written text. */
function reflectionCoaching(school: string, policy: Awaited<ReturnType<typeof loadAiPolicy>>): string {
  const mode = coachingModeOf(policy) === "critique-only" ? " Where it prohibits AI-written content, Scout may only critique, never write." : "";
  return `${school}'s AI policy: ${policyHeadline(policy)}.${mode} Scout neither writes nor critiques your reflection here: it is yours.`;
}

export type NotesChange = { questions: string; howItWent: string } | { reflection: string };
export type NotesOutcome = { ok: true } | { ok: false; reason: "not_found" | "no_reflection" };

/** Saves the debrief or the reflection of one of the user's own interviews at this school. */
export async function saveInterviewNotes(db: Database, userId: string, school: string, stepId: string, change: NotesChange): Promise<NotesOutcome> {
  const [step] = await db
    .select({ id: applicationSteps.id, school: applicationSteps.school })
    .from(applicationSteps)
    .where(
      and(eq(applicationSteps.id, stepId), eq(applicationSteps.userId, userId), eq(applicationSteps.school, school), eq(applicationSteps.kind, "interviewed")),
    );
  if (!step) return { ok: false, reason: "not_found" };
  if ("reflection" in change && !reflectionRuleOf(school)) return { ok: false, reason: "no_reflection" };
  await db
    .insert(interviewNotes)
    .values({ userId, interviewStepId: step.id, school: step.school, ...change })
    .onConflictDoUpdate({ target: interviewNotes.interviewStepId, set: { ...change, updatedAt: new Date() } });
  return { ok: true };
}
