import { z } from "zod";
import { ARCHIVE_LIMITS } from "../billing/usage-limits";

// The account archive (the right of access and portability, docs/export.md): what it holds, how
// long it is offered, and what the person reads about it.

/** How long a ready archive may be downloaded; the hourly cron deletes it after. */
export const ARCHIVE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A request still "being prepared" after this long is taken as lost (its message never built it). */
export const ARCHIVE_STALE_MS = 60 * 60 * 1000;
/** A job that claimed an archive and did not finish within this long may be claimed again by a retry. */
export const ARCHIVE_CLAIM_MS = 10 * 60 * 1000;

export const ARCHIVE_FORMAT = "scout-account-archive/1";

/** The export queue's message: which archive of whose to build. */
export const archiveMessageSchema = z.object({
  kind: z.literal("account_archive"),
  archiveId: z.string().min(1).max(100),
  userId: z.string().min(1).max(100),
});
export type ArchiveMessage = z.infer<typeof archiveMessageSchema>;

/**
 * Columns never put in an archive: secrets that would let whoever holds the file act as the user
 * (sign-in credentials, session tokens, the calendar link's token hash) and mails that carried
 * sign-in or reset links. Everything else stored about the user is in it.
 */
export const ARCHIVE_WITHHELD: Record<string, readonly string[]> = {
  account: ["password", "access_token", "refresh_token", "id_token"],
  session: ["token"],
  calendar_feeds: ["token_hash"],
  // A shared authorship report's link: only its hash is stored, and the archive leaves it out too.
  authorship_shares: ["token_hash"],
  // A recommender's brief link: the same.
  recommender_shares: ["token_hash"],
  // A reader's link to an essay version (or a school's set): the same.
  reader_links: ["token_hash", "set_token_hash"],
  email_outbox: ["text"],
};

export const archiveRefusals = {
  in_flight: "Your archive is already being prepared. We'll e-mail you when it is ready to download.",
  daily_limit: `You can ask for ${ARCHIVE_LIMITS.perDay} archives a day. Please try again tomorrow; the last one you asked for is listed below.`,
} as const;
export type ArchiveRefusal = keyof typeof archiveRefusals;

export function archiveReadme(email: string, exportedAt: Date): string {
  return [
    `Scout account archive for ${email}, made ${exportedAt.toISOString()}.`,
    "",
    "account.json  everything Scout stores about you, table by table, as JSON (one key per table;",
    '              dates are ISO 8601, UTC). Sign-in secrets are left out: see its "withheld" key.',
    "essays/       each essay's current text (its newest version) as a Word file.",
    "",
    "Every version of every essay, with its text, is in account.json under essay_submissions.",
  ].join("\n");
}
