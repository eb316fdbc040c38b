import { type ComponentProps, Suspense, useState } from "react";
import { placeAnchor } from "~/domain/readers/anchor";
import type { StoredFeedbackItem } from "~/domain/feedback/feedback-items";
import { READER_MARK } from "../feedback/highlighted-text";
import type { ReaderNoteEntryProps } from "./reader-note-entry";
import type { NotesFilter, ReaderNotesData, ReaderNotesView } from "./reader-notes-view";
import { lazyPart } from "../ui/lazy-part";

// What shows only when an essay has readers' notes (their entries, where readers agree and
// differ, the summary, the card at the caret) is fetched with the first such essay: most essays
// have none, and the essay and resume pages loaded all of it. An essay that has notes is drawn
// whole on the server; its parts come to life when their file arrives.
const loadNotesParts = () => import("./reader-notes-parts");
const NotesAgreement = lazyPart(() => loadNotesParts().then((module) => ({ default: module.NotesAgreement })));
const ReaderSummary = lazyPart(() => loadNotesParts().then((module) => ({ default: module.ReaderSummary })));
const ReaderNoteEntry = lazyPart(() => loadNotesParts().then((module) => ({ default: module.ReaderNoteEntry })));
export const ReaderMarkCard = lazyPart(() => loadNotesParts().then((module) => ({ default: module.ReaderMarkCard })));
const NotesHeader = lazyPart(() => loadNotesParts().then((module) => ({ default: module.NotesHeader })));
const ReaderNotesAlonePart = lazyPart(() => loadNotesParts().then((module) => ({ default: module.ReaderNotesAlone })));

type EditorText = { content: string; saved: { revision: number }; dirty: boolean; saving: boolean; adopt: ReaderNoteEntryProps["onAccepted"] };

// Readers' comments beside Scout's feedback: one list in the order of the text, filtered by who
// said it (everyone, Scout, all readers or one reader). Each open comment is placed on its words in
// the text as it now stands (marked there, under a line) or marked outdated when they are gone.
export function useReaderNotes(data: ReaderNotesData, text: EditorText, action: string, scout: StoredFeedbackItem[]): ReaderNotesView {
  const [filter, setFilter] = useState<NotesFilter>("everyone");
  const [active, setActive] = useState<string | null>(null);
  const [closedCard, setClosedCard] = useState<string | null>(null);
  const readers = [...new Map(data.comments.map((comment) => [comment.linkId, comment.readerName])).entries()];
  const placed = data.comments
    .filter((comment) => comment.status === "open" && (filter === "everyone" || filter === "readers" || filter === `reader:${comment.linkId}`))
    .map((comment) => ({ comment, placed: placeAnchor(comment.anchor, text.content) }));
  const marks = placed.flatMap(({ comment, placed: at }) =>
    at.state === "placed" ? [{ reader: comment.id, start: at.start, end: at.end, className: READER_MARK }] : [],
  );
  return {
    shown: data.comments.length > 0 || data.done.length > 0,
    showScout: filter === "everyone" || filter === "scout",
    marks,
    header: (
      <Suspense fallback={<p className="border-b border-slate-200 px-4 py-3 text-sm text-slate-700">Loading who said it…</p>}>
        <NotesHeader done={data.done} readers={readers} filter={filter} onFilter={setFilter}>
          <Suspense fallback={<p className="mt-3 text-sm text-slate-700">Loading where readers agree…</p>}>
            <NotesAgreement content={text.content} comments={data.comments} scout={scout} scales={data.scales} />
            <ReaderSummary action={action} />
          </Suspense>
        </NotesHeader>
      </Suspense>
    ),
    onCaret: (position) => {
      const at = marks.find((mark) => position >= mark.start && position <= mark.end)?.reader ?? null;
      if (at !== active) setClosedCard(null);
      setActive(at);
    },
    atCaret:
      active && active !== closedCard ? (placed.find(({ comment, placed: at }) => comment.id === active && at.state === "placed")?.comment ?? null) : null,
    closeCard: () => setClosedCard(active),
    entries: (onShowInText) =>
      placed.map(({ comment, placed: at }) => ({
        at: at.state === "placed" ? at.start : null,
        entry: (
          <Suspense key={`reader:${comment.id}`} fallback={<li className="px-4 py-3 text-sm text-slate-700">Loading a reader's note…</li>}>
            <ReaderNoteEntry
              comment={comment}
              placed={at}
              active={active === comment.id}
              action={action}
              revision={text.saved.revision}
              unsaved={text.dirty || text.saving}
              onShowInText={(start, end) => {
                onShowInText(start, end);
                setActive(comment.id);
              }}
              onAccepted={text.adopt}
            />
          </Suspense>
        ),
      })),
  };
}

/** The list beside the text when Scout has given no feedback on this essay: readers' comments alone. */
export function ReaderNotesAlone(props: ComponentProps<typeof ReaderNotesAlonePart>) {
  return (
    <Suspense fallback={<p className="text-sm text-slate-700">Loading readers' notes…</p>}>
      <ReaderNotesAlonePart {...props} />
    </Suspense>
  );
}
