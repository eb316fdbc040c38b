import type { LiveSessions } from "../app/services/account/session-check.server";
import type { Settings } from "../app/settings.server";
import { type MemoRead, memoConnection, readAgain } from "./page-memo-d1";
import type { ReadFreshness } from "./read-freshness";
import type { RequestLog } from "./observability/log-line";
import { type UserObjectClient, userObjectClient } from "./user-object/client";
import { MAX_MEMO_CHARS, MAX_MEMO_PAGE_CHARS } from "./user-object/page-memo-interface";

// The applicant's workspace pages answered without a D1 round trip (docs/scale.md, "Pages with no
// D1 round trip"). A page's reads are kept in the applicant's object (page-memo-store.ts), keyed
// by statement and bound values, and handed back with the session check, in the call every page
// already makes. When a page's every read is in the memo, D1 is not waited for: the page is
// answered from it, and its reads are made again after the answer, to keep what D1 says now for
// the next view. So what the memo may show late is bounded:
// - the applicant's own writes never: every request that writes D1 empties the memo before its
//   answer (http.ts), the object empties it after its own writes to D1, and what is kept after a
//   write is read at the primary (the memo's floor), not at a copy that may not have it yet;
// - other people's writes to the applicant's rows (Stripe, the sweeps, the jobs, a reader, an
//   operator's user actions) empty it too (`wroteFor`, `pageMemo.changed()`); one that does not
//   shows on the view after next, and a memo D1 has not confirmed for 5 minutes is not answered.

/** The pages the memo serves, read at the browser's bookmark: the applicant's workspace, and their account page. */
const MEMO_PATH = /^\/(?:app(?:\.data|\/.*)?|account(?:\.data)?)$/;

/** The page a request's reads are kept under (path and query), or null when it is not one the memo serves. */
export function memoPageOf(request: Request, freshness: ReadFreshness, settings: Pick<Settings, "PAGE_MEMO">): string | null {
  if (settings.PAGE_MEMO !== "on" || freshness !== "nearest" || request.method !== "GET") return null;
  const url = new URL(request.url);
  const page = url.pathname + url.search;
  return MEMO_PATH.test(url.pathname) && page.length <= MAX_MEMO_PAGE_CHARS ? page : null;
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
type Offered = { userId: string; version: number; reads: Reads; floor: string | null };

/** One request's use of the memo: what it was offered, and the reads its page made. */
export class PageMemo {
  private offered: Offered | null = null;
  private readonly made = new Map<string, { read: MemoRead; answered: boolean }>();
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
        if (live && memo) this.offered = { userId, version: memo.version, reads: parseReads(memo.reads), floor: memo.floor };
        return live;
      },
      remember: object.sessions.remember,
    };
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

  noted(key: string, read: MemoRead, answered: boolean) {
    this.made.set(key, { read, answered });
  }

  /** A write reached D1 (counting-d1.ts tells it once the write is in). */
  written() {
    this.wrote = true;
  }

  /**
   * A request that writes another person's rows (an operator's, a reader's link, Stripe's webhook)
   * names them: if it writes, their memo is emptied too, before its answer leaves.
   */
  wroteFor(userId: string) {
    this.others.add(userId);
  }

  /**
   * Before the answer leaves, once every write of the request is in: the memo of every user it
   * wrote for is emptied (their next page reads D1, and what it keeps is read no older than now).
   */
  async emptied() {
    if (!this.wrote) return;
    const users = new Set([this.request.userId, ...this.others].filter((userId): userId is string => Boolean(userId)));
    await Promise.all([...users].map((userId) => emptyMemo(this.object(userId))));
  }

  /**
   * After the answer: the page's reads made again and kept for the next view. They are read no
   * older than the memo's floor: after a write, at the primary, then at the bookmark that read
   * ended at. So a view from a browser whose copy of D1 is behind (another device's) never keeps
   * what the write changed as it was before. Nothing is kept when a read fails, or when the request
   * wrote (the memo was emptied and its version moved on).
   */
  async keep(object: (userId: string) => UserObjectClient, db: D1Database) {
    const offered = this.offered;
    if (!offered || this.wrote || this.made.size === 0) return;
    let changed = 0;
    try {
      const session = db.withSession(offered.floor ?? "first-primary");
      const again = await readAgain(
        session,
        [...this.made].map(([key, { read }]) => [key, read]),
      );
      for (const [key, { answered }] of this.made) {
        if (answered && JSON.stringify(again.get(key)) !== JSON.stringify(offered.reads[key])) changed++;
      }
      const kept = [...again].filter(([, value]) => plainRows(value));
      const reads = JSON.stringify(Object.fromEntries(kept));
      if (reads.length <= MAX_MEMO_CHARS) await object(offered.userId).pageMemo.keep(this.page!, offered.version, reads, session.getBookmark());
    } catch (error) {
      console.error("page memo: not kept", String(error));
    }
    // A writer that did not empty it: the view before this one was a step behind D1.
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
