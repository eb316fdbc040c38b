import { useEffect, useSyncExternalStore } from "react";
import { DEFAULT_TOAST_MS, type ShownToast, type Toast } from "~/domain/toast";

// The one client-side toast path. Server toasts arrive through the root loader and are handed to
// showToast too, so both look and behave the same.
let toasts: ShownToast[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function showToast(toast: Toast) {
  const shown: ShownToast = { ...toast, variant: toast.variant ?? "default", id: crypto.randomUUID() };
  toasts = [...toasts, shown].slice(-4);
  emit();
  setTimeout(() => dismissToast(shown.id), shown.durationMs ?? DEFAULT_TOAST_MS);
  return shown.id;
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
  useToastFor(serverToast, (toast) => toast);
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      {current.map((toast) => (
        <div
          key={toast.id}
          role={toast.variant === "destructive" ? "alert" : "status"}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg ${
            toast.variant === "destructive" ? "border-red-300 bg-red-50 text-red-900" : "border-slate-200 bg-white text-slate-900"
          }`}
        >
          <div className="flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            className="rounded px-1 text-sm text-slate-700 hover:bg-black/5"
            aria-label={`Dismiss notification: ${toast.title}`}
          >
            ✕
          </button>
        </div>
      ))}
    </section>
  );
}
