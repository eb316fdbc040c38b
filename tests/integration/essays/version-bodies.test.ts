import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { essaySubmissions } from "../../../db/schema";
import { createVersion } from "../../../app/services/essays/essays.server";
import { type VersionBodyStore, moveVersionBodies } from "../../../app/services/essays/version-bodies.server";
import type { UsageCounter } from "../../../app/domain/billing/usage-limits";
import { sweepVersionBodies } from "../../../app/services/essays/version-body-sweep.server";
import type { EssayAdopter } from "../../../app/services/essays/essay-texts.server";
import { d1ChatSource } from "../../../app/services/coach/conversations-in-d1.server";
import { collectAccountData } from "../../../app/services/export/account-archive.server";
import { readAuthorshipReport } from "../../../app/services/authorship/authorship-report.server";
import { proposeTrim } from "../../../app/services/checks/trim.server";
import { loadChatTurn } from "../../../app/services/coach/chat-model-input.server";
import { requestFeedback } from "../../../app/services/feedback/feedback.server";
import { userObjectClient } from "../../../workers/user-object/client";
import type { UserObject } from "../../support/test-worker";
import { addSchool, createEssay, createTrial } from "../../factories";
import { docxText } from "../../support/export-files";
import { fakeRequests } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import { is, openChatSocket } from "../coach/chat-socket";
import { db, postForm, request, signUp, rpcFailure } from "../helpers";

// docs/scale.md step 1: older versions' text lives in the applicant's own Durable Object, D1
// keeping each version's row with its text emptied (body_in_object).

const FIRST = "My first draft, about the summer I rebuilt a rural clinic's supply chain.";
const objectOf = (userId: string) => userObjectClient(env.USER_OBJECT, userId);
const testObject = (userId: string) => env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)) as unknown as DurableObjectStub<UserObject>;
const rowOf = (id: string) => db().select().from(essaySubmissions).where(eq(essaySubmissions.id, id)).get();

/** The bodies a user's object holds, read inside it (0 once its storage was erased). */
const heldBodies = (userId: string) =>
  runInDurableObject(env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)), (_instance, state) => {
    const table = state.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'version_body'").toArray();
    return table.length === 0 ? 0 : state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM version_body").one().n;
  });

/**
 * A trial user with one written essay (version 1). Step 1 as it stands for an applicant whose
 * newest texts are in D1 (ESSAY_STORE=d1, set on this object alone): older versions' text moves to
 * the object, the newest stays in D1. Step 3, the newest in the object too: essay-texts.test.ts.
 */
async function writer(content = FIRST) {
  const user = await signUp();
  await testObject(user.userId).setEssayStore("d1");
  await createTrial(db(), user.userId);
  const essay = await createEssay(db(), user.userId, { essayContent: content, userWrittenAt: new Date(), essayTitle: `Story ${crypto.randomUUID()}` });
  return { ...user, essay };
}

/** Version 2 made in the editor; returns its id. */
async function newVersion(cookie: string, fromId: string, notes = "Second") {
  const response = await postForm(`/app/essays/${fromId}`, { intent: "new-version", notes }, { cookie });
  expect(response.status).toBe(302);
  await response.text();
  return response.headers.get("location")!.split("/").pop()!;
}

/** Versions whose text is still in D1 though a newer version exists (what the sweep moves). */
async function leftToMove() {
  const row = await env.DB.prepare(
    `SELECT count(*) AS n FROM essay_submissions e WHERE body_in_object = 0 AND essay_content != ''
       AND EXISTS (SELECT 1 FROM essay_submissions n WHERE n.user_id = e.user_id AND n.school = e.school AND n.essay_title = e.essay_title AND n.version > e.version)`,
  ).first<{ n: number }>();
  return row!.n;
}

describe("a new version", () => {
  it("moves the version it leaves behind to the object, then empties it in D1; the new one stays whole in D1", async () => {
    const { cookie, userId, essay } = await writer();
    const second = await newVersion(cookie, essay.id);
    expect(await rowOf(essay.id)).toMatchObject({ essayContent: "", bodyInObject: true, version: 1, wordCount: essay.wordCount });
    expect(await rowOf(second)).toMatchObject({ essayContent: FIRST, bodyInObject: false, version: 2 });
    expect(await objectOf(userId).versionBodies.read([essay.id, second])).toEqual({ [essay.id]: FIRST });
  });

  it("leaves the text in D1 when the object cannot keep it, and a later sweep moves it", async () => {
    const { userId, essay } = await writer();
    const unreachable: { usage: UsageCounter; versionBodies: VersionBodyStore; essayTexts: EssayAdopter } = {
      usage: { record: () => Promise.reject(new Error("object unreachable")), release: () => Promise.reject(new Error("object unreachable")) },
      versionBodies: {
        keep: () => Promise.reject(new Error("object unreachable")),
        read: () => Promise.reject(new Error("object unreachable")),
        forget: () => Promise.reject(new Error("object unreachable")),
      },
      essayTexts: { adopt: () => Promise.reject(new Error("object unreachable")) },
    };
    const silenced = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const created = await createVersion(db(), unreachable, userId, essay.id, "Offline");
    silenced.mockRestore();
    expect(created.ok).toBe(true);
    expect(await rowOf(essay.id)).toMatchObject({ essayContent: FIRST, bodyInObject: false });
    await sweepVersionBodies(db(), objectOf, 10_000);
    expect(await rowOf(essay.id)).toMatchObject({ essayContent: "", bodyInObject: true });
    expect(await objectOf(userId).versionBodies.read([essay.id])).toEqual({ [essay.id]: FIRST });
  });

  it("does not empty D1 when the text changed after the object kept it (a save of the older version in between)", async () => {
    const { userId, essay } = await writer();
    await createEssay(db(), userId, { essayContent: "Newer", essayTitle: essay.essayTitle, version: 2, userWrittenAt: new Date() });
    const real = objectOf(userId);
    const racing: VersionBodyStore = {
      ...real.versionBodies,
      keep: async (bodies) => {
        const kept = await real.versionBodies.keep(bodies);
        await db().update(essaySubmissions).set({ essayContent: "Edited meanwhile" }).where(eq(essaySubmissions.id, essay.id));
        return kept;
      },
    };
    expect(await moveVersionBodies(db(), racing, userId, [{ id: essay.id, essayContent: FIRST }])).toBe(0);
    expect(await rowOf(essay.id)).toMatchObject({ essayContent: "Edited meanwhile", bodyInObject: false });
  });
});

describe("reading a moved version", () => {
  it("the versions dialog, the editor, a version from it, the export, the report and the archive all show its text", async () => {
    const { cookie, userId, essay } = await writer();
    const second = await newVersion(cookie, essay.id);
    await postForm(`/app/essays/${second}`, { intent: "save", content: "A second draft, shorter.", baseRevision: "0" }, { cookie }).then((r) => r.text());

    const compared = (await (await request(`/app/essays/${second}/versions`, { headers: { cookie } })).json()) as {
      versions: { id: string; content: string }[];
    };
    expect(compared.versions.map((version) => version.content)).toEqual([FIRST, "A second draft, shorter."]);

    const page = await (await request(`/app/essays/${essay.id}`, { headers: { cookie } })).text();
    expect(page).toContain("rebuilt a rural clinic");

    // Back to version 1's text as a new version (what "Open", then "New Version" does).
    const third = await newVersion(cookie, essay.id, "Back to the first");
    expect(await rowOf(third)).toMatchObject({ essayContent: FIRST, version: 3 });
    expect(await rowOf(second)).toMatchObject({ essayContent: "", bodyInObject: true });

    const file = await request(`/app/export/essay/${third}?format=docx&version=1`, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect(docxText(new Uint8Array(await file.arrayBuffer()))).toContain("rebuilt a rural clinic");

    const report = await readAuthorshipReport(db(), objectOf(userId).versionBodies, userId, third);
    expect(report!.versions.map((version) => version.words)).toEqual([13, 4, 13]);

    const archived = await collectAccountData(db(), objectOf(userId), userId);
    const texts = archived.essay_submissions!.filter((row) => row.essay_title === essay.essayTitle).map((row) => row.essay_content);
    expect(texts.sort()).toEqual([FIRST, FIRST, "A second draft, shorter."].sort());
  });

  it("feedback, trim and an essay chat about an older version read its text from the object", async () => {
    const { cookie, userId, essay } = await writer();
    await newVersion(cookie, essay.id);
    const { aiBudget, versionBodies: bodies } = objectOf(userId);
    const trim = await proposeTrim(db(), { openai: null, model: "gpt-test", budget: aiBudget, bodies }, userId, essay.id, 100);
    expect(trim).toMatchObject({ ok: false, reason: "already_under", count: 13 });
    const send = { type: "send", requestId: "r", conversationId: null, context: "essay", essayId: essay.id, message: "Is it clear?" } as const;
    const turn = await loadChatTurn(
      { db: db(), primary: db(), sessionKnown: false },
      bodies,
      d1ChatSource(db(), userId),
      { userId, sessionId: "none", send, now: new Date() },
      objectOf(userId).workRows,
    );
    expect(turn.essay?.content).toBe(FIRST);
    // Not "empty": the moved version had text (it is counted against an unreachable budget, so no model is asked).
    const unreachable = { spend: () => Promise.reject(new Error("object unreachable")), finish: () => Promise.resolve() };
    const silenced = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const feedback = await requestFeedback(db(), env.FEEDBACK_QUEUE, unreachable, objectOf(userId), userId, { kind: "essay", essayId: essay.id });
    silenced.mockRestore();
    expect(feedback).toMatchObject({ ok: false, reason: "ai_unavailable" });
  });

  it("an essay chat over the socket about an older version sends its text to the model (read inside the object)", async () => {
    const marker = `moved-chat-${crypto.randomUUID()}`;
    const { cookie, essay } = await writer(`${FIRST} ${marker}`);
    await newVersion(cookie, essay.id);
    expect(await rowOf(essay.id)).toMatchObject({ essayContent: "", bodyInObject: true });
    const tab = await openChatSocket(cookie);
    const requestId = tab.send(`Is version one clear? ${marker}-question`, { context: "essay", essayId: essay.id });
    await tab.next(is("accepted", (event) => event.requestId === requestId));
    await tab.next(is("reply"));
    const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(`${marker}-question`));
    const body = JSON.parse(sent.at(-1)!.body) as { messages: { content: string }[] };
    expect(body.messages.map((message) => message.content).join("\n")).toContain(`rebuilt a rural clinic's supply chain. ${marker}`);
    tab.close();
  });

  it("another user's moved version is a 404 everywhere, and their object answers only its owner", async () => {
    const { cookie, userId, essay } = await writer();
    await newVersion(cookie, essay.id);
    const intruder = await signUp();
    for (const path of [`/app/essays/${essay.id}`, `/app/essays/${essay.id}/versions`, `/app/export/essay/${essay.id}?format=docx`]) {
      const response = await request(path, { headers: { cookie: intruder.cookie } });
      expect(response.status, path).toBe(404);
      await response.text();
    }
    expect(await objectOf(intruder.userId).versionBodies.read([essay.id])).toEqual({});
    const owners = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId));
    const refused = await rpcFailure(owners.versionBodiesRead({ userId: intruder.userId, ids: [essay.id] }));
    expect(refused).toMatch(/another user/);
  });
});

describe("the hourly sweep", () => {
  it("moves versions written before the move existed, once, with two runs at once; the newest stays in D1", async () => {
    const { userId, essay } = await writer();
    const title = essay.essayTitle;
    const two = await createEssay(db(), userId, { essayContent: "Two", essayTitle: title, version: 2 });
    const three = await createEssay(db(), userId, { essayContent: "Three", essayTitle: title, version: 3 });
    const before = await leftToMove();
    expect(before).toBeGreaterThanOrEqual(2);

    const runs = await Promise.all([sweepVersionBodies(db(), objectOf, 10_000), sweepVersionBodies(db(), objectOf, 10_000)]);
    expect(runs[0]!.moved + runs[1]!.moved).toBe(before);
    expect(await leftToMove()).toBe(0);
    expect((await sweepVersionBodies(db(), objectOf, 10_000)).moved).toBe(0);

    const rows = await db()
      .select({ id: essaySubmissions.id, content: essaySubmissions.essayContent, moved: essaySubmissions.bodyInObject })
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.essayTitle, title)))
      .orderBy(essaySubmissions.version);
    expect(rows).toEqual([
      { id: essay.id, content: "", moved: true },
      { id: two.id, content: "", moved: true },
      { id: three.id, content: "Three", moved: false },
    ]);
    expect(await objectOf(userId).versionBodies.read([essay.id, two.id, three.id])).toEqual({ [essay.id]: FIRST, [two.id]: "Two" });
  });
});

describe("removing", () => {
  it("a school forgets its versions' text in the object, a copy left by an older version saved again too", async () => {
    const { cookie, userId, essay } = await writer();
    await addSchool(db(), userId, essay.school, 1);
    await newVersion(cookie, essay.id);
    expect(await heldBodies(userId)).toBe(1);
    // Version 1 saved again, as the editor could before older versions became read only: its text
    // is back in D1 and the object's copy is stale.
    await db().update(essaySubmissions).set({ essayContent: "Version one, edited.", bodyInObject: false }).where(eq(essaySubmissions.id, essay.id));
    expect(await rowOf(essay.id)).toMatchObject({ essayContent: "Version one, edited.", bodyInObject: false });
    const response = await postForm("/app/schools", { intent: "delete", school: essay.school }, { cookie });
    expect(response.status).toBe(200);
    await response.text();
    expect(await heldBodies(userId)).toBe(0);
  });

  it("the account leaves no version text in the object", async () => {
    const { cookie, userId, essay } = await writer();
    await newVersion(cookie, essay.id);
    expect(await heldBodies(userId)).toBe(1);
    const response = await postForm("/account/delete", {}, { cookie });
    expect(response.status).toBe(302);
    await response.text();
    expect(await heldBodies(userId)).toBe(0);
    const left = await db()
      .select({ n: sql<number>`count(*)` })
      .from(essaySubmissions)
      .where(eq(essaySubmissions.userId, userId));
    expect(left[0]!.n).toBe(0);
  });
});
