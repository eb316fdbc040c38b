import type { Database } from "../../../db/client";
import { APPLICANTS_PER_RUN, type StoreMoves, sweepMoves } from "../platform/move-sweep.server";
import { usersWithChatInD1, usersWithChatInObject } from "./chat-move.server";

// The hourly move of applicants' chat (docs/scale.md step 2), in the direction the CHAT_STORE
// setting names. "object": a bounded batch of the applicants who still have conversations in D1
// (those who have not opened the chat since the move was built: the first chat call moves an
// applicant's chat itself). "d1", the rollback: a bounded batch of the applicants whose chat is in
// their object (chat_moves), moved back. Each object moves its own applicant's rows, verified
// (chat-move.server.ts); the run itself is every store's (platform/move-sweep.server.ts).

export type ChatMover = { conversations: StoreMoves<{ conversations: number; messages: number }> };

export async function sweepChatMoves(db: Database, objectOf: (userId: string) => ChatMover, toward: "object" | "d1" = "object", limit = APPLICANTS_PER_RUN) {
  const applicants = toward === "object" ? await usersWithChatInD1(db, limit) : await usersWithChatInObject(db, limit);
  return sweepMoves(
    applicants,
    (userId) => objectOf(userId).conversations,
    toward,
    { conversations: 0, messages: 0 },
    "chat move: an applicant's chat stays where it is for now",
  );
}
