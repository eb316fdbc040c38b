import type { Database } from "../../../db/client";
import { usersWithChatInD1, usersWithChatInObject } from "./chat-move.server";

// The hourly move of applicants' chat (docs/scale.md step 2), in the direction the CHAT_STORE
// setting names. "object": a bounded batch of the applicants who still have conversations in D1
// (those who have not opened the chat since the move was built: the first chat call moves an
// applicant's chat itself). "d1", the rollback: a bounded batch of the applicants whose chat is in
// their object (chat_moves), moved back. Each object moves its own applicant's rows, verified
// (chat-move.server.ts); one that fails is logged and tried again next hour, its chat still
// answered from where it is.

/** Applicants moved a run: a full applicant's chat is a few D1 batches. */
export const APPLICANTS_PER_RUN = 50;

type Moved = { conversations: number; messages: number };
export type ChatMover = { conversations: { move: () => Promise<Moved>; moveBack: () => Promise<Moved> } };

export async function sweepChatMoves(db: Database, objectOf: (userId: string) => ChatMover, toward: "object" | "d1" = "object", limit = APPLICANTS_PER_RUN) {
  const result = { applicants: 0, conversations: 0, messages: 0, failed: 0 };
  const applicants = toward === "object" ? await usersWithChatInD1(db, limit) : await usersWithChatInObject(db, limit);
  for (const userId of applicants) {
    try {
      const { conversations } = objectOf(userId);
      const moved = toward === "object" ? await conversations.move() : await conversations.moveBack();
      result.applicants += 1;
      result.conversations += moved.conversations;
      result.messages += moved.messages;
    } catch (error) {
      result.failed += 1;
      console.error("chat move: an applicant's chat stays where it is for now", { userId, toward, error: String(error) });
    }
  }
  return result;
}
