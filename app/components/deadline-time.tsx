import { useEffect, useId, useState } from "react";
import { type Deadline, deadlineInstant, deadlineTimeZone, formatDeadline, formatDeadlineAtSchool } from "~/domain/deadlines";

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

// A deadline on the viewer's clock, with the school's own statement of it ("Jan 5, 2027, 12:00 PM
// ET at the school") on hover and on keyboard focus, tied to it as its description.
export function DeadlineTime({ deadline, className = "" }: { deadline: Deadline; className?: string }) {
  const zone = useViewerTimeZone();
  const tipId = useId();
  const instant = deadlineInstant(deadline);
  const atSchool = formatDeadlineAtSchool(deadline);
  return (
    <span className={`group relative inline-block ${className}`}>
      {/* A button so that keyboard users can focus it and see the school's own time, as a mouse hover shows it. */}
      <button
        type="button"
        aria-describedby={tipId}
        className="rounded-sm text-left underline decoration-dotted underline-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <time dateTime={instant.toISOString()} title={atSchool}>
          {formatDeadline(instant, zone ?? deadlineTimeZone(deadline))}
        </time>
      </button>
      <span
        id={tipId}
        role="tooltip"
        className="invisible absolute left-0 top-full z-10 mt-1 w-max max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow group-focus-within:visible group-hover:visible"
      >
        {atSchool}
      </span>
    </span>
  );
}
