import { NEARBY_MS } from "./latency-model";
import type { RegionFigures, RoundTrips } from "./regions";

// The regions' table for the published run (docs/performance.md, "The ocean"): one column per region,
// each cell the small and the full applicant's figure and, in brackets, the D1 round trips that
// cross to the primary. What could not be measured is in the run's notes (main.ts).

/** Within this much of Virginia's for the same applicant: a far region's target, so an applicant far from the primary waits about as long as one near it. */
export const TARGET_MS = 30;

const ms = (value: number | null | undefined) => (value === null || value === undefined ? "–" : `${Math.round(value)}`);
const trips = (values: (number | null | undefined)[]) => {
  const known = values.filter((value): value is number => typeof value === "number");
  if (!known.length) return "";
  return ` (${[...new Set(known)].join("/")})`;
};

/** Chat's round trips to the primary: a new user's first message (their work's first move to their object), then each after. */
const chatTrips = ({ primaryFirstMessage: first, primaryPerMessage: later }: NonNullable<RegionFigures["chat"]>) =>
  first === null && later === null ? "" : ` (${first ?? "–"} the first, then ${later ?? "–"})`;

/** A page's cell: small / full ms (primary round trips). */
function pageCell(region: RegionFigures, page: string) {
  const [small, full] = region.applicants.map((applicant) => applicant.pages.find((entry) => entry.page === page));
  if (!small && !full) return "–";
  return `${ms(small?.ttfbP50)} / ${ms(full?.ttfbP50)} ms${trips([small?.primary, full?.primary])}`;
}

/** How many of the workspace pages and saves are within TARGET_MS of Virginia's, for the same applicant. */
function withinTarget(region: RegionFigures, virginia: RegionFigures) {
  let within = 0;
  let total = 0;
  region.applicants.forEach((applicant, index) => {
    const home = virginia.applicants[index];
    const pairs = [
      ...applicant.pages.map((page) => [page.ttfbP50, home?.pages.find((entry) => entry.page === page.page)?.ttfbP50] as const),
      [applicant.save.postP50, home?.save.postP50] as const,
    ];
    for (const [there, here] of pairs) {
      if (there === null || here === null || here === undefined) continue;
      total++;
      if (there - here <= TARGET_MS) within++;
    }
  });
  return `${within} of ${total}`;
}

/** One request's round trips, small / full: "D1 at a replica + at the primary, object calls". */
function tripsCell(small: RoundTrips | undefined, full: RoundTrips | undefined) {
  const one = (trips: RoundTrips | undefined) => {
    if (!trips || trips.d1 === null || trips.primary === null) return "–";
    return `${trips.d1 - trips.primary} + ${trips.primary}, ${trips.objectCalls ?? "–"}`;
  };
  return `${one(small)} / ${one(full)}`;
}

/**
 * What each page and a save cost in round trips, as the code makes them (the same in every region:
 * where an instance is changes the wait, not the count). Taken from Virginia's run.
 */
function roundTripsMarkdown(virginia: RegionFigures, pages: string[]) {
  const [small, full] = virginia.applicants;
  const pageOf = (applicant: typeof small, page: string) => applicant?.pages.find((entry) => entry.page === page);
  return [
    "Round trips per request, small / full applicant: D1 at the nearest replica + D1 at the primary, then calls to the user's object (medians, Virginia's run).",
    "",
    "| Page or action | Round trips |",
    "|---|---|",
    ...pages.map((page) => `| ${page} | ${tripsCell(pageOf(small, page), pageOf(full, page))} |`),
    `| Essay Save acknowledged (POST) | ${tripsCell(small?.save, full?.save)} |`,
  ].join("\n");
}

export function regionsMarkdown(regions: RegionFigures[]): string {
  if (!regions.length) return "";
  const virginia = regions.find((region) => region.region === "virginia") ?? regions[0]!;
  const pages = virginia.applicants[0]?.pages.map((page) => page.page) ?? [];
  const header = `| | ${regions.map((region) => region.label).join(" | ")} |`;
  const rows = [
    header,
    `|---|${regions.map(() => "---|").join("")}`,
    `| D1 round trip to the primary (Eastern North America) | ${regions.map((region) => `${region.primaryMs} ms`).join(" | ")} |`,
    ...pages.map((page) => `| ${page} | ${regions.map((region) => pageCell(region, page)).join(" | ")} |`),
    `| Essay Save acknowledged (POST) | ${regions
      .map((region) => {
        const [small, full] = region.applicants.map((applicant) => applicant.save);
        return `${ms(small?.postP50)} / ${ms(full?.postP50)} ms${trips([small?.primary, full?.primary])}`;
      })
      .join(" | ")} |`,
    `| Chat: Send → first word, minus the model's own | ${regions
      .map((region) => (region.chat ? `${ms(region.chat.firstWordP50)} ms${chatTrips(region.chat)}` : "–"))
      .join(" | ")} |`,
    `| Get Feedback → highlights (model 300 ms) | ${regions
      .map((region) => (region.feedback ? `${ms(region.feedback.totalP50)} ms${trips([region.feedback.primaryPerRun])}` : "–"))
      .join(" | ")} |`,
    `| Pages and saves within ${TARGET_MS} ms of Virginia's | ${regions.map((region) => withinTarget(region, virginia)).join(" | ")} |`,
  ];
  return [
    `The ocean: the same applicants from six regions under the bench's latency model (docs/performance.md, "The ocean"): each D1 round trip waits the region's round trip to the instance that serves it, each call to the user's object ${NEARBY_MS} ms. TTFB p50 small / full applicant over 5 requests after 1 warm-up; saves over 5; chat over 3 messages, Get Feedback over 3 runs. In brackets: D1 round trips that cross to the primary (per request; chat per message, a new user's first apart, Get Feedback per run with its polls, both with what the user's object and the queue do).`,
    "",
    ...rows,
    "",
    roundTripsMarkdown(virginia, pages),
  ].join("\n");
}
