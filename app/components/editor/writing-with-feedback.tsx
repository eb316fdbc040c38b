import { type RefObject, Suspense, useEffect, useId, useRef, useState } from "react";
import { CONTENT_LIMIT } from "~/domain/essays/essay-rules";
import { formatNumber } from "~/domain/platform/numbers";
import { FeedbackPanel } from "../feedback/feedback-panel";
import { HighlightedText, scoutMarks } from "../feedback/highlighted-text";
import { ReaderMarkCard, ReaderNotesAlone } from "../readers/reader-notes";
import type { ReaderNotesView } from "../readers/reader-notes-view";
import type { StoredFeedbackItem } from "~/domain/feedback/feedback-items";
import type { useEssayFeedback } from "./use-essay-feedback";
import { EssayTextArea } from "./essay-text-area";
import { saveStateText } from "./use-autosave";
import type { useTextSave } from "./use-text-save";
import { lazyPart } from "../ui/lazy-part";

// Opened only when the caret enters a highlighted passage: fetched as soon as the page is up.
const HighlightComment = lazyPart(() => import("../feedback/highlight-comment").then((module) => ({ default: module.HighlightComment })), {
  whenPageIsUp: true,
});

type WritingWithFeedbackProps = {
  /** The text area's name for a screen reader ("Essay text: Why MBA", "Resume text"). */
  label: string;
  noun: "essay" | "resume";
  text: ReturnType<typeof useTextSave>;
  review: ReturnType<typeof useEssayFeedback>;
  unit: "Paragraph" | "Section";
  /** The count under the text ("212 / 300 words"), and whether it is over the school's limit. */
  counter: string;
  counterOver?: boolean;
  /** Only where a fix can be suggested (the essay). */
  suggestFixes?: boolean;
  /** Readers' comments (the essay): marked in the text and read in one list with Scout's items. */
  readers?: ReaderNotesView;
};

// The text and its feedback, for an essay and the resume alike: highlights drawn under the text,
// each comment linked both ways with its passage (the caret in a passage marks its comment, Show in
// text selects the passage), a fix applied and saved at once, and under the text its count and
// whether the server has it.
export function WritingWithFeedback(props: WritingWithFeedbackProps) {
  const { label, noun, text, review, counter, counterOver = false, readers } = props;
  const showScout = readers?.showScout ?? true;
  const beside = Boolean(readers?.shown);
  const { content, overBy } = text;
  const [scrollTop, setScrollTop] = useState(0);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const textId = useId();
  const counterId = useId();
  const overId = useId();
  const caret = useItemAtCaret(review.items, textArea);
  const marks = [...(review.showHighlights && showScout ? scoutMarks(review.items) : []), ...(readers?.marks ?? [])];
  const selectInText = (start: number, end: number) => {
    textArea.current?.focus();
    textArea.current?.setSelectionRange(start, end);
  };
  const commented = caret.commented && review.showHighlights ? caret.commented : undefined;
  useEscapeCloses(textArea, readers?.atCaret ? readers.closeCard : null);
  const applyFix = (item: StoredFeedbackItem) => {
    const ref = item.textReference!;
    text.applyFix(content.slice(0, ref.startPos) + item.replacement + content.slice(ref.endPos), item.id);
  };
  return (
    <div className={review.exists || beside ? "flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-6" : "flex flex-col gap-4"}>
      <div className="flex min-w-0 flex-col gap-2">
        <label htmlFor={textId} className="sr-only">
          {label}
        </label>
        <EssayTextArea
          ref={textArea}
          id={textId}
          value={content}
          onChange={text.setContent}
          describedBy={overBy > 0 ? `${counterId} ${overId}` : counterId}
          underlay={marks.length > 0 ? <HighlightedText text={content} marks={marks} scrollTop={scrollTop} /> : undefined}
          onScrollTop={setScrollTop}
          overlay={
            commented ? (
              <Suspense fallback={null}>
                <HighlightComment item={commented} onApply={applyFix} onResolve={review.resolve} onClose={caret.closeComment} />
              </Suspense>
            ) : readers?.atCaret ? (
              // Shown when the caret enters a reader's words; its file comes with the essay's first notes.
              <Suspense fallback={null}>
                <ReaderMarkCard comment={readers.atCaret} onClose={readers.closeCard} textArea={textArea} />
              </Suspense>
            ) : undefined
          }
          onCaret={(position) => {
            caret.onCaret(position);
            readers?.onCaret(position);
          }}
        />
        {overBy > 0 ? (
          <p id={overId} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900">
            {`This ${noun} is ${formatNumber(content.length)} characters, ${formatNumber(overBy)} over the ${formatNumber(CONTENT_LIMIT)}-character limit. Nothing was cut: shorten it to save. Until then your text is kept on this device.`}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p id={counterId} aria-live="polite" className={counterOver ? "font-semibold text-red-800" : "text-slate-700"}>
            {counter}
          </p>
          <p role="status" className={text.saveState === "saved" ? "text-slate-700" : "font-medium text-amber-800"}>
            {saveStateText[text.saveState]}
          </p>
        </div>
      </div>
      {review.exists || beside ? (
        <div className="flex flex-col gap-4 lg:sticky lg:top-4">
          {review.exists ? (
            <ScoutFeedback {...props} caret={caret} applyFix={applyFix} showScout={showScout} selectInText={selectInText} />
          ) : readers ? (
            <ReaderNotesAlone view={readers} onShowInText={selectInText} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

type ScoutFeedbackProps = WritingWithFeedbackProps & {
  caret: ReturnType<typeof useItemAtCaret>;
  applyFix: (item: StoredFeedbackItem) => void;
  showScout: boolean;
  selectInText: (start: number, end: number) => void;
};

/** Scout's items beside the text, with readers' comments in the same list when there are any. */
function ScoutFeedback({ review, text, caret, applyFix, unit, suggestFixes = false, readers, showScout, selectInText }: ScoutFeedbackProps) {
  const withReaders = readers?.shown ? readers : undefined;
  return (
    <FeedbackPanel
      items={showScout ? review.items : []}
      overall={showScout ? review.overall : null}
      others={withReaders?.entries(selectInText)}
      above={withReaders?.header}
      addressed={review.addressed}
      fixNotSaved={new Set(text.unsavedFixes)}
      activeItem={caret.activeItem}
      onShowInText={caret.showInText}
      unit={unit}
      busy={review.running}
      onResolve={review.resolve}
      onApply={applyFix}
      onIgnore={review.ignore}
      onAddWord={review.addWord}
      onSuggest={suggestFixes ? review.suggest : undefined}
      suggesting={review.suggesting}
      onClear={review.clear}
      onRegenerate={review.request}
      highlightsShown={review.showHighlights}
      onToggleHighlights={review.toggleHighlights}
      english={review.english}
      onEnglish={review.chooseEnglish}
    />
  );
}

/**
 * The item whose passage holds the caret, linked both ways: marked in the panel, its comment opened
 * under its line (on a phone) until closed; Show in text selects an item's passage.
 */
function useItemAtCaret(items: StoredFeedbackItem[], textArea: RefObject<HTMLTextAreaElement | null>) {
  const [activeItem, setActiveItem] = useState<string | null>(null);
  const [closedComment, setClosedComment] = useState<string | null>(null);
  const commented = activeItem && activeItem !== closedComment ? items.find((item) => item.id === activeItem && item.textReference) : undefined;
  return {
    activeItem,
    commented,
    closeComment: () => setClosedComment(commented?.id ?? null),
    onCaret: (position: number) => {
      const at = items.find((item) => item.textReference && position >= item.textReference.startPos && position <= item.textReference.endPos);
      if (at?.id !== activeItem) setClosedComment(null);
      setActiveItem(at?.id ?? null);
    },
    showInText: (item: StoredFeedbackItem) => {
      const area = textArea.current;
      const ref = item.textReference;
      if (!area || !ref) return;
      area.focus();
      area.setSelectionRange(ref.startPos, ref.endPos);
      setActiveItem(item.id);
    },
  };
}

/** Escape in the text closes the card open under the caret's words (the text keeps the focus). */
function useEscapeCloses(textArea: RefObject<HTMLTextAreaElement | null>, close: (() => void) | null) {
  const latest = useRef(close);
  latest.current = close;
  const open = close !== null;
  useEffect(() => {
    const area = textArea.current;
    if (!area || !open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") latest.current?.();
    };
    area.addEventListener("keydown", onKey);
    return () => area.removeEventListener("keydown", onKey);
  }, [textArea, open]);
}
