import { useEffect, useState } from "react";
import { type Deadline, deadlineInstant, formatDeadlineForSchool, formatDeadlineForViewer } from "~/domain/deadlines/deadlines";

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

// A deadline as the school's clock reads it, with what was assumed said on the line, then the
// same instant on the viewer's clock when it reads differently ("· Wed, Jan 6, 2027, 4:59 AM UTC
// your time"). The school's reading comes first so it agrees with any header naming the date.
export function DeadlineTime({ deadline, source = "school", className = "" }: { deadline: Deadline; source?: "school" | "entered"; className?: string }) {
  const zone = useViewerTimeZone();
  const viewer = zone ? formatDeadlineForViewer(deadline, zone) : null;
  return (
    <span className={className}>
      <time dateTime={deadlineInstant(deadline).toISOString()}>{formatDeadlineForSchool(deadline, source)}</time>
      {viewer ? <span className="text-slate-700">{` · ${viewer} your time`}</span> : null}
    </span>
  );
}
