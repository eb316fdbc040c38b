import { type ReaderNoteAt, type ReaderScale, findingsByParagraph, scaleDifferences } from "~/domain/readers/agreement";
import { type StoredFeedbackItem, isStrength } from "~/domain/feedback/feedback-items";
import { placeAnchor } from "~/domain/readers/anchor";
import { ReaderAgreement } from "./reader-agreement";
import type { ReaderComment } from "./reader-comment";

// The parts of readers' notes beside the text that an essay without notes never shows, in one
// file fetched with the first essay that has some (reader-notes.tsx).
export { ReaderSummary } from "./reader-summary";
export { ReaderNoteEntry } from "./reader-note-entry";
export { ReaderMarkCard } from "./reader-mark-card";
export { NotesHeader, ReaderNotesAlone } from "./notes-header";

type NotesAgreementProps = { content: string; comments: ReaderComment[]; scout: StoredFeedbackItem[]; scales: ReaderScale[] };

/** Where readers agree and differ, found in the text as it now stands. */
export function NotesAgreement({ content, comments, scout, scales }: NotesAgreementProps) {
  return <ReaderAgreement paragraphs={findingsByParagraph(content, openNotesAt(comments, content), scoutNotesAt(scout))} scale={scaleDifferences(scales)} />;
}

/** The open comments whose words are still in the text, where they now stand. */
function openNotesAt(comments: ReaderComment[], content: string): ReaderNoteAt[] {
  return comments.flatMap((comment) => {
    const at = comment.status === "open" ? placeAnchor(comment.anchor, content) : null;
    return at?.state === "placed"
      ? [
          {
            id: comment.id,
            linkId: comment.linkId,
            readerName: comment.readerName,
            start: at.start,
            end: at.end,
            quote: comment.anchor.quote,
            replacement: comment.replacement,
          },
        ]
      : [];
  });
}

function scoutNotesAt(items: StoredFeedbackItem[]) {
  return items.flatMap((item) =>
    item.textReference
      ? [
          {
            id: item.id,
            start: item.textReference.startPos,
            end: item.textReference.endPos,
            comment: item.comment,
            replacement: item.replacement ?? null,
            strength: isStrength(item),
          },
        ]
      : [],
  );
}
