import { useModalDialog } from "../ui/use-modal-dialog";
import type { NavSchool } from "~/domain/schools/workspace";
import { AppSidebar } from "./app-sidebar";

type MobileNavProps = { open: boolean; schools: NavSchool[]; onClose: () => void; onManageSchools: () => void };

// The slide-in navigation drawer for narrow screens: a modal <dialog>, so focus stays inside
// while it is open and Escape closes it. Its content is rendered only while open, so the page
// never holds two copies of the navigation.
export function MobileNav({ open, schools, onClose, onManageSchools }: MobileNavProps) {
  const { ref, onBackdropClick } = useModalDialog(open, onClose);
  return (
    // A click on the backdrop closes the dialog; the keyboard has Escape (native to <dialog>).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-label="Navigation"
      onClose={onClose}
      onClick={onBackdropClick}
      className="m-0 h-full max-h-none w-80 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      {open ? (
        <>
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <span className="font-bold text-brand-700">Scout</span>
            <button type="button" onClick={onClose} className="rounded-md p-2 hover:bg-slate-100" aria-label="Close navigation">
              ✕
            </button>
          </div>
          <AppSidebar
            schools={schools}
            onNavigate={onClose}
            onManageSchools={() => {
              onClose();
              onManageSchools();
            }}
          />
        </>
      ) : null}
    </dialog>
  );
}
