import type { ComponentProps, Ref } from "react";

type DragHandleProps = ComponentProps<"button"> & { school: string; ref?: Ref<HTMLButtonElement> };

const GRIP_ID = "scout-grip";

/** The grip a school is dragged by (Space, arrows, Space from the keyboard once sorting is loaded). */
export function DragHandle({ school, ref, ...props }: DragHandleProps) {
  return (
    <button
      type="button"
      ref={ref}
      {...props}
      aria-label={`Reorder ${school}`}
      className="cursor-grab touch-none rounded px-1 py-1 text-slate-600 hover:bg-slate-100"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <use href={`#${GRIP_ID}`} />
      </svg>
    </button>
  );
}

/**
 * The grip's six dots, drawn once for the whole workspace (app.tsx) and used by every handle: a
 * full applicant's 15 schools drew 90 circles on every page, a sixth of a page's elements.
 */
export function GripSymbol() {
  return (
    <svg aria-hidden="true" className="hidden">
      <symbol id={GRIP_ID} viewBox="0 0 20 20">
        <circle cx="7" cy="5" r="1.5" />
        <circle cx="13" cy="5" r="1.5" />
        <circle cx="7" cy="10" r="1.5" />
        <circle cx="13" cy="10" r="1.5" />
        <circle cx="7" cy="15" r="1.5" />
        <circle cx="13" cy="15" r="1.5" />
      </symbol>
    </svg>
  );
}
