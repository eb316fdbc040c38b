// Hot Seat slots are released every Friday at 12pm Eastern Time. This finds
// the next release as an instant, whatever the daylight-saving rules say that week.
const ZONE = "America/New_York";
const FRIDAY = 5;
const RELEASE_HOUR = 12;

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  hourCycle: "h23",
  weekday: "short",
});

function wallClock(date: Date) {
  const get = (type: string) => parts.formatToParts(date).find((part) => part.type === type)?.value ?? "";
  const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  return {
    year: Number(get("year")),
    month: Number(get("month")),
    day: Number(get("day")),
    hour: Number(get("hour")),
    weekday: weekdays.indexOf(get("weekday")),
  };
}

/** The instant it is 12:00 in New York on that calendar day (EST is UTC-5, EDT UTC-4). */
function noonInNewYork(year: number, month: number, day: number): Date {
  for (const offset of [4, 5]) {
    const candidate = new Date(Date.UTC(year, month - 1, day, RELEASE_HOUR + offset));
    if (wallClock(candidate).hour === RELEASE_HOUR) return candidate;
  }
  throw new Error("No noon in New York that day");
}

export function nextHotSeatRelease(now: Date): Date {
  const today = wallClock(now);
  const daysAhead = (FRIDAY - today.weekday + 7) % 7;
  for (const extra of [0, 7]) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + daysAhead + extra));
    const release = noonInNewYork(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
    if (release > now) return release;
  }
  throw new Error("unreachable");
}
