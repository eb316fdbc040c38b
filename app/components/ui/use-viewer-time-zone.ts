import { useEffect, useState } from "react";

/**
 * The viewer's time zone, from the browser. Null on the server and in the first render (the
 * server cannot know it, and the first render must match what the server sent); callers show
 * the school's own zone until then.
 */
export function useViewerTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || null), []);
  return zone;
}
