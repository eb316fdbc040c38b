import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * The one way the browser waits for work a queue does (Get Feedback, a mock interview's debrief,
 * a recommender's brief): while `waiting`, `check` runs every `everyMs`, one at a time (the next
 * is timed from the end of the last, so a slow answer never stacks requests), and stops when the
 * waiting ends or the page is left. `check` is told whether it stopped meanwhile, so it says
 * nothing about a job the page no longer shows.
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
        await latest.current(isStopped);
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
