import { forwardRef, useEffect, useImperativeHandle, useRef } from "react";
import { CONTENT_LIMIT } from "~/domain/essay-rules";

type EssayTextAreaProps = { id: string; value: string; onChange: (value: string) => void; describedBy: string };

const MIN_HEIGHT = 400;
const MAX_HEIGHT = 800;

// A plain text area that grows with the text from 400 to 800 px, then scrolls. Input stops at the
// content limit instead of anything being cut later (DECISIONS 12).
export const EssayTextArea = forwardRef<HTMLTextAreaElement, EssayTextAreaProps>(function EssayTextArea({ id, value, onChange, describedBy }, ref) {
  const inner = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => inner.current!);
  useEffect(() => {
    const area = inner.current;
    if (!area) return;
    area.style.height = "auto";
    area.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, area.scrollHeight))}px`;
  }, [value]);
  return (
    <textarea
      ref={inner}
      id={id}
      value={value}
      maxLength={CONTENT_LIMIT}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
      spellCheck
      className="block w-full resize-none rounded-lg border border-slate-300 bg-white p-4 text-base leading-relaxed text-slate-900"
      style={{ minHeight: MIN_HEIGHT, maxHeight: MAX_HEIGHT }}
    />
  );
});
