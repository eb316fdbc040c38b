import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { type StoredFeedbackItem, feedbackTypeLabels } from "~/domain/feedback/feedback-items";
import { Button } from "../ui/button";
import { feedbackColour } from "./feedback-colours";

type HighlightCommentProps = {
  item: StoredFeedbackItem;
  onApply?: (item: StoredFeedbackItem) => void;
  onResolve: (id: string) => void;
  onClose: () => void;
};

// On a phone the feedback list is far below the text: the comment of the highlight at the caret
// opens right under its line, so the passage and what is said about it are seen together.
// Drawn over the text area's box (its parent), placed from the highlight's mark in the underlay.
export function HighlightComment({ item, onApply, onResolve, onClose }: HighlightCommentProps) {
  const card = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const box = card.current?.parentElement;
    const mark = box?.querySelector(`mark[data-item="${CSS.escape(item.id)}"]`);
    const next = box && mark ? Math.round(mark.getBoundingClientRect().bottom - box.getBoundingClientRect().top + 4) : null;
    if (next !== top) setTop(next);
  });
  // A passage low on the screen would open its comment below the screen's edge: the page moves
  // just enough to show it, once as it opens (not as the writer types).
  const placed = top !== null;
  useEffect(() => {
    if (placed) card.current?.scrollIntoView({ block: "nearest" });
  }, [item.id, placed]);
  return (
    <div
      ref={card}
      role="region"
      aria-label="Comment on the highlighted passage"
      className="absolute inset-x-2 z-10 rounded-lg border border-slate-300 bg-white p-3 text-sm shadow-lg lg:hidden"
      style={{ top: top ?? 0, visibility: top === null ? "hidden" : "visible" }}
    >
      <p className="flex items-center gap-2">
        <span className={`rounded px-1.5 text-xs font-medium ${feedbackColour(item).badge}`}>{feedbackTypeLabels[item.type] ?? item.type}</span>
      </p>
      <p className="mt-1 text-slate-900">{item.comment}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {onApply && item.replacement ? (
          <Button size="sm" onClick={() => onApply(item)} aria-label={`Apply “${item.replacement}”: ${item.comment.slice(0, 60)}`}>
            {`Apply “${item.replacement}”`}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => onResolve(item.id)}>
          Resolve
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
