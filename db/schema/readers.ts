import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp } from "./columns";
import { userId } from "./owner";
import { essaySubmissions } from "./essays";
import { readerCommentStatuses, readerRoles, readerScaleKeys } from "../../app/domain/readers/reader-rules";
import type { ReaderScaleAnswers } from "../../app/domain/readers/reader-rules";

// A private link that lets one reader (a friend, an alum…) read one version of one essay and
// comment on it, without an account. As every link opened by a token alone
// (app/services/platform/share-links.server.ts): 32 random bytes shown once, only the SHA-256 kept,
// open until expires_at; revoking deletes the row and its comments, and so does deleting the essay
// or the account. The reader's e-mail is the applicant's note of whom they asked: it is used only
// for this essay's notes and never shown on a reader's page.
export const readerLinks = sqliteTable(
  "reader_links",
  {
    id: id(),
    userId: userId(),
    essayId: text("essay_id")
      .notNull()
      .references(() => essaySubmissions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    readerName: text("reader_name").notNull(),
    readerEmail: text("reader_email"),
    role: text("role", { enum: readerRoles }).notNull(),
    lookFor: text("look_for").notNull().default(""),
    dueOn: text("due_on"),
    // The short scale the applicant asked this reader to answer, and the reader's answers.
    scale: text("scale", { mode: "json" }).notNull().$type<(typeof readerScaleKeys)[number][]>(),
    scaleAnswers: text("scale_answers", { mode: "json" }).$type<ReaderScaleAnswers>(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
    firstOpenedAt: timestamp("first_opened_at"),
    lastOpenedAt: timestamp("last_opened_at"),
    // When the reader said they were done: the applicant is told on the essay's page.
    doneAt: timestamp("done_at"),
    // A school's set shared by one link: one row per essay of the set, each with its own version,
    // comments and open-tracking, all opened by the one token whose hash they share here (their own
    // token_hash is of a token never shown). set_size is how many essays the set held: a set missing
    // a row (an essay deleted since) no longer opens. Null on a link to one essay.
    setTokenHash: text("set_token_hash"),
    setSize: integer("set_size"),
  },
  (t) => [index("reader_links_user_essay_idx").on(t.userId, t.essayId), index("reader_links_set_token_idx").on(t.setTokenHash)],
);

// A reader's comment on a span of the version they read, or a replacement they propose for it.
// The span is kept as its words plus offsets and a little context on each side, so it can be found
// again in the applicant's newer text (app/domain/readers/anchor.ts), never silently misplaced.
export const readerComments = sqliteTable(
  "reader_comments",
  {
    id: id(),
    userId: userId(),
    linkId: text("link_id")
      .notNull()
      .references(() => readerLinks.id, { onDelete: "cascade" }),
    essayId: text("essay_id")
      .notNull()
      .references(() => essaySubmissions.id, { onDelete: "cascade" }),
    quote: text("quote").notNull(),
    start: integer("start").notNull(),
    end: integer("end").notNull(),
    before: text("before").notNull().default(""),
    after: text("after").notNull().default(""),
    body: text("body").notNull().default(""),
    replacement: text("replacement"),
    status: text("status", { enum: readerCommentStatuses }).notNull().default("open"),
    answer: text("answer"),
    createdAt: createdAt(),
  },
  (t) => [index("reader_comments_user_essay_idx").on(t.userId, t.essayId), index("reader_comments_link_idx").on(t.linkId)],
);
