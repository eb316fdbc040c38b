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
  /** Drawn over the text (the comment of the highlight at the caret, on a phone). */
  overlay?: ReactNode;
};

const MIN_HEIGHT = 400;
const MAX_HEIGHT = 800;
// Tailwind's lg: where the feedback sits beside the text.
const WIDE = "(min-width: 1024px)";

// A plain text area that grows with the text from 400 px; on wide screens up to 800 px, then it
// scrolls. On a phone it grows with the text: the page is the one scroll area. It has no
// maxLength: a browser cuts a paste at maxLength without a word, so text over the content limit
// is kept whole and the editor says how far over it is (docs/product-rules.md §12).
export const EssayTextArea = forwardRef<HTMLTextAreaElement, EssayTextAreaProps>(function EssayTextArea(
  { id, value, onChange, describedBy, underlay, onScrollTop, onCaret, overlay },
  ref,
) {
  const inner = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => inner.current!);
  useEffect(() => {
    const area = inner.current;
    if (!area) return;
    area.style.height = "auto";
    const cap = window.matchMedia(WIDE).matches ? MAX_HEIGHT : Number.POSITIVE_INFINITY;
    // scrollHeight leaves out the borders, which the height (border-box) includes.
    const borders = area.offsetHeight - area.clientHeight;
    area.style.height = `${Math.min(cap, Math.max(MIN_HEIGHT, area.scrollHeight + borders))}px`;
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
        className={`relative block w-full resize-none rounded-lg lg:max-h-[800px] border border-slate-300 p-4 text-base leading-relaxed text-slate-900 ${highlighting ? "bg-transparent" : "bg-white"}`}
        style={{ minHeight: MIN_HEIGHT }}
      />
      {overlay}
    </div>
  );
});
