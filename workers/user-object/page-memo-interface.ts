import { z } from "zod";
import { bookmarkSchema } from "../d1-bookmark";

// The calls about the applicant's page memo (page-memo-store.ts), validated inside the object too.

/** A page is its path and query, as the worker names it (workers/page-memo.ts); a longer one is not kept. */
export const MAX_MEMO_PAGE_CHARS = 2_048;
export const memoPageSchema = z.string().min(1).max(MAX_MEMO_PAGE_CHARS);
/** A page's reads, serialized (JavaScript characters); more than this is not kept. */
export const MAX_MEMO_CHARS = 512 * 1024;
/** Where the reads kept for the next view are made from: a D1 bookmark, or the primary. */
const floorSchema = z.union([bookmarkSchema, z.literal("first-primary")]);

export const memoCheckSchema = z.object({ userId: z.string().min(1), sessionId: z.string().min(1).max(200), page: memoPageSchema });
export const memoKeepSchema = z.object({
  userId: z.string().min(1),
  page: memoPageSchema,
  version: z.number().int().nonnegative(),
  reads: z.string().max(MAX_MEMO_CHARS),
  /** Where the session those reads were made on ended: the next ones are made no older. */
  floor: floorSchema.nullable(),
});

/**
 * What the session check with a page answers: whether the session is live, and the page's memo:
 * its reads (none when not kept or too old), and where the next reads to keep are made from (null:
 * the primary, as after every write).
 */
export type MemoCheck = { live: boolean; memo: { version: number; reads: string | null; floor: string | null } | null };

/** The applicant's page memo, as the worker reaches it (client.ts: `userObject(id).pageMemo`). */
export type PageMemoCapability = {
  /** The session check, answering the page's memo in the same call when the session is live. */
  check: (sessionId: string, page: string) => Promise<MemoCheck>;
  /** Keeps what a page read, when nothing was written since its version was answered. */
  keep: (page: string, version: number, reads: string, floor: string | null) => Promise<boolean>;
  /** Something the applicant's pages read was written: every entry goes. */
  changed: () => Promise<void>;
};
