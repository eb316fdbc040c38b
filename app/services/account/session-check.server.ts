import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { session } from "../../../db/schema";

// The session check (docs/security.md, "The session check"). Who is signed in comes from
// better-auth's cookie cache: the session and its user, signed with the auth secret, read with no
// database at all. Whether that session is still live is the user's object's answer (one call, to
// where the object lives: near its user), since every session better-auth ends is forgotten there
// as D1 deletes its row. A session the object does not know (made before it kept sessions, or an
// object erased with its account) is looked up at D1's primary, never at a replica, which may not
// have seen an ending yet; once found there, the object keeps it. So a page or a save costs no
// round trip to the primary, and an ending takes effect on the next request.

/** The user's object as the session check uses it (workers/user-object/client.ts: `sessions`). */
export type LiveSessions = {
  check: (sessionId: string) => Promise<boolean>;
  remember: (sessionId: string, expiresAt: Date) => Promise<void>;
};

export type FoundSession = { session: { id: string }; user: { id: string } };

export type SessionCheckDeps = {
  /** The signed-in user's object. */
  liveSessions: (userId: string) => LiveSessions;
  /** D1 read at the primary: what every session ending has already reached. */
  primary: () => Database;
};

/** The session better-auth found (from its cookie cache or from D1), if it is still live; else null. */
export async function stillLive<T extends FoundSession>(found: T | null, deps: SessionCheckDeps, now = new Date()): Promise<T | null> {
  if (!found) return null;
  const sessions = deps.liveSessions(found.user.id);
  const known = await sessions.check(found.session.id).catch((error: unknown) => {
    // The object could not answer: the primary decides instead, as for a session it does not know.
    console.error("session check: the user's object did not answer", String(error));
    return false;
  });
  if (known) return found;
  const [row] = await deps
    .primary()
    .select({ expiresAt: session.expiresAt })
    .from(session)
    .where(and(eq(session.id, found.session.id), eq(session.userId, found.user.id), gt(session.expiresAt, now)));
  if (!row) return null;
  await sessions.remember(found.session.id, row.expiresAt).catch((error: unknown) => {
    // Still signed in (the primary says so); the next request asks the primary again.
    console.error("session check: the user's object did not keep the session", String(error));
  });
  return found;
}
