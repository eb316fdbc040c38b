import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp } from "./columns";
import { userId } from "./owner";
import { essaySubmissions } from "./essays";

export const disclosureKinds = ["feedback_run", "chat_turn", "voice_session", "accepted_suggestion", "accepted_trim", "ai_text", "reader_words"] as const;

// The disclosure log (docs/ai-policy.md): one row for each time Scout's AI helped with one of
// the user's essays, written only by the server path that did it (a feedback run, a chat turn or
// voice session in the essay's context, a save that took in an accepted suggestion); no route
// accepts it from the browser. Grouped per essay by school and title (all its versions), with the
// version row it touched.
export const aiDisclosures = sqliteTable(
  "ai_disclosures",
  {
    id: id(),
    userId: userId(),
    essayId: text("essay_id")
      .notNull()
      .references(() => essaySubmissions.id, { onDelete: "cascade" }),
    school: text("school").notNull(),
    essayTitle: text("essay_title").notNull(),
    kind: text("kind", { enum: disclosureKinds }).notNull(),
    // The version of each AI prompt sent, by type (null when none was: an accepted suggestion's prompt is on its own entry).
    promptVersions: text("prompt_versions", { mode: "json" }).$type<Record<string, number>>(),
    // What it touched: the essay's version and revision, and for text taken in, its exact span in that revision.
    touched: text("touched", { mode: "json" }).notNull().$type<{ version: number; revision: number; start?: number; end?: number; text?: string }>(),
    // "critique-only" where the school prohibits AI-written content, else "standard".
    mode: text("mode").notNull().default("standard"),
    // How many passages the critique-only check dropped from the model's answer.
    droppedPassages: integer("dropped_passages").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("ai_disclosures_user_essay_idx").on(t.userId, t.school, t.essayTitle, t.createdAt), index("ai_disclosures_essay_idx").on(t.essayId)],
);

// A private, revocable link to one essay's authorship report: the token is 32 random bytes,
// shown once; only its SHA-256 is kept. Revoking deletes the row (the link is then a bare 404, as
// an unknown one); deleting the essay or the account deletes it too. It opens until expires_at
// (SHARE_LINK_DAYS), then is a 404 like a revoked one; a row without one (0) never opens.
export const authorshipShares = sqliteTable(
  "authorship_shares",
  {
    id: id(),
    userId: userId(),
    essayId: text("essay_id")
      .notNull()
      .references(() => essaySubmissions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at")
      .notNull()
      .default(sql`0`),
  },
  (t) => [index("authorship_shares_user_essay_idx").on(t.userId, t.essayId)],
);
