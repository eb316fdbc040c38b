import type { ReactElement, ReactNode } from "react";
import type { PlacedEntry } from "~/domain/readers/notes-order";
import type { ReaderScale } from "~/domain/readers/agreement";
import type { TextMark } from "../feedback/highlighted-text";
import type { ReaderComment } from "./reader-comment";

// What the editor holds of readers' notes, in a file of its own: the list's header (fetched later,
// with the notes' other parts) and the hook that builds it both speak of it.

export type ReaderNotesData = { comments: ReaderComment[]; done: { id: string; readerName: string; doneAt: string }[]; scales: ReaderScale[] };

/** Who said it: everyone, Scout, every reader, or one reader (by their link). */
export type NotesFilter = "everyone" | "scout" | "readers" | `reader:${string}`;

/** What the text and the list beside it need of readers' notes (WritingWithFeedback). */
export type ReaderNotesView = {
  /** There are readers' comments or a reader who is done: the list beside the text is shown. */
  shown: boolean;
  /** Scout's items show under the filter. */
  showScout: boolean;
  /** The words of the open comments shown, marked in the text. */
  marks: TextMark[];
  /** Above the list: who is done reading, and Who said it. */
  header: ReactNode;
  /** The caret moved in the text: the comment whose words hold it is marked in the list. */
  onCaret: (position: number) => void;
  /** The open comment whose words hold the caret, unless its card was closed (a phone shows it under the words). */
  atCaret: ReaderComment | null;
  closeCard: () => void;
  /** The open comments shown, each placed where its words now start (null: outdated). */
  entries: (onShowInText: (start: number, end: number) => void) => PlacedEntry<ReactElement>[];
};
