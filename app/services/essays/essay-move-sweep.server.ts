import type { Database } from "../../../db/client";
import { usersWithEssaysInD1, usersWithEssaysInObject } from "./essay-texts.server";

// The hourly move of essays' newest texts (docs/scale.md step 3), in the direction ESSAY_STORE
// names. "object": a bounded batch of the applicants with a newest text still in D1 (those who
// have not saved since the move was built, and essays made in D1 since: a new school's drafts).
// "d1", the rollback: a bounded batch of the applicants whose newest texts are in their object,
// moved back. Each object moves its own applicant's essays, verified (essay-texts.server.ts); one
// that fails is logged and tried again next hour, its essays still read from where they are.

/** Applicants moved a run: a full applicant's essays are a few D1 batches. */
export const APPLICANTS_PER_RUN = 50;

type Moved = { essays: number };
export type EssayMover = { essayTexts: { move: () => Promise<Moved>; moveBack: () => Promise<Moved> } };

export async function sweepEssayMoves(db: Database, objectOf: (userId: string) => EssayMover, toward: "object" | "d1" = "object", limit = APPLICANTS_PER_RUN) {
  const result = { applicants: 0, essays: 0, failed: 0 };
  const applicants = toward === "object" ? await usersWithEssaysInD1(db, limit) : await usersWithEssaysInObject(db, limit);
  for (const userId of applicants) {
    try {
      const { essayTexts } = objectOf(userId);
      const moved = toward === "object" ? await essayTexts.move() : await essayTexts.moveBack();
      result.applicants += 1;
      result.essays += moved.essays;
    } catch (error) {
      result.failed += 1;
      console.error("essay move: an applicant's essays stay where they are for now", { userId, toward, error: String(error) });
    }
  }
  return result;
}
