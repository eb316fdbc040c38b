import { formatDate } from "~/domain/deadlines/dates";
import { useViewerTimeZone } from "./deadline-time";

/**
 * A moment in the reader's own time zone, with the zone named ("Nov 27, 2026, 3:04 PM (Europe/London)").
 * The server cannot know the reader's zone: the first render (and a page without JavaScript) shows UTC, named.
 */
export function ReaderTime({ iso, className }: { iso: string; className?: string }) {
  const zone = useViewerTimeZone() ?? "UTC";
  return <time dateTime={iso} className={className}>{`${formatDate(iso, "dateTime", zone)} (${zone})`}</time>;
}
