import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { DEFAULT_TOAST_MS, type ShownToast, type Toast } from "~/domain/platform/toast";

// The one client-side toast path. Server toasts arrive through the root loader and are handed to
// showToast too, so both look and behave the same.
// At most this many at once: a new toast pushes out the oldest.
// Two at most: a third would reach up into the page the applicant is working on.
export const MAX_TOASTS = 2;

// A toast is about the page it is shown on: it goes when another page opens. A toast meant for
// the next page is the action's redirectWithToast, which that page's root loader shows
// (docs/forms.md).
let toasts: ShownToast[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function showToast(toast: Toast) {
  const shown: ShownToast = { ...toast, variant: toast.variant ?? "default", id: crypto.randomUUID() };
  toasts = [...toasts, shown].slice(-MAX_TOASTS);
  emit();
  setTimeout(() => dismissToast(shown.id), shown.durationMs ?? DEFAULT_TOAST_MS);
  return shown.id;
}

// Another page opened: the last page's toasts go.
function leavePage() {
  if (toasts.length === 0) return;
  toasts = [];
  emit();
}

/**
 * Acts on each new answer once (a fetcher's data, an action's result, a loader's failure): `act`
 * may do what the answer asks (close a dialog, follow a job, move on) and returns the toast to
 * show, if any. The one way a component turns what the server said into a toast.
 */
export function useToastFor<T>(answer: T | null | undefined, act: (answer: T) => Toast | null | undefined | void) {
  useEffect(() => {
    if (answer === null || answer === undefined) return;
    const toast = act(answer);
    if (toast) showToast(toast);
    // A new answer, and only a new answer, acts.
  }, [answer]);
}

export function dismissToast(id: string) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const EMPTY: ShownToast[] = [];

export function Toaster({ serverToast }: { serverToast: Toast | null }) {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
  const { pathname } = useLocation();
  const page = useRef(pathname);
  // Before the server toast below, on purpose: a redirect brings its new page and the toast its
  // cookie carried in the same render, so the last page's toasts go first, then that one shows.
  useEffect(() => {
    if (page.current === pathname) return;
    page.current = pathname;
    leavePage();
  }, [pathname]);
  useToastFor(serverToast, (toast) => toast);
  return (
    <section aria-label="Notifications" aria-live="polite" className={TOASTS_REGION_CLASSES}>
      {current.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onDismiss={() => dismissToast(toast.id)} />
      ))}
    </section>
  );
}

/** Where toasts show: top of a phone's screen, bottom left of a wider one. */
export const TOASTS_REGION_CLASSES =
  "pointer-events-none fixed inset-x-0 top-0 z-50 flex flex-col items-center gap-2 p-4 md:inset-x-auto md:bottom-16 md:left-0 md:top-auto md:w-80 md:items-start";

/** One toast. The pages that ship no framework render the same card (data-* for their script). */
export function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss?: () => void }) {
  const destructive = toast.variant === "destructive";
  return (
    <div
      data-toast=""
      role={destructive ? "alert" : "status"}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg ${
        destructive ? "border-red-300 bg-red-50 text-red-900" : "border-slate-200 bg-white text-slate-900"
      }`}
    >
      <div className="flex-1">
        <p data-toast-title="" className="font-semibold">
          {toast.title}
        </p>
        {toast.description ? (
          <p data-toast-description="" className="mt-1 text-sm">
            {toast.description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        data-toast-dismiss=""
        onClick={onDismiss}
        className="rounded px-1 text-sm text-slate-700 hover:bg-black/5"
        aria-label={`Dismiss notification: ${toast.title}`}
      >
        ✕
      </button>
    </div>
  );
}
