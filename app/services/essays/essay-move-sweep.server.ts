import type { Database } from "../../../db/client";
import { APPLICANTS_PER_RUN, type StoreMoves, sweepMoves } from "../platform/move-sweep.server";
import { usersWithEssaysInD1, usersWithEssaysInObject } from "./essay-texts.server";

// The hourly move of essays' newest texts (docs/scale.md step 3), in the direction ESSAY_STORE
// names. "object": a bounded batch of the applicants with a newest text still in D1 (those who
// have not saved since the move was built, and essays made in D1 since: a new school's drafts).
// "d1", the rollback: a bounded batch of the applicants whose newest texts are in their object,
// moved back. Each object moves its own applicant's essays, verified (essay-texts.server.ts); the
// run itself is every store's (platform/move-sweep.server.ts).

export type EssayMover = { essayTexts: StoreMoves<{ essays: number }> };

export async function sweepEssayMoves(db: Database, objectOf: (userId: string) => EssayMover, toward: "object" | "d1" = "object", limit = APPLICANTS_PER_RUN) {
  const applicants = toward === "object" ? await usersWithEssaysInD1(db, limit) : await usersWithEssaysInObject(db, limit);
  return sweepMoves(
    applicants,
    (userId) => objectOf(userId).essayTexts,
    toward,
    { essays: 0 },
    "essay move: an applicant's essays stay where they are for now",
  );
}
