import { env } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { essaySubmissions } from "../../../db/schema";
import type { EssayActionData } from "../../../app/domain/schools/essay-actions";
import { textCounts } from "../../../app/domain/essays/essay-rules";
import { collectAccountData } from "../../../app/services/export/account-archive.server";
import { listOwnWorkspace, listWorkspace } from "../../../app/services/schools/workspace.server";
import { userObjectClient } from "../../../workers/user-object/client";
import type { UserObject } from "../../support/test-worker";
import { createTrial } from "../../factories";
import { actionData, db, essaySaveAnswer, postForm, request, signUp } from "../helpers";
import { rowsLeftFor } from "../user-owned-tables";

// The applicant's object hands D1 an essay's summary (revision, counted words, updated) at most
// once a minute: an essay's first own words at once, any other save's when the minute since the
// last write ends, by the object's alarm. Nothing the applicant sees waits for it: their own pages
// put the object's pending counts over D1's.

afterEach(() => {
  vi.restoreAllMocks();
});

const MINUTE = 60_000;
const testObject = (userId: string) => env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)) as unknown as DurableObjectStub<UserObject>;
const d1Summary = (id: string) => db().select().from(essaySubmissions).where(eq(essaySubmissions.id, id)).get();
const ownWorkspace = (userId: string) => listOwnWorkspace(db(), userObjectClient(env.USER_OBJECT, userId), userId);
const alarmAt = (userId: string) => runInDurableObject(testObject(userId), (_instance, state) => state.storage.getAlarm());
/** What every user's object of this isolate has asked of D1 (the test worker counts it). */
const objectRoundTrips = async () => ((await (await request("/api/test/object-d1")).json()) as { roundTrips: number }).roundTrips;

/** A trial user with Wharton added, whose object's clock stands at `start`; their Essay 1 holds their first own words (written to D1 at once). */
async function writer(start: number) {
  const user = await signUp();
  await createTrial(db(), user.userId);
  await testObject(user.userId).setClock(start);
  await (await postForm("/app/schools", { intent: "add", school: "Wharton" }, { cookie: user.cookie })).text();
  const essays = await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, user.userId));
  const first = essays.find((row) => row.essayTitle.startsWith("Essay 1"))!;
  const revision = await save(user.cookie, first.id, "My first own words.", 0);
  await vi.waitFor(async () => expect(await d1Summary(first.id)).toMatchObject({ revision, wordCount: 4 }));
  return { ...user, first, revision };
}

async function save(cookie: string, id: string, content: string, baseRevision: number) {
  const response = await postForm(`/app/essays/${id}.data`, { intent: "save", content, baseRevision: String(baseRevision) }, { cookie });
  expect(response.status).toBe(200);
  return (await actionData<EssayActionData>(response)).saved!.revision;
}

/** Saves each text in turn over the last; the last revision. */
async function saveAll(cookie: string, id: string, texts: string[], from: number) {
  let revision = from;
  for (const text of texts) revision = await save(cookie, id, text, revision);
  return revision;
}

const burst = ["Five words in this one.", "Now six words are in this.", "And the seventh save has eight words now."];

describe("an essay's summary in D1", () => {
  it("is written once for a burst of saves, by the alarm when the minute ends", async () => {
    const start = Date.now();
    const { cookie, userId, first, revision } = await writer(start);
    const before = await objectRoundTrips();
    const last = await saveAll(cookie, first.id, burst, revision);

    // Inside the minute nothing reached D1: its row still describes the first own words.
    expect(await d1Summary(first.id)).toMatchObject({ revision, wordCount: 4 });
    expect(await objectRoundTrips()).toBe(before);
    expect(await alarmAt(userId)).toBe(start + MINUTE);

    // Woken early (the voice meter shares the alarm): still nothing, and woken again at the minute.
    expect(await runDurableObjectAlarm(testObject(userId))).toBe(true);
    expect(await d1Summary(first.id)).toMatchObject({ revision });
    expect(await alarmAt(userId)).toBe(start + MINUTE);

    await testObject(userId).setClock(start + MINUTE);
    expect(await runDurableObjectAlarm(testObject(userId))).toBe(true);
    expect(await d1Summary(first.id)).toMatchObject({ revision: last, wordCount: textCounts(burst.at(-1)!).words, essayContent: "", bodyInObject: true });
    expect(await objectRoundTrips()).toBe(before + 1);
    expect(await alarmAt(userId)).toBeNull();
    // D1 has caught up: readers across users now see what the applicant sees.
    expect(await listWorkspace(db(), userId)).toEqual(await ownWorkspace(userId));
  });

  it("is shown from the object for a minute after D1 took it, so a copy of D1 behind that write never pulls a count back", async () => {
    const start = Date.now();
    const { cookie, userId, first, revision } = await writer(start);
    const last = await saveAll(cookie, first.id, burst, revision);
    const words = textCounts(burst.at(-1)!).words;
    await testObject(userId).setClock(start + MINUTE);
    expect(await runDurableObjectAlarm(testObject(userId))).toBe(true);
    expect(await d1Summary(first.id)).toMatchObject({ revision: last, wordCount: words });
    // A replica behind the object's write still answers the count before it.
    await db().update(essaySubmissions).set({ wordCount: 4, revision }).where(eq(essaySubmissions.id, first.id));
    const shown = async () => (await ownWorkspace(userId))[0]!.essays.find((essay) => essay.id === first.id)!.used;
    expect(await shown()).toBe(words);
    // A minute on, every copy of D1 has long had it: D1's count is shown again.
    await testObject(userId).setClock(start + 2 * MINUTE);
    expect(await shown()).toBe(4);
  });

  it("is written by the next save once the minute has ended", async () => {
    const start = Date.now();
    const { cookie, userId, first, revision } = await writer(start);
    await testObject(userId).setClock(start + MINUTE + 1);
    const next = await save(cookie, first.id, burst[0]!, revision);
    await vi.waitFor(async () => expect(await d1Summary(first.id)).toMatchObject({ revision: next, wordCount: 5 }));
  });

  it("that D1 refuses is tried again a minute later, and shown to the applicant meanwhile", async () => {
    const start = Date.now();
    const { cookie, userId, first, revision } = await writer(start);
    const last = await saveAll(cookie, first.id, burst, revision);
    await env.DB.prepare(
      `CREATE TRIGGER refuse_summary BEFORE UPDATE ON essay_submissions WHEN OLD.id = '${first.id}' BEGIN SELECT RAISE(ABORT, 'D1 unavailable'); END`,
    ).run();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await testObject(userId).setClock(start + MINUTE);
      await runDurableObjectAlarm(testObject(userId));
      expect(errors).toHaveBeenCalledWith("essay summaries: D1 not written, tried again later", expect.objectContaining({ userId, essays: 1 }));
      expect(await d1Summary(first.id)).toMatchObject({ revision });
      expect(await alarmAt(userId)).toBe(start + 2 * MINUTE);
      const shown = (await ownWorkspace(userId))[0]!.essays.find((essay) => essay.id === first.id);
      expect(shown).toMatchObject({ used: textCounts(burst.at(-1)!).words });
    } finally {
      await env.DB.prepare("DROP TRIGGER refuse_summary").run();
    }
    await testObject(userId).setClock(start + 2 * MINUTE);
    await runDurableObjectAlarm(testObject(userId));
    expect(await d1Summary(first.id)).toMatchObject({ revision: last, wordCount: textCounts(burst.at(-1)!).words });
  });

  it("waits unseen: the applicant's own pages show a save's counts at once", async () => {
    const start = Date.now();
    const { cookie, userId, first, revision } = await writer(start);
    const text = "Twelve words now stand here, well past the four that D1 still holds.";
    const words = textCounts(text).words;
    const last = await save(cookie, first.id, text, revision);
    expect(await d1Summary(first.id)).toMatchObject({ revision });

    const own = (await ownWorkspace(userId))[0]!.essays.find((essay) => essay.id === first.id)!;
    expect(own.used).toBe(words);
    // The /app frame (the sidebar and the dashboard) and the editor read the object's counts.
    expect(await (await request("/app", { headers: { cookie } })).text()).toContain(`${words} / ${own.max} words`);
    const editor = await (await request(`/app/essays/${first.id}`, { headers: { cookie } })).text();
    expect(editor).toContain("well past the four");
    // The next save's answer (the sidebar's school) carries the counts too.
    const response = await postForm(`/app/essays/${first.id}.data`, { intent: "save", content: text, baseRevision: String(last) }, { cookie });
    const answer = await essaySaveAnswer(response);
    expect(answer.school!.essays.find((essay) => essay.id === first.id)).toMatchObject({ used: words });
  });

  it("costs the workspace nothing when the object cannot be asked: D1's counts, a minute behind at most", async () => {
    const { userId, first } = await writer(Date.now());
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const unreachable = { essayTexts: { pending: () => Promise.reject(new Error("the object is being reset")) } };
    const workspace = await listOwnWorkspace(db(), unreachable, userId);
    expect(workspace[0]!.essays.find((essay) => essay.id === first.id)).toMatchObject({ used: 4 });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("pending counts could not be read"), expect.anything());
  });

  it("waiting is in the account archive, and goes with the account's deletion", async () => {
    const start = Date.now();
    const { cookie, userId, first, revision } = await writer(start);
    await saveAll(cookie, first.id, burst, revision);
    const archive = await collectAccountData(db(), userObjectClient(env.USER_OBJECT, userId), userId);
    const archived = archive.essay_submissions!.find((row) => row.id === first.id);
    expect(archived).toMatchObject({ word_count: textCounts(burst.at(-1)!).words, essay_content: burst.at(-1) });

    await (await postForm("/account/delete", {}, { cookie })).text();
    // The alarm set for the pending summary wakes an erased object: it writes nothing back.
    await testObject(userId).setClock(start + MINUTE);
    await runDurableObjectAlarm(testObject(userId));
    const left = await rowsLeftFor(userId);
    expect(
      Object.values(left).every((n) => n === 0),
      JSON.stringify(left),
    ).toBe(true);
  });
});
