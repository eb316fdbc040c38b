import { and, eq, inArray, ne, or } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { AI_CALLS_PER_DAY, TRIAL_LIMITS } from "../../app/domain/billing/usage-limits";
import { accountArchives, essaySubmissions, feedbackJobs, mockInterviews, recommenderBriefs } from "../../db/schema";
import { fakeRequests } from "../fakes/control";
import { FAKE_PORTS } from "../fakes/ports";
import { is, openChatSocket } from "../integration/coach/chat-socket";
import { db, essayRow, request, uniqueIp } from "../integration/helpers";
import { type Alice, seedAlice, userObject } from "./applicants";
import { fuzzTable } from "./fuzz-table";
import { apiRoutes } from "./sweep-api";
import type { Probe } from "./sweep-probes";
import { remixRoutes } from "./sweep-table";

// The one count, checked on every door at once. Every Remix action (each intent the fuzz table
// knows, from the route manifest) and every probe of the cross-user sweep (every route the worker
// serves) is sent by an applicant whose allowance is used up, as the page sends it and again with
// a `content` field a script would add. Nothing may then hold their text in an essay past the
// trial's cap, and nothing may reach the model past the day's AI budget: a new action, intent or
// route that writes an essay or calls a model or voice without the one count fails here.
//
// This file runs in a vitest project of its own whose worker reaches a fake model nobody else uses
// (vitest.integration.config.ts), so "no request reached the model" needs no guessing whose it was.

const MODEL_PORT = FAKE_PORTS.countOpenai;
const SCRIPT_TEXT = "Words a script slipped in past the cap";

/** The sweep's probes that, sent by the owner, sign them out or remove the school the essay is in. */
const CLOSING_DOORS = ["sign out (GET)", "intent=delete on Alice's school"];

type Owner = Alice & { password: string; targetUserId: string };

/** Alice (every kind of row), not an admin: the doors an applicant has. */
async function seedOwner(): Promise<Owner> {
  const alice = await seedAlice();
  return { ...alice, password: "correct-horse-battery", targetUserId: alice.userId };
}

function post(owner: Owner, path: string, fields: Record<string, string>, json: boolean) {
  return request(path, {
    method: "POST",
    headers: {
      origin: "http://localhost",
      "cf-connecting-ip": uniqueIp(),
      cookie: owner.cookie,
      "content-type": json ? "application/json" : "application/x-www-form-urlencoded",
    },
    body: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
}

/** Every door, knocked on twice: as the page sends it, and with the script's text as `content`. */
async function knockOnEveryDoor(owner: Owner) {
  const answered: string[] = [];
  for (const [route, entry] of Object.entries(fuzzTable)) {
    if (entry.endsSession || entry.signedOut) continue;
    for (const submission of entry.submissions) {
      const fields = await submission.fields(owner);
      for (const sent of [fields, { ...fields, content: SCRIPT_TEXT }]) {
        const response = await post(owner, submission.path(owner), sent, Boolean(entry.json));
        await response.text();
        answered.push(`${route} ${submission.name}: ${response.status}`);
      }
    }
  }
  const probes: Probe[] = [...Object.values(remixRoutes), ...Object.values(apiRoutes)].flatMap((entry) => (entry.kind === "public" ? [] : entry.probes));
  for (const probe of probes.filter((probe) => !CLOSING_DOORS.includes(probe.name))) {
    // As the owner: their own ids, their own cookie (the sweep sends Alice's ids with Bob's).
    const response = await probe.send(owner, owner);
    await response.text();
    answered.push(`${probe.name}: ${response.status}`);
  }
  // Still signed in, the essay still there: the doors were knocked on by someone they could open for.
  const page = await request(`/app/essays/${owner.essay.id}`, { headers: { cookie: owner.cookie } });
  expect(page.status, "the owner's essay after every door").toBe(200);
  await page.text();
  return answered;
}

/** The owner's jobs (feedback, debrief, brief, archive) still queued or running. */
async function pendingJobs(userId: string) {
  const [feedback, debriefs, briefs, archives] = await db().batch([
    db()
      .select({ id: feedbackJobs.id })
      .from(feedbackJobs)
      .where(and(eq(feedbackJobs.userId, userId), inArray(feedbackJobs.status, ["queued", "generating"]))),
    db()
      .select({ id: mockInterviews.id })
      .from(mockInterviews)
      .where(and(eq(mockInterviews.userId, userId), inArray(mockInterviews.debriefStatus, ["queued", "running"]))),
    db()
      .select({ id: recommenderBriefs.recommenderId })
      .from(recommenderBriefs)
      .where(and(eq(recommenderBriefs.userId, userId), inArray(recommenderBriefs.jobStatus, ["queued", "running"]))),
    db()
      .select({ id: accountArchives.id })
      .from(accountArchives)
      .where(and(eq(accountArchives.userId, userId), eq(accountArchives.status, "queued"))),
  ]);
  return [...feedback, ...debriefs, ...briefs, ...archives].map((job) => job.id);
}

/** Waits until every job the doors started has run (the seed's own rows were never sent to a queue). */
async function jobsSettled(userId: string, seeded: string[]) {
  await vi.waitFor(async () => expect((await pendingJobs(userId)).filter((id) => !seeded.includes(id))).toEqual([]), { timeout: 60_000, interval: 250 });
}

describe("the one count, on every door", () => {
  it("past the day's AI budget, no action, intent, route or chat message reaches the model or opens a voice call", async () => {
    const owner = await seedOwner();
    // Seeding opened a voice call, which took one call already: spend the rest.
    while ((await userObject(owner.userId).aiBudget.spend("chat", AI_CALLS_PER_DAY.trial)).allowed);
    const before = (await fakeRequests(MODEL_PORT)).length;
    const seeded = await pendingJobs(owner.userId);

    const answered = await knockOnEveryDoor(owner);
    const tab = await openChatSocket(owner.cookie);
    const requestId = tab.send("A message past the budget");
    await expect.poll(() => tab.events.some((event) => (is("failed")(event) || is("accepted")(event)) && event.requestId === requestId)).toBe(true);
    tab.close();
    await jobsSettled(owner.userId, seeded);

    // Hanging up a call (the seed's, ended by a probe) spends nothing: everything else would have.
    const reached = (await fakeRequests(MODEL_PORT))
      .slice(before)
      .map((entry) => entry.path)
      .filter((path) => !path.endsWith("/hangup"));
    expect(reached, `the model was asked after ${answered.length} requests past the budget`).toEqual([]);
    expect(await userObject(owner.userId).aiBudget.today()).toBe(AI_CALLS_PER_DAY.trial);
  }, 600_000);

  it("past the trial's essays, no action, intent or route puts the applicant's text into another essay", async () => {
    const owner = await seedOwner();
    // Alice's essay is one of her three; two more were counted elsewhere.
    await db().update(essaySubmissions).set({ userWrittenAt: new Date() }).where(eq(essaySubmissions.id, owner.essay.id));
    for (const key of [owner.essay.id, crypto.randomUUID(), crypto.randomUUID()])
      expect((await userObject(owner.userId).usage.record("essaysCreated", 1, TRIAL_LIMITS.essaysCreated, key)).allowed).toBe(true);
    // Every door is knocked on with the owner's essay being a fourth one, still an empty draft.
    const [fourth] = await db()
      .insert(essaySubmissions)
      .values({ userId: owner.userId, school: "Tuck", essayTitle: "A fourth essay", essayContent: "", wordCount: 0, characterCount: 0 })
      .returning();

    const seeded = await pendingJobs(owner.userId);
    const answered = await knockOnEveryDoor({ ...owner, essay: fourth! });
    await jobsSettled(owner.userId, seeded);

    // Each essay's text as its readers see it: from D1 or from the applicant's object.
    const rows = await db()
      .select({ id: essaySubmissions.id })
      .from(essaySubmissions)
      .where(
        and(
          eq(essaySubmissions.userId, owner.userId),
          or(ne(essaySubmissions.school, owner.essay.school), ne(essaySubmissions.essayTitle, owner.essay.essayTitle)),
        ),
      );
    const texts = await Promise.all(rows.map((row) => essayRow(row.id)));
    const written = texts.flatMap((row) => (row && row.essayContent !== "" ? [{ id: row.id, title: row.essayTitle, content: row.essayContent }] : []));
    expect(written, `text reached an essay past the cap after ${answered.length} requests`).toEqual([]);
    expect((await userObject(owner.userId).usage.read()).essaysCreated).toBe(TRIAL_LIMITS.essaysCreated);
  }, 600_000);
});
