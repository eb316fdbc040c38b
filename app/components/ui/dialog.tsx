import { type ReactNode, type RefObject, useId } from "react";
import { useModalDialog } from "./use-modal-dialog";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
  /** What takes the focus when the dialog opens; by default the browser's choice (the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
};

// A modal dialog with a title, an optional description and a close button.
export function Dialog({ open, onClose, title, description, children, wide = false, initialFocus }: DialogProps) {
  const { ref, onBackdropClick } = useModalDialog(open, onClose, initialFocus);
  const titleId = useId();
  const descriptionId = useId();
  return (
    // A click on the backdrop closes the dialog; the keyboard has Escape (native to <dialog>).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onClick={onBackdropClick}
      className={`m-auto ${wide ? "w-[min(64rem,calc(100vw-2rem))]" : "w-[min(32rem,calc(100vw-2rem))]"} rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50`}
    >
      {/* Content exists only while open: a closed dialog leaves no second form in the page. */}
      {open ? (
        <div className="relative p-6">
          <button type="button" onClick={onClose} aria-label="Close" className="absolute right-3 top-3 rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100">
            ✕
          </button>
          <h2 id={titleId} className="pr-8 text-lg font-semibold">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-2 text-sm text-slate-700">
              {description}
            </p>
          ) : null}
          <div className="mt-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
