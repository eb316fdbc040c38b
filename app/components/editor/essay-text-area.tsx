import { type ReactNode, forwardRef, useEffect, useImperativeHandle, useRef } from "react";
import { CONTENT_LIMIT } from "~/domain/essay-rules";

type EssayTextAreaProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy: string;
  /** Highlights drawn under the text; while present the text area is see-through and read-only. */
  underlay?: ReactNode;
  onBlockedInput?: () => void;
  onScrollTop?: (top: number) => void;
};

const MIN_HEIGHT = 400;
const MAX_HEIGHT = 800;

// A plain text area that grows with the text from 400 to 800 px, then scrolls. Input stops at the
// content limit instead of anything being cut later (docs/product-rules.md §12).
export const EssayTextArea = forwardRef<HTMLTextAreaElement, EssayTextAreaProps>(function EssayTextArea(
  { id, value, onChange, describedBy, underlay, onBlockedInput, onScrollTop },
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
        maxLength={CONTENT_LIMIT}
        aria-describedby={describedBy}
        readOnly={highlighting}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // Typing while highlights show would move the words under them: ask to hide them first.
          const editing = event.key.length === 1 || event.key === "Backspace" || event.key === "Delete" || event.key === "Enter";
          if (highlighting && editing && !event.ctrlKey && !event.metaKey) onBlockedInput?.();
        }}
        onScroll={(event) => onScrollTop?.(event.currentTarget.scrollTop)}
        spellCheck={!highlighting}
        className={`relative block w-full resize-none rounded-lg border border-slate-300 p-4 text-base leading-relaxed text-slate-900 ${highlighting ? "bg-transparent" : "bg-white"}`}
        style={{ minHeight: MIN_HEIGHT, maxHeight: MAX_HEIGHT }}
      />
    </div>
  );
});
