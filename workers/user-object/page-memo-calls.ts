import type { z } from "zod";
import { ownerSchema } from "./account-interface";
import { withCountingD1 } from "../observability/log-line";
import type { ObjectCore } from "./object-core";
import { type MemoCheck, memoCheckSchema, memoKeepSchema } from "./page-memo-interface";
import type { PageMemoStore } from "./page-memo-store";
import type { SessionCalls } from "./session-calls";

// The applicant's page memo, as the object answers for it. A memo is answered only with a live
// session of the object's owner, so no one else's request ever reads it; it is kept only by the
// owner's requests, and emptied by anything written on the owner's behalf.
export class PageMemoCalls {
  constructor(
    private readonly store: PageMemoStore,
    private readonly core: ObjectCore,
    private readonly sessions: Pick<SessionCalls, "check">,
    private readonly owner: () => string | undefined,
    private readonly erased: () => boolean,
  ) {}

  check(input: z.input<typeof memoCheckSchema>): MemoCheck {
    const { userId, sessionId, page } = memoCheckSchema.parse(input);
    const live = this.sessions.check({ userId, sessionId });
    return { live, memo: live ? this.store.read(page, this.core.now()) : null };
  }

  /** Kept only in the object of the user whose session it answered: never names an owner (an erased, evicted object has none). */
  keep(input: z.input<typeof memoKeepSchema>): boolean {
    const { userId, page, version, reads, floor } = memoKeepSchema.parse(input);
    if (this.erased() || this.owner() !== userId) return false;
    return this.store.keep(page, version, reads, floor, this.core.now());
  }

  /** Told by every writer of what the pages read; an object that never kept a page has nothing to empty. */
  changed(input: z.input<typeof ownerSchema>) {
    const { userId } = ownerSchema.parse(input);
    if (this.erased() || this.owner() === undefined) return;
    this.core.claimOwner(userId);
    this.store.changed();
  }
}

/**
 * The object's own D1 (essays' summaries, the counters' copy, a move): what it writes may be on the
 * applicant's pages, so their memo is emptied once each write is in.
 */
export function d1EmptyingMemo(env: Env, store: PageMemoStore, erased: () => boolean): Env {
  return withCountingD1(
    env,
    () => {},
    undefined,
    () => {
      if (!erased()) store.changed();
    },
  );
}
