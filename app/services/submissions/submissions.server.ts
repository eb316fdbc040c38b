import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { schoolSubmissions } from "../../../db/schema";
import type { UsageCounter } from "~/domain/billing/usage-limits";
import { SNAPSHOT_KEPT_APART, type SentAnswer, type SubmissionSnapshot, canUndo } from "~/domain/submissions/snapshot";
import type { WorkRows } from "../work-rows/work-rows.server";
import { createVersion, setEssayStatus } from "../essays/essays.server";
import type { VersionBodyStore } from "../essays/version-bodies.server";
import type { EssayAdopter } from "../essays/essay-texts.server";
import { readProfile } from "../profile/profile.server";
import { acceptedTestsQuery } from "../applications/checklist.server";
import { scoresQuery } from "../applications/test-scores.server";
import { profileFields, scoresForSchool } from "~/domain/submissions/profile-fields";
import { type SchoolApplication, type SchoolEssayToSend, readSchoolApplication } from "./school-application.server";

// Marking a school submitted, and undoing it within a day. The snapshot is a copy of what was
// sent; each essay sent then gets a next version to edit, so the version the school has stays in
// the essay's history exactly as sent (older versions are read only: docs/product-rules.md §7a).
// The copy is kept in the applicant's object (a work row, school_submission_snapshots); D1's row
// holds the submission and, in its NOT NULL column, the empty marker (SNAPSHOT_KEPT_APART).

type SentCopyWriter = Pick<WorkRows, "put" | "remove">;
export type UserObjectForSubmit = { usage: UsageCounter; versionBodies: VersionBodyStore; essayTexts: EssayAdopter; workRows: SentCopyWriter };

export type SubmitInput = { round: string; submittedOn: string; disclosure: string | null };

export type SubmitOutcome = { ok: true; submissionId: string } | { ok: false; reason: "not_found" | "already_submitted" | "unknown_round" | "nothing_written" };

/** The copy of what the school receives, from the same read the Ready page checks. */
export function snapshotOf(application: SchoolApplication, input: Pick<SubmitInput, "disclosure"> & { answers: SentAnswer[] }): SubmissionSnapshot {
  return {
    essays: application.essays
      .filter((essay) => essay.written)
      .map((essay) => ({ essayId: essay.id, version: essay.version, title: essay.title, prompt: essay.prompt, limit: essay.limit, text: essay.text })),
    answers: input.answers,
    disclosure: input.disclosure?.trim() ? input.disclosure.trim() : null,
  };
}

export async function submitSchool(db: Database, userObject: UserObjectForSubmit, userId: string, school: string, input: SubmitInput): Promise<SubmitOutcome> {
  const application = await readSchoolApplication(db, userObject.versionBodies, userId, school);
  if (!application) return { ok: false, reason: "not_found" };
  if (application.submission?.cycle === application.cycle) return { ok: false, reason: "already_submitted" };
  if (!application.rounds.includes(input.round)) return { ok: false, reason: "unknown_round" };
  const [profile, [allScores, accepted]] = await Promise.all([
    readProfile(db, userId),
    db.batch([scoresQuery(db, userId), acceptedTestsQuery(db, application.school)]),
  ]);
  const { sent: scores } = scoresForSchool(allScores, accepted);
  const answers = profileFields(profile, scores).map((field) => ({ label: field.label, answer: field.text }));
  const snapshot = snapshotOf(application, { ...input, answers });
  if (snapshot.essays.length === 0 && snapshot.answers.length === 0) return { ok: false, reason: "nothing_written" };
  const [created] = await db
    .insert(schoolSubmissions)
    .values({ userId, school: application.school, cycle: application.cycle, round: input.round, submittedOn: input.submittedOn, snapshot: SNAPSHOT_KEPT_APART })
    .onConflictDoNothing()
    .returning({ id: schoolSubmissions.id });
  // Two tabs marking it at once: the first one's snapshot stands.
  if (!created) return { ok: false, reason: "already_submitted" };
  await keepSentCopy(db, userObject.workRows, userId, created.id, snapshot);
  for (const sent of application.essays.filter((essay) => essay.written)) await startVersionAfterSending(db, userObject, userId, application.school, sent);
  return { ok: true, submissionId: created.id };
}

/**
 * The copy goes to the object after D1's row (before the move, and after a rollback, the object
 * writes it to D1's table, whose foreign key needs the row). Not kept: the school is not marked
 * submitted either, so the applicant can mark it again rather than hold a submission with no copy.
 */
async function keepSentCopy(db: Database, rows: SentCopyWriter, userId: string, submissionId: string, snapshot: SubmissionSnapshot) {
  try {
    await rows.put("school_submission_snapshots", [{ submissionId, userId, snapshot }]);
  } catch (error) {
    await db.delete(schoolSubmissions).where(and(eq(schoolSubmissions.id, submissionId), eq(schoolSubmissions.userId, userId)));
    throw error;
  }
}

/**
 * A copy of the sent version becomes the newest, with the sent one's status (the school's progress
 * does not drop), so an edit never reaches the version the school has. Without a plan or trial no
 * version can be made: the snapshot still holds the text as sent, which is what is opened later.
 */
async function startVersionAfterSending(db: Database, userObject: UserObjectForSubmit, userId: string, school: string, sent: SchoolEssayToSend) {
  const next = await createVersion(db, userObject, userId, sent.id, `Edits after submitting to ${school}; the version sent stays as it was`);
  if (next.ok && sent.status !== "draft") await setEssayStatus(db, userId, next.essay.id, sent.status);
}

export type UndoOutcome = { ok: true } | { ok: false; reason: "not_found" | "too_late" };

/** Takes back a Submitted marked by mistake, within a day; the versions made stay (they hold the same text). */
export async function undoSubmission(db: Database, rows: SentCopyWriter, userId: string, school: string, now = new Date()): Promise<UndoOutcome> {
  const [row] = await db
    .select({ id: schoolSubmissions.id, createdAt: schoolSubmissions.createdAt })
    .from(schoolSubmissions)
    .where(and(eq(schoolSubmissions.userId, userId), eq(schoolSubmissions.school, school)))
    .orderBy(desc(schoolSubmissions.createdAt))
    .limit(1);
  if (!row) return { ok: false, reason: "not_found" };
  if (!canUndo(row.createdAt, now)) return { ok: false, reason: "too_late" };
  await db.delete(schoolSubmissions).where(and(eq(schoolSubmissions.id, row.id), eq(schoolSubmissions.userId, userId)));
  await forgetSentCopy(rows, userId, row.id);
  return { ok: true };
}

/**
 * The undone submission's copy goes from the object too (D1's foreign key removes one kept there).
 * Not done: logged; it names a submission that no longer exists, which no page opens, a move back
 * leaves out, and which goes with the account.
 */
async function forgetSentCopy(rows: SentCopyWriter, userId: string, submissionId: string) {
  try {
    await rows.remove("school_submission_snapshots", [[submissionId]]);
  } catch (error) {
    console.error("submissions: an undone submission's copy not forgotten in the user's object", { userId, error: String(error) });
  }
}

/** The latest submission of one of the user's schools, or null (none, or not their school). */
export async function readSubmission(db: Database, userId: string, school: string) {
  const [row] = await db
    .select()
    .from(schoolSubmissions)
    .where(and(eq(schoolSubmissions.userId, userId), eq(schoolSubmissions.school, school)))
    .orderBy(desc(schoolSubmissions.createdAt))
    .limit(1);
  return row ?? null;
}
