import { useId, useState } from "react";
import type { StoredFeedbackItem } from "~/domain/feedback-items";
import { Button } from "../ui/button";
import { feedbackColour } from "./feedback-colours";

type FeedbackPanelProps = {
  items: StoredFeedbackItem[];
  unit: "Paragraph" | "Section";
  busy: boolean;
  onResolve: (id: string) => void;
  onClear: () => void;
  onRegenerate: () => void;
  highlightsShown?: boolean;
  onToggleHighlights?: () => void;
  onClose?: () => void;
};

// The list of feedback items with Resolve each, Clear all, Regenerate, and Show/Hide Highlights.
// It can be minimised to a thin bar.
export function FeedbackPanel({ items, unit, busy, onResolve, onClear, onRegenerate, highlightsShown, onToggleHighlights, onClose }: FeedbackPanelProps) {
  const [minimised, setMinimised] = useState(false);
  const listId = useId();
  return (
    <section aria-label="Feedback" className="rounded-xl border border-slate-200 bg-white shadow-sm">
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
        <Button size="sm" variant="ghost" aria-expanded={!minimised} aria-controls={listId} onClick={() => setMinimised((value) => !value)}>
          {minimised ? "Expand" : "Minimise"}
        </Button>
        {onClose ? (
          <Button size="sm" variant="ghost" onClick={onClose}>
            Close
          </Button>
        ) : null}
      </div>
      <ol id={listId} hidden={minimised} className="max-h-[50vh] divide-y divide-slate-200 overflow-y-auto">
        {items.length === 0 ? <li className="px-4 py-3 text-sm text-slate-700">No areas for improvement found.</li> : null}
        {items.map((item) => (
          <li key={item.id} className="flex gap-3 px-4 py-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className={`rounded px-1.5 text-xs font-medium capitalize ${feedbackColour(item.type).badge}`}>{item.type}</span>
                <span className="text-xs text-slate-700">{`${item.severity === "major" ? "Major" : "Minor"} · ${unit} ${item.paragraph}`}</span>
              </p>
              <p className="mt-1 text-slate-900">{item.comment}</p>
              {item.textReference ? <p className="mt-1 truncate text-xs text-slate-700">{`“${item.textReference.highlightText.slice(0, 120)}”`}</p> : null}
            </div>
            <Button size="sm" variant="secondary" onClick={() => onResolve(item.id)} disabled={busy} aria-label={`Resolve: ${item.comment.slice(0, 60)}`}>
              Resolve
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
