import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { readerRoleLabels } from "~/domain/readers/reader-rules";
import { Button } from "../ui/button";
import type { ReaderComment } from "./reader-comment";

type ReaderMarkCardProps = { comment: ReaderComment; onClose: () => void; textArea: RefObject<HTMLTextAreaElement | null> };

// On a phone the list of notes is far below the text: a reader's comment opens right under the
// words it is about when the caret enters them (a tap, or the arrow keys), as Scout's do. Escape
// or Close shuts it and gives the focus back to the text, the caret where it was.
export function ReaderMarkCard({ comment, onClose, textArea }: ReaderMarkCardProps) {
  const card = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const box = card.current?.parentElement;
    const mark = box?.querySelector(`mark[data-reader="${CSS.escape(comment.id)}"]`);
    const next = box && mark ? Math.round(mark.getBoundingClientRect().bottom - box.getBoundingClientRect().top + 4) : null;
    if (next !== top) setTop(next);
  });
  const placed = top !== null;
  useEffect(() => {
    if (placed) card.current?.scrollIntoView({ block: "nearest" });
  }, [comment.id, placed]);
  const close = () => {
    onClose();
    textArea.current?.focus();
  };
  const closeRef = useRef(close);
  closeRef.current = close;
  // Escape from the card's own button closes it too (from the text, WritingWithFeedback does).
  useEffect(() => {
    const element = card.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeRef.current();
    };
    element?.addEventListener("keydown", onKey);
    return () => element?.removeEventListener("keydown", onKey);
  }, []);
  return (
    <div
      ref={card}
      role="region"
      aria-label={`${comment.readerName}'s comment on “${comment.anchor.quote}”`}
      data-testid="reader-mark-card"
      className="absolute inset-x-2 z-10 rounded-lg border border-amber-400 bg-white p-3 text-sm shadow-lg lg:hidden"
      style={{ top: top ?? 0, visibility: top === null ? "hidden" : "visible" }}
    >
      <p className="font-semibold text-slate-900">
        {comment.readerName}
        <span className="font-normal text-slate-700">{` · ${readerRoleLabels[comment.role]}`}</span>
      </p>
      <p className="mt-1 text-slate-700">
        <q>{comment.anchor.quote}</q>
      </p>
      {comment.body ? <p className="mt-1 text-slate-900">{comment.body}</p> : null}
      {comment.replacement !== null ? <p className="mt-1 text-slate-900">{`Proposes: “${comment.replacement}”`}</p> : null}
      <p className="mt-1 text-slate-700">Take their words, answer or dismiss it in the notes under the text.</p>
      <div className="mt-2">
        <Button size="sm" variant="ghost" onClick={close}>
          Close
        </Button>
      </div>
    </div>
  );
}
