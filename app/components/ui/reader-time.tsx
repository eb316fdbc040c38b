import { formatDate } from "~/domain/deadlines/dates";
import { useViewerTimeZone } from "./use-viewer-time-zone";

/**
 * A moment in the reader's own time zone, with the zone named ("Nov 27, 2026, 3:04 PM (Europe/London)"):
 * every time a screen shows goes through here, so one screen never mixes UTC and the reader's clock.
 * The server cannot know the reader's zone: the first render (and a page without JavaScript) shows UTC, named.
 */
export function ReaderTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {useReaderTimeText(iso)}
    </time>
  );
}

/** The same words as text, where an element cannot go (a button's accessible name). */
export function useReaderTimeText(iso: string): string {
  const zone = useViewerTimeZone() ?? "UTC";
  return `${formatDate(iso, "dateTime", zone)} (${zone})`;
}

/**
 * A day in the reader's own zone ("Nov 27, 2026"), where the hour does not matter (a list of
 * versions, attempts, interviews). Like ReaderTime, the first render is UTC's day, as the server
 * sent it, so the page hydrates as sent; the reader's own day follows at once.
 */
export function ReaderDate({ value }: { value: string | number | Date }) {
  const zone = useViewerTimeZone() ?? "UTC";
  const date = new Date(value);
  return <time dateTime={date.toISOString()}>{formatDate(date, "date", zone)}</time>;
}
