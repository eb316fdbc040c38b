import { z } from "zod";

// Calls about the object as a whole, validated inside it too: an RPC boundary is a boundary.
export const ownerSchema = z.object({ userId: z.string().min(1) });

/** The user's object as a whole (client.ts: `userObject(id).account`). */
export type AccountCapability = {
  /** Account deletion: closes every chat socket, hangs up voice calls, forgets everything held. */
  erase: () => Promise<void>;
  /** A new account, as it is made: its writing starts in the object, with nothing to move from D1. */
  start: () => Promise<void>;
};
