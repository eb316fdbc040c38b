import { type ReactNode, forwardRef, useEffect, useImperativeHandle, useRef } from "react";

type EssayTextAreaProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy: string;
  /** Highlights drawn under the text; while present the text area is see-through (and still typed in). */
  underlay?: ReactNode;
  onScrollTop?: (top: number) => void;
  /** The caret moved (a click, an arrow key): the feedback item under it is shown in the panel. */
  onCaret?: (position: number) => void;
};

const MIN_HEIGHT = 400;
const MAX_HEIGHT = 800;

// A plain text area that grows with the text from 400 to 800 px, then scrolls. It has no maxLength:
// a browser cuts a paste at maxLength without a word, so text over the content limit is kept
// whole and the editor says how far over it is (docs/product-rules.md §12).
export const EssayTextArea = forwardRef<HTMLTextAreaElement, EssayTextAreaProps>(function EssayTextArea(
  { id, value, onChange, describedBy, underlay, onScrollTop, onCaret },
  ref,
) {
  const inner = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => inner.current!);
  useEffect(() => {
    const area = inner.current;
    if (!area) return;
    area.style.height = "auto";
    area.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, area.scrollHeight))}px`;
  }, [value]);
  const highlighting = Boolean(underlay);
  return (
    <div className="relative rounded-lg bg-white">
      {underlay}
      <textarea
        ref={inner}
        id={id}
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onSelect={(event) => onCaret?.(event.currentTarget.selectionStart)}
        onScroll={(event) => onScrollTop?.(event.currentTarget.scrollTop)}
        className={`relative block w-full resize-none rounded-lg border border-slate-300 p-4 text-base leading-relaxed text-slate-900 ${highlighting ? "bg-transparent" : "bg-white"}`}
        style={{ minHeight: MIN_HEIGHT, maxHeight: MAX_HEIGHT }}
      />
    </div>
  );
});
