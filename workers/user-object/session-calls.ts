import type { z } from "zod";
import type { ObjectCore } from "./object-core";
import { sessionCheckSchema, sessionForgetSchema, sessionRememberSchema } from "./session-interface";
import type { SessionStore } from "./session-store";

// The user's live sessions, as the object answers for them. A check never names an owner: an
// object that has none (new, or erased with its account and evicted since) answers "not known",
// and the worker asks D1's primary, where a deleted account has no session left.
export class SessionCalls {
  constructor(
    private readonly store: SessionStore,
    private readonly core: ObjectCore,
    private readonly owner: () => string | undefined,
    private readonly erased: () => boolean,
  ) {}

  check(input: z.input<typeof sessionCheckSchema>): boolean {
    const { userId, sessionId } = sessionCheckSchema.parse(input);
    if (this.erased() || this.owner() !== userId) return false;
    return this.store.isLive(sessionId, this.core.now());
  }

  remember(input: z.input<typeof sessionRememberSchema>): void {
    const { userId, sessionId, expiresAt } = sessionRememberSchema.parse(input);
    this.core.claimOwner(userId);
    const now = this.core.now();
    if (expiresAt > now) this.store.remember(sessionId, expiresAt, now);
  }

  forget(input: z.input<typeof sessionForgetSchema>): { removed: number } {
    const { userId, sessionIds } = sessionForgetSchema.parse(input);
    // Nothing to forget in an object that was never this user's, and no owner to name for it.
    if (this.erased() || this.owner() !== userId) return { removed: 0 };
    return { removed: this.store.forget(sessionIds) };
  }
}
