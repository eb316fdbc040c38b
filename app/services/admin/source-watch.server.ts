import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { catalogueDeadlines, catalogueEssays, catalogueSchools, catalogueSourceChecks } from "../../../db/schema";
import { WATCH_USER_AGENT, nextTryAfter, readableText, robotsAllows } from "~/domain/catalogue/source-watch";
import { checkSourceAddress } from "~/domain/catalogue/source-address";

// The daily watch of the catalogue's source pages: every page a published school's facts
// come from is fetched once a day, politely (one request per host at a time, a user agent naming
// Scout, robots.txt honoured, a timeout, a back-off on errors), and its readable text compared
// with what operators last reviewed. A change is only ever shown to operators (source-changes.server.ts);
// nothing here writes what applicants read.

const TIMEOUT_MS = 15_000;
const HOSTS_AT_ONCE = 4;
// Bounds one run: subrequests per invocation are limited, and a day is long enough to get round.
const PAGES_PER_RUN = 150;
// Redirects followed to reach a page (each hop checked as the first address was).
const MAX_HOPS = 4;

type Fetcher = typeof fetch;
export type SourceWatchResult = { checked: number; changed: number; failed: number };
type Source = { url: string; host: string; own: boolean };

/** Every source of the published catalogue, the schools' own pages first (their sites', then the others'). */
export async function watchedSources(db: Database): Promise<Source[]> {
  const published = and(eq(catalogueSchools.status, "published"), eq(catalogueSchools.cycle, catalogueEssays.cycle));
  const [schools, essays, deadlines] = await db.batch([
    db
      .select({ sources: catalogueSchools.sources, deadlinesUrl: catalogueSchools.deadlinesUrl })
      .from(catalogueSchools)
      .where(eq(catalogueSchools.status, "published")),
    db
      .select({ sources: catalogueEssays.sources })
      .from(catalogueEssays)
      .innerJoin(catalogueSchools, and(eq(catalogueSchools.id, catalogueEssays.schoolId), published))
      .where(eq(catalogueEssays.status, "published")),
    db
      .select({ sources: catalogueDeadlines.sources })
      .from(catalogueDeadlines)
      .innerJoin(
        catalogueSchools,
        and(
          eq(catalogueSchools.id, catalogueDeadlines.schoolId),
          eq(catalogueSchools.status, "published"),
          eq(catalogueSchools.cycle, catalogueDeadlines.cycle),
        ),
      )
      .where(eq(catalogueDeadlines.status, "published")),
  ]);
  const own = schools.flatMap((school) => [...(school.sources ?? []), ...(school.deadlinesUrl ? [school.deadlinesUrl] : [])]);
  const ownHosts = new Set(own.map(hostOf).filter(Boolean));
  const all = new Map<string, Source>();
  for (const url of [...own, ...essays.flatMap((row) => row.sources), ...deadlines.flatMap((row) => row.sources)]) {
    const host = hostOf(url);
    if (host && !all.has(url)) all.set(url, { url, host, own: ownHosts.has(host) });
  }
  return [...all.values()].sort((a, b) => Number(b.own) - Number(a.own));
}

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.host : "";
  } catch {
    return "";
  }
}

/** One run of the watch: the pages due (not backing off), one host at a time each, several hosts at once. */
export async function runSourceWatch(db: Database, now: Date, fetcher: Fetcher = fetch): Promise<SourceWatchResult> {
  const sources = await watchedSources(db);
  // Every check row: the table holds one per catalogue source (a few hundred), and D1 caps a
  // statement's parameters well below that, so no IN list.
  const rows = await db.select().from(catalogueSourceChecks);
  const byUrl = new Map(rows.map((row) => [row.url, row]));
  const due = sources.filter((source) => !(byUrl.get(source.url)?.nextTryAt && byUrl.get(source.url)!.nextTryAt! > now)).slice(0, PAGES_PER_RUN);
  const byHost = new Map<string, Source[]>();
  for (const source of due) byHost.set(source.host, [...(byHost.get(source.host) ?? []), source]);
  const result: SourceWatchResult = { checked: 0, changed: 0, failed: 0 };
  const hosts = [...byHost.entries()];
  const worker = async () => {
    for (let next = hosts.shift(); next; next = hosts.shift()) {
      const [host, pages] = next;
      const robots = await robotsOf(pages[0]!.url, fetcher);
      for (const page of pages) {
        const outcome = await checkPage(db, page, byUrl.get(page.url) ?? null, robots, now, fetcher);
        result[outcome]++;
      }
      if (robots === null) console.log("source watch: robots.txt unavailable, host left for tomorrow", { host });
    }
  };
  await Promise.all(Array.from({ length: HOSTS_AT_ONCE }, worker));
  return result;
}

type Fetched = { ok: true; response: Response } | { ok: false; error: string };

/**
 * A GET that follows redirects itself, checking every address on the way as the first one
 * (checkSourceAddress, "hop"): a public page may not send Scout on to a private or internal
 * address, and a page's address stored before the check existed is checked here too.
 */
async function fetchPublicPage(url: string, headers: Record<string, string>, fetcher: Fetcher): Promise<Fetched> {
  let next = url;
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    const checked = checkSourceAddress(next, "hop");
    if (!checked.ok) return { ok: false, error: hop === 0 ? "not a public web address" : "redirected to an address Scout does not fetch" };
    const response = await fetcher(checked.url.toString(), { headers, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
    const location = response.status >= 300 && response.status < 400 ? response.headers.get("location") : null;
    if (!location) return { ok: true, response };
    await response.body?.cancel();
    next = new URL(location, checked.url).toString();
  }
  return { ok: false, error: "too many redirects" };
}

/** The host's robots.txt text ("" when it has none), or null when it could not be read (the host is skipped). */
async function robotsOf(url: string, fetcher: Fetcher): Promise<string | null> {
  try {
    const fetched = await fetchPublicPage(new URL("/robots.txt", url).toString(), { "user-agent": WATCH_USER_AGENT }, fetcher);
    if (!fetched.ok) return null;
    const response = fetched.response;
    if (response.status >= 400 && response.status < 500) {
      await response.body?.cancel();
      return "";
    }
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    return await response.text();
  } catch {
    return null;
  }
}

type Row = typeof catalogueSourceChecks.$inferSelect;

async function checkPage(
  db: Database,
  page: Source,
  row: Row | null,
  robots: string | null,
  now: Date,
  fetcher: Fetcher,
): Promise<"checked" | "changed" | "failed"> {
  const failed = async (error: string) => {
    const failures = (row?.failures ?? 0) + 1;
    await db
      .insert(catalogueSourceChecks)
      .values({ url: page.url, host: page.host, lastError: error, failures, nextTryAt: nextTryAfter(failures, now) })
      .onConflictDoUpdate({ target: catalogueSourceChecks.url, set: { lastError: error, failures, nextTryAt: nextTryAfter(failures, now) } });
    return "failed" as const;
  };
  if (!checkSourceAddress(page.url, "hop").ok) return failed("not a public web address");
  if (robots === null) return failed("robots.txt could not be read");
  if (!robotsAllows(robots, new URL(page.url).pathname)) return failed("robots.txt asks Scout not to fetch this page");
  let text: string;
  try {
    const fetched = await fetchPublicPage(page.url, { "user-agent": WATCH_USER_AGENT, accept: "text/html,text/plain" }, fetcher);
    if (!fetched.ok) return failed(fetched.error);
    const response = fetched.response;
    if (!response.ok) {
      await response.body?.cancel();
      return failed(`HTTP ${response.status}`);
    }
    text = readableText(await response.text());
  } catch (error) {
    return failed(error instanceof Error && error.name === "TimeoutError" ? "timed out" : "could not be fetched");
  }
  const fingerprint = await sha256(text);
  const ok = { text, fingerprint, checkedAt: now, lastError: null, failures: 0, nextTryAt: null };
  if (!row?.fingerprint) {
    // The first reading is the baseline operators compare later readings with.
    await db
      .insert(catalogueSourceChecks)
      .values({ url: page.url, host: page.host, ...ok, reviewedText: text, reviewedAt: now })
      .onConflictDoUpdate({ target: catalogueSourceChecks.url, set: { ...ok, reviewedText: text, reviewedAt: now } });
    return "checked";
  }
  if (fingerprint === row.fingerprint) {
    await db.update(catalogueSourceChecks).set(ok).where(eq(catalogueSourceChecks.url, page.url));
    return "checked";
  }
  // Changed since the last reading: against what operators reviewed, a change waits (a page that
  // went back to the reviewed text has none); a new change is mailed again.
  const backToReviewed = row.reviewedText !== null && (await sha256(row.reviewedText)) === fingerprint;
  await db
    .update(catalogueSourceChecks)
    .set({ ...ok, changedAt: backToReviewed ? null : (row.changedAt ?? now), mailedAt: null })
    .where(and(eq(catalogueSourceChecks.url, page.url), ne(catalogueSourceChecks.fingerprint, fingerprint)));
  return backToReviewed ? "checked" : "changed";
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
