import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { WATCH_USER_AGENT } from "../../../app/domain/catalogue/source-watch";
import { schoolSourceChecks } from "../../../app/services/admin/source-changes.server";
import { runDailySweeps } from "../../../app/services/background-jobs/daily-sweeps.server";
import { findSchool, loadCatalogue } from "../../../app/services/catalogue/catalogue.server";
import { parseSettings } from "../../../app/settings.server";
import { catalogueSchools, emailOutbox, user, userRoles } from "../../../db/schema";
import { SCHOOL_SITE } from "../../fakes/school-page";
import { db, postForm, request, signUp } from "../helpers";

// The daily watch of the catalogue's sources, against a local fake school site whose page
// changes between two runs: polite fetching, a change shown to operators with its diff and mailed
// once in the daily digest, and nothing applicants see changed.

const settings = parseSettings(env as unknown as Record<string, unknown>);
const DAY = 86_400_000;

// The school's site as operators give it (a public https name), served by the local fake: the
// watch refuses loopback addresses, so the tests' fetch carries this name to the fake's port.
const SITE = "https://www.watched-school.example";
// Tests never reach the internet: the seeded catalogue's real pages are refused here (and back off),
// and every address the watch asked for is kept, so a test can see what it never asked for.
const asked: string[] = [];
const localOnly: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  asked.push(url.toString());
  if (url.origin !== SITE) return Promise.reject(new TypeError("not reachable from tests"));
  expect(init?.redirect).toBe("manual");
  return fetch(`${SCHOOL_SITE}${url.pathname}${url.search}`, init);
};

const setPage = async (path: string, html: string) => {
  const response = await fetch(`${SCHOOL_SITE}/__fake/pages`, {
    method: "POST",
    body: JSON.stringify({ path, html }),
    headers: { "content-type": "application/json" },
  });
  expect(response.ok).toBe(true);
  await response.text();
};
const siteRequests = async (): Promise<{ path: string; userAgent: string }[]> => (await fetch(`${SCHOOL_SITE}/__fake/requests`)).json();

const act = async (cookie: string, path: string, route: string, fields: Record<string, string>) => {
  const response = await postForm(`${path}.data?_routes=${encodeURIComponent(route)}`, fields, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  await response.text();
};

const page = (round1: string, tracker: string) =>
  `<html><head><script>window.tracker = "${tracker}"</script><style>h1{color:red}</style></head><body><h1>MBA deadlines</h1><p>Round 1: ${round1}</p><p>Round 2: 6 January 2027</p></body></html>`;

describe("the source watch", () => {
  it("reads each source politely, shows a change with its diff to operators, mails it once, and never touches what applicants see", async () => {
    const admin = await signUp();
    await db().insert(userRoles).values({ userId: admin.userId, role: "admin" });
    const tag = crypto.randomUUID().slice(0, 8);
    const deadlinesPage = `${SITE}/mba/${tag}/deadlines`;
    const privatePage = `${SITE}/private/${tag}`;
    const brokenPage = `${SITE}/broken`;
    // Redirects: one to the deadlines page (followed), one to the cloud's metadata address and one
    // round in a loop (neither followed).
    const movedPage = `${SITE}/moved/${tag}?to=${encodeURIComponent(`/mba/${tag}/deadlines`)}`;
    const toMetadata = `${SITE}/moved/metadata-${tag}?to=${encodeURIComponent("http://169.254.169.254/latest/meta-data/")}`;
    const loopPage = `${SITE}/loop`;
    const name = `Watched School ${tag}`;
    const schoolId = `watched-school-${tag}`;
    await act(admin.cookie, "/admin/catalogue", "routes/admin.catalogue._index", {
      intent: "school-new",
      name,
      fullName: name,
      shortName: `WS${tag}`,
      country: "France",
      region: "Europe",
      timeZone: "Europe/Paris",
      words: name,
      sources: [deadlinesPage, privatePage, brokenPage, movedPage, toMetadata, loopPage].join("\n"),
      cycle: "2026-2027",
    });
    const schoolRoute = ["/admin/catalogue/" + schoolId, "routes/admin.catalogue.$schoolId"] as const;
    await act(admin.cookie, ...schoolRoute, {
      intent: "essay-draft",
      cycle: "2026-2027",
      title: "Why us",
      prompt: "Why us?",
      kind: "essay",
      sources: deadlinesPage,
    });
    await act(admin.cookie, ...schoolRoute, { intent: "school-publish" });
    // A source stored before addresses were checked (no form takes it now): the watch refuses it too.
    const storedLoopback = `http://2130706433/mba/${tag}`;
    await db()
      .update(catalogueSchools)
      .set({ sources: [deadlinesPage, privatePage, brokenPage, movedPage, toMetadata, loopPage, storedLoopback] })
      .where(eq(catalogueSchools.id, schoolId));
    await setPage(`/mba/${tag}/deadlines`, page("16 September 2026", "a"));
    const applicantsSee = JSON.stringify(findSchool(await loadCatalogue(db()), name));

    // First run: the baseline; robots.txt keeps the watch out of /private, the failing page backs off.
    const start = Date.now();
    const first = await runDailySweeps(db(), settings, new Date(start), localOnly);
    expect(first.sourcesChanged).toBe(0);
    let checks = await schoolSourceChecks(db(), schoolId);
    const stateOf = (url: string) => checks.find((check) => check.url === url)!;
    expect(stateOf(deadlinesPage).state).toBe("unchanged");
    expect(stateOf(privatePage)).toMatchObject({ state: "failing", lastError: "robots.txt asks Scout not to fetch this page" });
    expect(stateOf(brokenPage)).toMatchObject({ state: "failing", lastError: "HTTP 503" });
    expect(stateOf(movedPage).state).toBe("unchanged");
    expect(stateOf(toMetadata)).toMatchObject({ state: "failing", lastError: "redirected to an address Scout does not fetch" });
    expect(stateOf(loopPage)).toMatchObject({ state: "failing", lastError: "too many redirects" });
    expect(stateOf(storedLoopback)).toMatchObject({ state: "failing", lastError: "not a public web address" });
    // Neither the metadata address nor the stored loopback one was ever asked for.
    expect(new Set(asked.map((address) => new URL(address).hostname))).not.toContain("169.254.169.254");
    expect(new Set(asked.map((address) => new URL(address).hostname))).not.toContain("127.0.0.1");
    const requests = await siteRequests();
    expect(requests.some((each) => each.path.startsWith("/private"))).toBe(false);
    expect(requests.filter((each) => each.path === "/robots.txt").length).toBeGreaterThan(0);
    expect(requests.every((each) => each.userAgent === WATCH_USER_AGENT)).toBe(true);

    // Only a tracking script changed: not a change. Then Round 1's date changes: a change.
    await setPage(`/mba/${tag}/deadlines`, page("16 September 2026", "b"));
    expect((await runDailySweeps(db(), settings, new Date(start + DAY), localOnly)).sourcesChanged).toBe(0);
    const brokenTries = (await siteRequests()).filter((each) => each.path === "/broken").length;
    await setPage(`/mba/${tag}/deadlines`, page("15 September 2026", "c"));
    const second = await runDailySweeps(db(), settings, new Date(start + DAY + 3_600_000), localOnly);
    expect(second.sourcesChanged).toBeGreaterThanOrEqual(1);
    // The failing page was left alone: its back-off had not run out.
    expect((await siteRequests()).filter((each) => each.path === "/broken").length).toBe(brokenTries);

    checks = await schoolSourceChecks(db(), schoolId);
    expect(stateOf(deadlinesPage).state).toBe("changed");
    expect(stateOf(deadlinesPage).diff).toEqual(
      expect.arrayContaining([
        { change: "removed", text: "Round 1: 16 September 2026" },
        { change: "added", text: "Round 1: 15 September 2026" },
      ]),
    );
    const adminPage = await (await request(`/admin/catalogue/${schoolId}`, { headers: { cookie: admin.cookie } })).text();
    expect(adminPage).toContain("Source changed since checked on");
    expect(adminPage).toContain("Round 1: 15 September 2026");
    const overview = await (await request("/admin/catalogue", { headers: { cookie: admin.cookie } })).text();
    // The deadlines page, and the page that redirects to it.
    expect(overview).toContain("2 changed");

    // One digest, once.
    const digests = async () =>
      db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, (await adminEmail(admin.userId))!), eq(emailOutbox.subject, "Scout: catalogue sources changed")))
        .all();
    const mailed = await digests();
    expect(mailed.map((mail) => mail.text).join("\n")).toContain(`${deadlinesPage} (changed since checked on`);
    await runDailySweeps(db(), settings, new Date(start + 2 * DAY), localOnly);
    expect((await digests()).filter((mail) => mail.text.includes(deadlinesPage))).toHaveLength(
      mailed.filter((mail) => mail.text.includes(deadlinesPage)).length,
    );

    // Applicants see exactly what they saw: the watch only tells operators.
    expect(JSON.stringify(findSchool(await loadCatalogue(db()), name))).toBe(applicantsSee);

    // Reviewed: the new text is the baseline.
    await act(admin.cookie, ...schoolRoute, { intent: "source-reviewed", url: deadlinesPage });
    checks = await schoolSourceChecks(db(), schoolId);
    expect(stateOf(deadlinesPage).state).toBe("unchanged");
  }, 20_000);
});

async function adminEmail(userId: string) {
  return (await db().select({ email: user.email }).from(user).where(eq(user.id, userId)).get())?.email;
}
