// Per-school figures for the sidebar.
export type EssayForProgress = { essayTitle: string; status: string };

/** Share of the school's catalogue essays whose newest version is final or submitted, in percent. */
export function schoolProgress(catalogueTitles: string[], newestVersions: EssayForProgress[]): number {
  if (catalogueTitles.length === 0) return 0;
  const done = new Set(newestVersions.filter((essay) => essay.status === "final" || essay.status === "submitted").map((essay) => essay.essayTitle));
  const count = catalogueTitles.filter((title) => done.has(title)).length;
  return Math.round((count / catalogueTitles.length) * 100);
}

/** Keeps only the highest version of each school-and-title. */
export function newestVersions<T extends { school: string; essayTitle: string; version: number }>(essays: T[]): T[] {
  const newest = new Map<string, T>();
  for (const essay of essays) {
    const key = `${essay.school}\u0000${essay.essayTitle}`;
    const current = newest.get(key);
    if (!current || essay.version > current.version) newest.set(key, essay);
  }
  return [...newest.values()];
}

export type Deadline = { round: string; date: string | null };

/** The first round deadline on or after today, or null when every known one has passed. */
export function nextDeadline(deadlines: Deadline[], today: Date): Deadline | null {
  const day = today.toISOString().slice(0, 10);
  return (
    deadlines
      .filter((deadline): deadline is { round: string; date: string } => Boolean(deadline.date) && deadline.date! >= day)
      .sort((a, b) => a.date.localeCompare(b.date))[0] ?? null
  );
}

/** A fractional position between two neighbours (either may be missing), for a one-row move. */
export function positionBetween(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return 1;
  if (before === undefined) return after! - 1;
  if (after === undefined) return before + 1;
  return (before + after) / 2;
}
