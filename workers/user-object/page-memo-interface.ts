import { z } from "zod";

// The calls about the applicant's page memo (page-memo-store.ts), validated inside the object too.

/** A page is its path and query, as the worker names it (workers/page-memo.ts). */
export const memoPageSchema = z.string().min(1).max(2_048);
/** A page's reads, serialized; one too large to keep is not kept. */
export const MAX_MEMO_BYTES = 512 * 1024;

export const memoCheckSchema = z.object({ userId: z.string().min(1), sessionId: z.string().min(1).max(200), page: memoPageSchema });
export const memoKeepSchema = z.object({
  userId: z.string().min(1),
  page: memoPageSchema,
  version: z.number().int().nonnegative(),
  reads: z.string().max(MAX_MEMO_BYTES),
});

/** What the session check with a page answers: whether the session is live, and the page's memo. */
export type MemoCheck = { live: boolean; memo: { version: number; reads: string | null } | null };

/** The applicant's page memo, as the worker reaches it (client.ts: `userObject(id).pageMemo`). */
export type PageMemoCapability = {
  /** The session check, answering the page's memo in the same call when the session is live. */
  check: (sessionId: string, page: string) => Promise<MemoCheck>;
  /** Keeps what a page read, when nothing was written since its version was answered. */
  keep: (page: string, version: number, reads: string) => Promise<boolean>;
  /** Something the applicant's pages read was written: every entry goes. */
  changed: () => Promise<void>;
};
