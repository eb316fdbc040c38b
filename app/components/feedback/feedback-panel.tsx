import { type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type PlacedEntry, mergeByPosition } from "~/domain/readers/notes-order";
import { type StoredFeedbackItem, canSuggestFix, feedbackTypeLabels, isStrength } from "~/domain/feedback/feedback-items";
import { FixSuggestion } from "./fix-suggestion";
import { ReuseCompare } from "../checks/reuse-compare";
import { Button } from "../ui/button";
import { feedbackColour } from "./feedback-colours";
import type { EnglishVariant } from "~/domain/feedback/english-variant";
import { EnglishChoice } from "./english-choice";

type FeedbackPanelProps = {
  items: StoredFeedbackItem[];
  /** The run's overall note (at most three sentences), shown above the items. */
  overall?: string | null;
  unit: "Paragraph" | "Section";
  busy: boolean;
  onResolve: (id: string) => void;
  /** Replaces the item's passage with its suggested fix (the item then goes). */
  onApply?: (item: StoredFeedbackItem) => void;
  /** Not a problem here: ignored for this passage from now on. */
  onIgnore?: (id: string) => void;
  /** A flagged spelling that is right: into the writer's dictionary. */
  onAddWord?: (id: string) => void;
  /** Asks for a suggested fix of the item's passage (only when the applicant asks). */
  onSuggest?: (id: string) => void;
  /** The item a suggestion is being asked for. */
  suggesting?: string | null;
  onClear: () => void;
  onRegenerate: () => void;
  highlightsShown?: boolean;
  onToggleHighlights?: () => void;
  onClose?: () => void;
  className?: string;
  /** Items whose passage was edited away: kept, marked addressed, no longer highlighted. */
  addressed?: Set<string>;
  /** Items whose fix is in the text but not yet saved: not addressed until it is. */
  fixNotSaved?: Set<string>;
  /** The item at the caret in the text: scrolled to and marked. */
  activeItem?: string | null;
  /** Selects an item's passage in the text. */
  onShowInText?: (item: StoredFeedbackItem) => void;
  /** The writer's English, which the spelling check follows, and a way to change it. */
  english?: EnglishVariant;
  onEnglish?: (variant: EnglishVariant) => void;
  /** Readers' comments, read in one list with the items in the order of the text, and what goes above the list (who said it). */
  others?: PlacedEntry<ReactElement>[];
  above?: ReactNode;
};

// The list of feedback items with Resolve each, Clear all, Regenerate, and Show/Hide Highlights.
// It can be minimized to a thin bar. Beside the essay each item is linked both ways with its
// passage: Show in text selects it, and the caret in a passage marks its item here.
export function FeedbackPanel(props: FeedbackPanelProps) {
  const { items, overall, activeItem, others, className = "" } = props;
  const merged = mergeByPosition(items, (item) => item.textReference?.startPos ?? null, others ?? []);
  const [minimized, setMinimized] = useState(false);
  const rejected = useRejectedSuggestions();
  const listId = useId();
  const list = useRef<HTMLOListElement>(null);
  // Beside the text (wide screens) the list scrolls on its own, and only the list moves to the item;
  // on a phone it is part of the page, one scroll area, and the comment opens under its line
  // instead: scrollIntoView moved the page too, from a highlight at the top to the list far below.
  useEffect(() => {
    const entry = activeItem ? list.current?.querySelector<HTMLElement>(`[data-item="${CSS.escape(activeItem)}"]`) : null;
    if (list.current && entry) scrollWithin(list.current, entry);
  }, [activeItem]);
  return (
    <section aria-label="Feedback" className={`rounded-xl border border-slate-200 bg-white shadow-sm ${className}`}>
      <FeedbackPanelBar {...props} listId={listId} minimized={minimized} onToggleMinimized={() => setMinimized((value) => !value)} />
      {props.english && props.onEnglish && !minimized ? <EnglishChoice english={props.english} onEnglish={props.onEnglish} busy={props.busy} /> : null}
      {minimized ? null : props.above}
      <ol
        ref={list}
        id={listId}
        hidden={minimized}
        aria-label={others ? "Notes from Scout and readers" : undefined}
        className="divide-y divide-slate-200 lg:max-h-[70vh] lg:overflow-y-auto"
      >
        {overall ? (
          <li className="bg-slate-50 px-4 py-3 text-sm text-slate-900">
            <span className="font-semibold">Overall: </span>
            {overall}
          </li>
        ) : null}
        {merged.length === 0 ? <li className="px-4 py-3 text-sm text-slate-700">{others ? "No open notes." : "No areas for improvement found."}</li> : null}
        {merged.map((entry) => (entry.from === "scout" ? <FeedbackEntry key={entry.item.id} {...props} item={entry.item} rejected={rejected} /> : entry.entry))}
      </ol>
    </section>
  );
}

/** Scrolls `box` (when it scrolls on its own) just enough to show `entry`, moving nothing around it. */
function scrollWithin(box: HTMLElement, entry: HTMLElement) {
  if (box.scrollHeight <= box.clientHeight) return;
  const top = entry.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
  if (top < box.scrollTop) box.scrollTop = top;
  else if (top + entry.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = top + entry.offsetHeight - box.clientHeight;
}

/** Suggestions the writer turned down: hidden here (asking again shows the same one). */
function useRejectedSuggestions() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  return {
    has: (id: string) => ids.has(id),
    reject: (id: string) => setIds(new Set([...ids, id])),
    forget: (id: string) => setIds(new Set([...ids].filter((entry) => entry !== id))),
  };
}

type BarProps = FeedbackPanelProps & { listId: string; minimized: boolean; onToggleMinimized: () => void };

function FeedbackPanelBar({
  items,
  busy,
  onRegenerate,
  onClear,
  highlightsShown,
  onToggleHighlights,
  onClose,
  listId,
  minimized,
  onToggleMinimized,
}: BarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-4 py-2">
      <h2 className="flex-1 text-sm font-semibold text-slate-900">{`Feedback (${items.length})`}</h2>
      {onToggleHighlights ? (
        <Button size="sm" variant="ghost" onClick={onToggleHighlights}>
          {highlightsShown ? "Hide Highlights" : "Show Highlights"}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={onRegenerate} disabled={busy}>
        Regenerate
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear} disabled={busy}>
        Clear
      </Button>
      <Button size="sm" variant="ghost" aria-expanded={!minimized} aria-controls={listId} onClick={onToggleMinimized}>
        {minimized ? "Expand" : "Minimize"}
      </Button>
      {onClose ? (
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      ) : null}
    </div>
  );
}

type EntryProps = FeedbackPanelProps & { item: StoredFeedbackItem; rejected: ReturnType<typeof useRejectedSuggestions> };

/** One item: its kind, severity and place, its comment and passage (Show in text), a suggested fix, and its actions. */
function FeedbackEntry(props: EntryProps) {
  const { item, unit, busy, activeItem, addressed, fixNotSaved, onShowInText, onApply, onSuggest, rejected } = props;
  const quote = item.textReference ? `“${item.textReference.highlightText.slice(0, 120)}”` : null;
  return (
    <li
      data-item={item.id}
      aria-current={item.id === activeItem ? "true" : undefined}
      className={`flex gap-3 px-4 py-3 text-sm ${item.id === activeItem ? "bg-brand-50 ring-2 ring-inset ring-brand-600" : ""}`}
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className={`rounded px-1.5 text-xs font-medium ${feedbackColour(item).badge}`}>{feedbackTypeLabels[item.type] ?? item.type}</span>
          <span className="text-xs text-slate-700">{`${isStrength(item) ? "Worth keeping" : item.severity === "major" ? "Major" : "Minor"} · ${unit} ${item.paragraph}`}</span>
          {fixNotSaved?.has(item.id) ? (
            <span className="rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900">Fix not saved yet</span>
          ) : addressed?.has(item.id) ? (
            <span className="rounded bg-green-100 px-1.5 text-xs font-medium text-green-900">Addressed</span>
          ) : null}
        </p>
        <p className="mt-1 text-slate-900">{item.comment}</p>
        {quote ? (
          onShowInText ? (
            <button
              type="button"
              onClick={() => onShowInText(item)}
              className="mt-1 block max-w-full truncate text-left text-xs text-brand-700 underline"
              aria-label={`Show in text: ${quote}`}
            >
              {quote}
            </button>
          ) : (
            <p className="mt-1 truncate text-xs text-slate-700">{quote}</p>
          )
        ) : null}
        {onApply && onSuggest && item.suggestion && item.textReference && !rejected.has(item.id) ? (
          <FixSuggestion
            passage={item.textReference.highlightText}
            suggestion={item.suggestion}
            busy={busy}
            onAccept={() => onApply({ ...item, replacement: item.suggestion })}
            onReject={() => rejected.reject(item.id)}
          />
        ) : null}
        {item.related && item.textReference ? <ReuseCompare passage={item.textReference.highlightText} related={item.related} essayLabel="This essay" /> : null}
      </div>
      <FeedbackEntryActions {...props} />
    </li>
  );
}

/** An item's buttons: Apply a replacement, Suggest a fix, Resolve, Ignore, Add to dictionary. */
function FeedbackEntryActions({ item, busy, onApply, onSuggest, suggesting, onResolve, onIgnore, onAddWord, rejected }: EntryProps) {
  const about = item.comment.slice(0, 60);
  return (
    <div className="flex shrink-0 flex-col items-stretch gap-1">
      {onApply && item.replacement && item.textReference ? (
        <Button size="sm" onClick={() => onApply(item)} disabled={busy} aria-label={`Apply “${item.replacement}”: ${about}`}>
          {`Apply “${item.replacement}”`}
        </Button>
      ) : null}
      {onSuggest && onApply && canSuggestFix(item) && (!item.suggestion || rejected.has(item.id)) ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            rejected.forget(item.id);
            onSuggest(item.id);
          }}
          disabled={busy || suggesting === item.id}
          aria-label={`Suggest a fix: ${about}`}
        >
          {suggesting === item.id ? "Suggesting…" : "Suggest a fix"}
        </Button>
      ) : null}
      <Button size="sm" variant="secondary" onClick={() => onResolve(item.id)} disabled={busy} aria-label={`Resolve: ${about}`}>
        Resolve
      </Button>
      {onIgnore && item.textReference ? (
        <Button size="sm" variant="ghost" onClick={() => onIgnore(item.id)} disabled={busy} aria-label={`Ignore: ${about}`}>
          Ignore
        </Button>
      ) : null}
      {onAddWord && item.type === "spelling" && item.textReference ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onAddWord(item.id)}
          disabled={busy}
          aria-label={`Add to dictionary: “${item.textReference.highlightText}”`}
        >
          Add to dictionary
        </Button>
      ) : null}
    </div>
  );
}
