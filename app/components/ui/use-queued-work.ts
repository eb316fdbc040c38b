import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";

/**
 * The one way the browser waits for work a queue does (Get Feedback, a mock interview's debrief,
 * a recommender's brief): while `waiting`, `check` runs every `everyMs`, one at a time (the next
 * is timed from the end of the last, so a slow answer never stacks requests), and stops when the
 * waiting ends or the page is left. `check` is told whether it stopped meanwhile, so it says
 * nothing about a job the page no longer shows. While the browser is offline no check is sent: the
 * work goes on at the server, and is followed again once the browser is back (a check sent offline
 * would fail, and the page would give up on work that is not lost).
 */
export function useQueuedWork(waiting: boolean, everyMs: number, check: (stopped: () => boolean) => Promise<unknown> | unknown) {
  const latest = useRef(check);
  latest.current = check;
  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    const isStopped = () => stopped;
    const tick = async () => {
      try {
        if (navigator.onLine) await latest.current(isStopped);
      } finally {
        if (!stopped) timer = setTimeout(tick, everyMs);
      }
    };
    let timer = setTimeout(tick, everyMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [waiting, everyMs]);
}

/** Reloads the page's data while `waiting` (its loader says when the queued work is done). */
export function useReloadWhileQueued(waiting: boolean, everyMs: number) {
  const revalidator = useRevalidator();
  useQueuedWork(waiting, everyMs, () => {
    if (revalidator.state === "idle") revalidator.revalidate();
  });
}

/**
 * Reloads the page's data now, or once the browser is back online: a reload sent offline fails,
 * and Remix would put the route's error page in place of what the applicant was writing.
 */
export function useReloadWhenOnline() {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  return useCallback(() => {
    if (navigator.onLine) return latest.current.revalidate();
    window.addEventListener("online", () => latest.current.revalidate(), { once: true });
  }, []);
}
