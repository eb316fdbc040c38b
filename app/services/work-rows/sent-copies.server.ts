import type { SubmissionSnapshot } from "~/domain/submissions/snapshot";
import type { WorkRows } from "./work-rows.server";

// What a school was sent (school_submissions' copy) is kept in the applicant's object as a work
// row (school_submission_snapshots). Every reader of a copy goes through here: the sent page and
// its exports, the interview's page and its interviewer, the waitlist letter's checks. Here, in
// the base area, since those readers sit on several floors (submissions, offers, interviews).

export type SentCopyRows = Pick<WorkRows, "getMany">;

/**
 * Each submission with the copy of what was sent: the object's, or the one an older release left
 * on the submission's row in D1 (not lifted yet: work-legacy.server.ts), so either store reads the
 * same. A request names at most a handful (one submission a school).
 */
export async function withSentCopies<T extends { id: string; snapshot: SubmissionSnapshot }>(rows: SentCopyRows, submissions: T[]): Promise<T[]> {
  if (submissions.length === 0) return submissions;
  const held = await rows.getMany(submissions.map((submission) => ["school_submission_snapshots", [submission.id]] as const));
  return submissions.map((submission, at) => ({ ...submission, snapshot: held[at]?.snapshot ?? submission.snapshot }));
}
