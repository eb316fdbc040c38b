import { type Deadline, deadlineInstant, formatDeadlineForSchool, formatDeadlineForViewer } from "~/domain/deadlines/deadlines";
import { useViewerTimeZone } from "../ui/use-viewer-time-zone";

// A deadline as the school's clock reads it, with what was assumed said on the line, whose date it
// is ("(your date)", a real space before it, so it reads apart from the assumption however the
// line is copied or read aloud), then the same instant on the viewer's clock when it reads
// differently ("· Tue, Jan 5, 2027, 5:00 PM GMT your time"). The school's reading comes first so
// it agrees with any header naming the date.
export function DeadlineTime({ deadline, note, className = "" }: { deadline: Deadline; note?: string; className?: string }) {
  const zone = useViewerTimeZone();
  const viewer = zone ? formatDeadlineForViewer(deadline, zone) : null;
  return (
    <span className={className}>
      <time dateTime={deadlineInstant(deadline).toISOString()}>{formatDeadlineForSchool(deadline)}</time>
      {note ? <span className="text-slate-700">{` (${note})`}</span> : null}
      {viewer ? <span className="text-slate-700">{` · ${viewer} your time`}</span> : null}
    </span>
  );
}
