import { type RefObject, useEffect, useRef } from "react";

// Opens and closes a native <dialog> with showModal() as `open` changes: the browser then traps
// focus, makes the rest of the page inert, closes on Escape and returns focus where it was.
// Returns the ref to put on the <dialog>, and a click handler that closes it from the backdrop.
// showModal() focuses the first focusable element (the close button); `initialFocus`, when
// given, takes the focus instead (the field the user came to fill in).
export function useModalDialog(open: boolean, onClose: () => void, initialFocus?: RefObject<HTMLElement | null>) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const onBackdropClick = (event: React.MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current) onClose();
  };
  return { ref, onBackdropClick };
}
