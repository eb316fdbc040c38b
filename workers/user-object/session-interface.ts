import { z } from "zod";

// The calls about the user's sessions (docs/security.md, "The session check"), validated inside the
// object too: an RPC boundary is a boundary.
const sessionId = z.string().min(1).max(200);

export const sessionCheckSchema = z.object({ userId: z.string().min(1), sessionId });
export const sessionRememberSchema = z.object({ userId: z.string().min(1), sessionId, expiresAt: z.number().int().positive() });
export const sessionForgetSchema = z.object({ userId: z.string().min(1), sessionIds: z.array(sessionId).max(1_000) });

/** The user's live sessions, as the worker reaches them (client.ts: `userObject(id).sessions`). */
export type SessionsCapability = {
  /** True when the object knows the session as live; false means "not known here": ask D1's primary. */
  check: (sessionId: string) => Promise<boolean>;
  /** A session made, refreshed, or confirmed at D1's primary. */
  remember: (sessionId: string, expiresAt: Date) => Promise<void>;
  /** Sessions ended: the next check of any of them is refused here. */
  forget: (sessionIds: string[]) => Promise<{ removed: number }>;
};
