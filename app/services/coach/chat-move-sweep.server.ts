import type { Database } from "../../../db/client";
import { usersWithChatInD1 } from "./chat-move.server";

// The hourly move of applicants' chat from D1 to their objects (docs/scale.md step 2): a bounded
// batch of the applicants who still have conversations in D1 (those who have not opened the chat
// since the move was built: the first chat call moves an applicant's chat itself). Each object
// moves its own applicant's rows, verified batch by batch (chat-move.server.ts); one that fails
// is logged and tried again next hour, its rows still in D1 and still read from there.

/** Applicants moved a run: a full applicant's chat is a few D1 batches. */
export const APPLICANTS_PER_RUN = 50;

export type ChatMover = { conversations: { move: () => Promise<{ conversations: number; messages: number }> } };

export async function sweepChatMoves(db: Database, objectOf: (userId: string) => ChatMover, limit = APPLICANTS_PER_RUN) {
  const result = { applicants: 0, conversations: 0, messages: 0, failed: 0 };
  for (const userId of await usersWithChatInD1(db, limit)) {
    try {
      const moved = await objectOf(userId).conversations.move();
      result.applicants += 1;
      result.conversations += moved.conversations;
      result.messages += moved.messages;
    } catch (error) {
      result.failed += 1;
      console.error("chat move: an applicant's chat stays in D1 for now", { userId, error: String(error) });
    }
  }
  return result;
}
