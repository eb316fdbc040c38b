// The VTIMEZONE blocks (RFC 5545 §3.6.5) for the zones deadlines are stated in (deadlineTimeZones):
// a calendar file must define every TZID it uses, and calendar apps do not all know IANA names.
// The rules are written out rather than derived so the file reads like any calendar app's own;
// calendar-ics.test.ts checks them against Intl's tz database, hour by hour, over several years.

type Offset = { minutes: number; name: string };

/** When the clocks change, in the zone's wall time: the first change under today's rule, then the rule. */
type Changes = { daylightFrom: string; daylightRule: string; standardFrom: string; standardRule: string };

type ZoneRules = { standard: Offset; daylight?: Offset & { changes: Changes } };

// US and Canada since 2007: second Sunday of March to first Sunday of November, at 02:00.
const US: Changes = {
  daylightFrom: "20070311T020000",
  daylightRule: "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  standardFrom: "20071104T020000",
  standardRule: "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
};

// The EU (and the UK, Switzerland) since 1996: last Sunday of March to last Sunday of October, at
// 01:00 UTC everywhere at once, so the wall time of the change depends on the zone's offset.
function europe(standardHours: number): Changes {
  const wall = (hour: number) => `T${String(hour).padStart(2, "0")}0000`;
  return {
    daylightFrom: `19810329${wall(1 + standardHours)}`,
    daylightRule: "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    standardFrom: `19961027${wall(2 + standardHours)}`,
    standardRule: "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  };
}

// New South Wales and Victoria since 2008: first Sunday of October to first Sunday of April.
const SOUTH_EAST_AUSTRALIA: Changes = {
  daylightFrom: "20081005T020000",
  daylightRule: "FREQ=YEARLY;BYMONTH=10;BYDAY=1SU",
  standardFrom: "20080406T030000",
  standardRule: "FREQ=YEARLY;BYMONTH=4;BYDAY=1SU",
};

const fixed = (minutes: number, name: string): ZoneRules => ({ standard: { minutes, name } });
const seasonal = (standard: Offset, daylight: Offset, changes: Changes): ZoneRules => ({ standard, daylight: { ...daylight, changes } });

const zoneRules: Record<string, ZoneRules> = {
  "America/New_York": seasonal({ minutes: -300, name: "EST" }, { minutes: -240, name: "EDT" }, US),
  "America/Toronto": seasonal({ minutes: -300, name: "EST" }, { minutes: -240, name: "EDT" }, US),
  "America/Chicago": seasonal({ minutes: -360, name: "CST" }, { minutes: -300, name: "CDT" }, US),
  "America/Denver": seasonal({ minutes: -420, name: "MST" }, { minutes: -360, name: "MDT" }, US),
  "America/Los_Angeles": seasonal({ minutes: -480, name: "PST" }, { minutes: -420, name: "PDT" }, US),
  "Europe/London": seasonal({ minutes: 0, name: "GMT" }, { minutes: 60, name: "BST" }, europe(0)),
  "Europe/Paris": seasonal({ minutes: 60, name: "CET" }, { minutes: 120, name: "CEST" }, europe(1)),
  "Europe/Madrid": seasonal({ minutes: 60, name: "CET" }, { minutes: 120, name: "CEST" }, europe(1)),
  "Europe/Zurich": seasonal({ minutes: 60, name: "CET" }, { minutes: 120, name: "CEST" }, europe(1)),
  "Australia/Sydney": seasonal({ minutes: 600, name: "AEST" }, { minutes: 660, name: "AEDT" }, SOUTH_EAST_AUSTRALIA),
  "Asia/Dubai": fixed(240, "+04"),
  "Asia/Kolkata": fixed(330, "IST"),
  "Asia/Singapore": fixed(480, "+08"),
  "Asia/Hong_Kong": fixed(480, "HKT"),
  "Asia/Shanghai": fixed(480, "CST"),
  "Asia/Tokyo": fixed(540, "JST"),
  UTC: fixed(0, "UTC"),
};

/** "-0500", "+0530". */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, "0")}${String(whole % 60).padStart(2, "0")}`;
}

function observance(kind: "STANDARD" | "DAYLIGHT", from: number, to: Offset, start: string, rule?: string): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    ...(rule ? [`RRULE:${rule}`] : []),
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to.minutes)}`,
    `TZNAME:${to.name}`,
    `END:${kind}`,
  ];
}

/** Whether a VTIMEZONE can be written for the zone (else an event in it is written in UTC). */
export function hasTimeZoneDefinition(timeZone: string): boolean {
  return timeZone in zoneRules;
}

/** The VTIMEZONE lines (unfolded, no line breaks) for a zone, or null when its rules are not known here. */
export function timeZoneDefinition(timeZone: string): string[] | null {
  const rules = zoneRules[timeZone];
  if (!rules) return null;
  const { standard, daylight } = rules;
  const observances = daylight
    ? [
        ...observance("DAYLIGHT", standard.minutes, daylight, daylight.changes.daylightFrom, daylight.changes.daylightRule),
        ...observance("STANDARD", daylight.minutes, standard, daylight.changes.standardFrom, daylight.changes.standardRule),
      ]
    : observance("STANDARD", standard.minutes, standard, "19700101T000000");
  return ["BEGIN:VTIMEZONE", `TZID:${timeZone}`, ...observances, "END:VTIMEZONE"];
}
