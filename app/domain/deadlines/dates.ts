// The one date formatter: every date a person reads goes through here, in American English
// (the product's language), in the reader's time zone unless one is given.
const FORMATS = {
  /** Jan 5, 2027 */
  date: { month: "short", day: "numeric", year: "numeric" },
  /** January 5, 2027 */
  longDate: { dateStyle: "long" },
  /** Jan 5, 2027, 3:04 PM */
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  /** Tuesday, January 5 at 3:04 PM EST */
  weekdayTime: { weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateFormat = keyof typeof FORMATS;

// One formatter per format and zone: building an Intl.DateTimeFormat costs far more than using
// one (a full workspace page formats a few hundred dates; building each was a tenth of its render).
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(value: Date | string | number, format: DateFormat = "date", timeZone?: string): string {
  const key = `${format} ${timeZone ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { ...FORMATS[format], timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(value));
}

/** A calendar date with no time (a deadline's "2027-01-05"): the same day wherever the reader is. */
export function formatCalendarDate(isoDate: string, format: DateFormat = "date"): string {
  return formatDate(`${isoDate}T12:00:00Z`, format, "UTC");
}
