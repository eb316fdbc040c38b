import type { Anchor } from "~/domain/readers/anchor";
import type { ReaderCommentStatus, ReaderRole } from "~/domain/readers/reader-rules";

/** One reader's comment as the applicant's pages show it: where it sits, what it says, its answer. */
export type ReaderComment = {
  id: string;
  linkId: string;
  readerName: string;
  role: ReaderRole;
  anchor: Anchor;
  body: string;
  replacement: string | null;
  status: ReaderCommentStatus;
  answer: string | null;
  createdAt: string;
};
