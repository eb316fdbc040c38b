// How long a user may let support read their essays (/account). Short by default: support
// needs a day or two to answer; a week is the most anyone should leave it open.
export const supportAccessDurations = [
  { hours: 24, label: "1 day" },
  { hours: 72, label: "3 days" },
  { hours: 168, label: "7 days" },
] as const;

export type SupportAccessHours = (typeof supportAccessDurations)[number]["hours"];
export const DEFAULT_SUPPORT_ACCESS_HOURS: SupportAccessHours = 72;
