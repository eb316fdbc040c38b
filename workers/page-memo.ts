import type { LiveSessions } from "../app/services/account/session-check.server";
import type { Settings } from "../app/settings.server";
import { memoConnection } from "./page-memo-d1";
import type { ReadFreshness } from "./read-freshness";
import type { RequestLog } from "./observability/log-line";
import { type UserObjectClient, userObjectClient } from "./user-object/client";
import { MAX_MEMO_BYTES, type MemoCheck } from "./user-object/page-memo-interface";

// The applicant's workspace pages answered without a D1 round trip (docs/scale.md, "Pages with no
// D1 round trip"). A page's reads are kept in the applicant's object (page-memo-store.ts), keyed
// by statement and bound values, and handed back with the session check, in the call every page
// already makes. When a page's every read is in the memo, D1 is not waited for: the page is
// answered from it, and D1 is read after the answer, as before, to keep what it says now for the
// next view. So what the memo may show late is bounded:
// - the applicant's own writes never: every request that writes D1 empties the memo before its
//   answer (http.ts), and the object empties it after its own writes to D1;
// - other people's writes to the applicant's rows (Stripe, the sweeps, a reader, an operator) tell
//   the object where the code does (`pagesChanged`); one that does not shows on the view after
//   next, and a memo D1 has not confirmed for 5 minutes is not answered (MEMO_MAX_AGE_MS).

/** The pages the memo serves, read at the browser's bookmark: the applicant's workspace, and their account page. */
const MEMO_PATH = /^\/(?:app(?:\.data|\/.*)?|account(?:\.data)?)$/;

/** The page a request's reads are kept under (path and query), or null when it is not one the memo serves. */
export function memoPageOf(request: Request, freshness: ReadFreshness, settings: Pick<Settings, "PAGE_MEMO">): string | null {
  if (settings.PAGE_MEMO !== "on" || freshness !== "nearest" || request.method !== "GET") return null;
  const url = new URL(request.url);
  return MEMO_PATH.test(url.pathname) ? url.pathname + url.search : null;
}

/**
 * A request's page memo, and its one way to users' objects (each call counted on its line).
 * Whoever's object a request reaches (a reader's link reaches the writer's), it may write for: if
 * it writes D1, their memo is emptied too.
 */
export function requestPageMemo(page: string | null, log: RequestLog, objects: Env["USER_OBJECT"]) {
  const counted = (userId: string) => userObjectClient(objects, userId, () => log.doCalls++);
  const pageMemo = new PageMemo(page, log, counted);
  const userObject = (userId: string) => {
    pageMemo.wroteFor(userId);
    return counted(userId);
  };
  return { pageMemo, userObject };
}

type Reads = Record<string, unknown>;
type Offered = { userId: string; version: number; reads: Reads };

/** One request's use of the memo: what it was offered, what it answered from it, what it read from D1. */
export class PageMemo {
  private offered: Offered | null = null;
  private readonly fresh = new Map<string, unknown>();
  private readonly answered = new Map<string, () => Promise<unknown>>();
  private readonly emptying = new Map<string, Promise<void>>();
  private readonly others = new Set<string>();
  private wrote = false;

  constructor(
    readonly page: string | null,
    /** Who the request is for, once known (set by the session check). */
    private readonly request: { userId: string | null },
    /** The user's object, each call counted on the request's line. */
    private readonly object: (userId: string) => UserObjectClient,
  ) {}

  /** The request's D1 session, answering from the memo when this is a page it serves. */
  over(d1: D1DatabaseSession): D1DatabaseSession {
    return this.page ? memoConnection(d1, this) : d1;
  }

  /** The session check that also brings the page's memo (one call to the user's object). */
  sessions(userId: string): LiveSessions {
    const page = this.page;
    const object = this.object(userId);
    if (!page) return object.sessions;
    return {
      check: async (sessionId) => {
        const { live, memo } = await object.pageMemo.check(sessionId, page);
        if (live) this.offer(userId, memo);
        return live;
      },
      remember: object.sessions.remember,
    };
  }

  private offer(userId: string, memo: MemoCheck["memo"]) {
    if (!memo) return;
    this.offered = { userId, version: memo.version, reads: parseReads(memo.reads) };
  }

  /** Whether reads starting now may be answered from the memo and kept for the next view. */
  get active() {
    return this.offered !== null;
  }

  /** The kept result of a read, if any. */
  answer(key: string): { value: unknown } | undefined {
    const reads = this.offered?.reads;
    return reads && Object.hasOwn(reads, key) ? { value: reads[key] } : undefined;
  }

  /** A read answered from the memo: `reread` asks D1 after the answer. */
  answeredFromMemo(key: string, reread: () => Promise<unknown>) {
    this.answered.set(key, reread);
  }

  /** A read D1 answered while the memo was active. */
  readFromD1(key: string, value: unknown) {
    this.fresh.set(key, value);
  }

  /** A write reached D1: its user's memo is emptied at once (and awaited before the answer leaves). */
  written() {
    this.wrote = true;
    for (const userId of [this.request.userId, ...this.others]) {
      if (userId && !this.emptying.has(userId)) this.emptying.set(userId, emptyMemo(this.object(userId)));
    }
  }

  /**
   * A request that writes another person's rows (an operator's, a reader's link, Stripe's webhook)
   * names them: if it writes, their memo is emptied too, before its answer leaves.
   */
  wroteFor(userId: string) {
    this.others.add(userId);
    if (this.wrote) this.written();
  }

  /** Before the answer leaves: the memo of every user this request wrote for is empty. */
  async emptied() {
    // A write made before the request knew its user (signing in) empties the memo now.
    if (this.wrote) this.written();
    await Promise.all(this.emptying.values());
  }

  /**
   * After the answer: reads D1 again for what the memo answered, and keeps this page's reads for
   * the next view. Nothing is kept when a read fails, or when the request wrote (the memo was
   * emptied and its version moved on).
   */
  async keep(object: (userId: string) => UserObjectClient = this.object) {
    const offered = this.offered;
    if (!offered || this.wrote) return;
    let changed = 0;
    try {
      for (const [key, reread] of this.answered) {
        const value = await reread();
        if (JSON.stringify(value) !== JSON.stringify(offered.reads[key])) changed++;
        this.fresh.set(key, value);
      }
      const kept = [...this.fresh].filter(([, value]) => plainRows(value));
      if (kept.length === 0) return;
      const reads = JSON.stringify(Object.fromEntries(kept));
      if (reads.length <= MAX_MEMO_BYTES) await object(offered.userId).pageMemo.keep(this.page!, offered.version, reads);
    } catch (error) {
      console.error("page memo: not kept", String(error));
    }
    // A writer that did not tell the object: the view before this one was a step behind D1.
    if (changed > 0) console.warn("page memo: answered a page D1 had changed since", { reads: changed });
  }
}

function emptyMemo(object: UserObjectClient): Promise<void> {
  // The write is in D1 either way; a memo not emptied answers one page view from before it.
  return object.pageMemo.changed().catch((error: unknown) => console.error("page memo: not emptied", String(error)));
}

function parseReads(reads: string | null): Reads {
  if (!reads) return {};
  try {
    const parsed: unknown = JSON.parse(reads);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Reads) : {};
  } catch {
    return {};
  }
}

/** Rows (objects or arrays) of strings, numbers, booleans and nulls: what survives JSON unchanged. */
function plainRows(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  return value.every((row) => row !== null && typeof row === "object" && Object.values(row as object).every(isPlain));
}

function isPlain(value: unknown) {
  return value === null || typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value));
}
