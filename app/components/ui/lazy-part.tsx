import { type ComponentType, lazy } from "react";

function ReloadToSee() {
  return <p className="text-sm text-slate-700">This part of the page could not be loaded. Reload the page to see it.</p>;
}

/**
 * A part of a page fetched apart from the page's first files (React.lazy), kept from breaking the
 * page when its file cannot be fetched. Offline (the editor keeps working offline), the part waits,
 * with the server's drawing or its placeholder in place, and is fetched again once the browser is
 * back online; a second failure (a release since the page loaded renamed its file) shows a line
 * asking for a reload, never the page's error screen.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's own
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, options: { whenPageIsUp?: boolean } = {}) {
  const standIn = { default: ReloadToSee as unknown as T };
  // A part that opens only when the applicant acts (a dialog the page opens on a click, or on
  // leaving with unsaved text): its file is fetched as soon as the page is up, or at once when the
  // page is opened from another, so that it is there when it is wanted and never among the page's
  // first files.
  if (options.whenPageIsUp && typeof window !== "undefined") {
    const fetchEarly = () => void load().catch(() => undefined);
    if (document.readyState === "complete") fetchEarly();
    else window.addEventListener("load", fetchEarly, { once: true });
  }
  return lazy(() =>
    load().catch(
      () =>
        new Promise<{ default: T }>((resolve) => {
          const retry = () => resolve(load().catch(() => standIn));
          if (navigator.onLine) retry();
          else window.addEventListener("online", retry, { once: true });
        }),
    ),
  );
}
