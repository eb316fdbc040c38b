import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, timestamp } from "./columns";
import { userId } from "./owner";

export const archiveStatuses = ["queued", "ready", "failed"] as const;

// The account archives a user asked for (docs/export.md): queued, built in the background into R2
// (`object_key`), offered for 24 hours (`expires_at`), then deleted by the hourly cron (the row
// stays, so the day's count holds). Deleted with the account, its object first.
export const accountArchives = sqliteTable(
  "account_archives",
  {
    id: id(),
    userId: userId(),
    status: text("status", { enum: archiveStatuses }).notNull().default("queued"),
    requestedAt: timestamp("requested_at").notNull(),
    /** Set by the job that builds it; a second delivery of the message finds it taken. */
    claimedAt: timestamp("claimed_at"),
    objectKey: text("object_key"),
    sizeBytes: integer("size_bytes"),
    readyAt: timestamp("ready_at"),
    expiresAt: timestamp("expires_at"),
  },
  (t) => [index("account_archives_user_requested_idx").on(t.userId, t.requestedAt), index("account_archives_expires_idx").on(t.expiresAt)],
);
