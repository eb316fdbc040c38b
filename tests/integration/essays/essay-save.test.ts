import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { essaySubmissions } from "../../../db/schema";
import { textCounts } from "../../../app/domain/essays/essay-rules";
import { listOwnWorkspace, listWorkspace } from "../../../app/services/schools/workspace.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { createEssay, createTrial, createUser } from "../../factories";
import { db, essayRow, postForm, request, signUp } from "../helpers";

// A save's round trip: one request, at most two D1 round trips (with the essay in the applicant's
// object: the workspace's reads alone; the session is the object's answer), the text not sent back, and the text's counts
// stored with it, as the domain counts them, wherever a text is written or was backfilled.

afterEach(() => {
  vi.restoreAllMocks();
});

const rowOf = essayRow;

/** A trial user with Wharton added; returns their essays. */
async function writer() {
  const user = await signUp();
  await createTrial(db(), user.userId);
  await (await postForm("/app/schools", { intent: "add", school: "Wharton" }, { cookie: user.cookie })).text();
  const essays = await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, user.userId));
  return { ...user, essays };
}

/** The editor's save as the browser sends it (a fetcher: the route's .data). */
const save = (cookie: string, id: string, content: string, baseRevision: number) =>
  postForm(`/app/essays/${id}.data`, { intent: "save", content, baseRevision: String(baseRevision) }, { cookie });

type RequestLine = { type?: string; route?: string; d1Queries?: number };
const requestLines = (log: { mock: { calls: unknown[][] } }) => log.mock.calls.map(([line]) => line as RequestLine).filter((line) => line?.type === "request");

describe("a save", () => {
  it("of an essay already written is one request of at most two D1 round trips, and does not send the text back", async () => {
    const { cookie, essays } = await writer();
    const essay = essays.find((row) => row.essayTitle.startsWith("Essay 1"))!;
    await (await save(cookie, essay.id, "My first own words.", 0)).text();
    const log = vi.spyOn(console, "log");

    const text = "A second draft, with a marker the answer must not echo: zebra-quartz-41.";
    const response = await save(cookie, essay.id, text, 1);
    const body = await response.text();

    expect(response.status).toBe(200);
    expect(body).toContain("Essay Saved");
    expect(body).not.toContain("zebra-quartz-41");
    const lines = requestLines(log);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.d1Queries).toBeLessThanOrEqual(2);
    expect(await rowOf(essay.id)).toMatchObject({ essayContent: text, revision: 2 });
  });

  it("is one call to the applicant's object, which keeps the text; D1's summary row follows with no text", async () => {
    const { cookie, userId, essays } = await writer();
    const essay = essays.find((row) => row.essayTitle.startsWith("Essay 1"))!;
    await (await save(cookie, essay.id, "My first own words.", 0)).text();
    const log = vi.spyOn(console, "log");

    const response = await save(cookie, essay.id, "Four words, then five.", 1);
    expect(response.status).toBe(200);
    await response.text();
    const [line] = requestLines(log) as (RequestLine & { doCalls?: number; d1Primary?: number })[];
    // The object answers the session check, then checks the revision and stores the text; D1 is
    // read (the workspace, at the browser's bookmark), not written: nothing crosses to the primary.
    expect(line).toMatchObject({ doCalls: 2 });
    expect(line!.d1Primary).toBe(0);
    // Within a minute of the last write D1 is handed it by the object's alarm (summary-once-a-minute.test.ts); here at once.
    await userObjectClient(env.USER_OBJECT, userId).essayTexts.flush();
    await vi.waitFor(async () => {
      const summary = await db().select().from(essaySubmissions).where(eq(essaySubmissions.id, essay.id)).get();
      expect(summary).toMatchObject({ essayContent: "", bodyInObject: true, revision: 2, wordCount: 4 });
    });
  });

  it("answers the essay's school as the workspace now shows it (the page is not reloaded after it)", async () => {
    const { cookie, userId, essays } = await writer();
    const essay = essays.find((row) => row.essayTitle.startsWith("Essay 1"))!;
    await (await save(cookie, essay.id, "One two three.", 0)).text();
    const body = await (await save(cookie, essay.id, "One two three four five six seven.", 1)).text();

    // As the applicant's reload shows it: D1's, with the counts the object has not handed D1 yet.
    const [wharton] = await listOwnWorkspace(db(), userObjectClient(env.USER_OBJECT, userId), userId);
    const shown = wharton!.essays.find((entry) => entry.id === essay.id)!;
    expect(shown.used).toBe(7);
    // The answer carries the same figures the workspace's own load gives.
    expect(body).toContain("Wharton");
    expect(body).toContain(`"${shown.state}"`);
    expect(body).toContain(String(wharton!.progress));
  });
});

describe("the stored word and character counts", () => {
  const texts = [
    "One two three.",
    "  Leading and trailing spaces  ",
    "Tabs\tand\nnew\r\nlines,\u00a0no-break\u2003em spaces\u3000and\u2028separators\ufeffBOM.",
    "Curly “quotes” — and dashes… café naïve",
    "   \n\t ",
    "",
  ];

  it("match the domain's count after saves and new versions made with a text", async () => {
    const { cookie, essays } = await writer();
    const essay = essays.find((row) => row.essayTitle.startsWith("Essay 1"))!;
    let revision = 0;
    for (const text of texts.filter((entry) => entry.trim())) {
      const response = await save(cookie, essay.id, text, revision);
      expect(response.status, text).toBe(200);
      await response.text();
      revision += 1;
      const row = (await rowOf(essay.id))!;
      expect({ words: row.wordCount, characters: row.characterCount }, text).toEqual(textCounts(text));
    }
    // A new version keeping the writer's text (the conflict notice's "keep as a new version").
    const kept = "Kept as a new version, with   its own\twords.";
    const response = await postForm(`/app/essays/${essay.id}.data`, { intent: "new-version", notes: "", content: kept }, { cookie });
    await response.text();
    const newest = await db().select().from(essaySubmissions).where(eq(essaySubmissions.parentEssayId, essay.id)).get();
    expect({ words: newest!.wordCount, characters: newest!.characterCount }).toEqual(textCounts(kept));
    // Drafts a school brings start empty and counted.
    const draft = (await rowOf(essays.find((row) => row.essayTitle.startsWith("Essay 2"))!.id))!;
    expect([draft.wordCount, draft.characterCount]).toEqual([0, 0]);
  });

  it("are backfilled by the migration as the domain counts, or left to the readers where SQL cannot count exactly", async () => {
    const backfill = env.TEST_MIGRATIONS.find((migration) => migration.name.startsWith("0014_essay_counts"));
    expect(backfill, "the counts migration").toBeDefined();
    const owner = await createUser(db());
    const exact = [...texts, "a\u0001b"];
    const beyondBmp = "An emoji 🎓 counts two in JavaScript.";
    const rows = [];
    for (const [index, text] of [...exact, beyondBmp].entries()) {
      rows.push(await createEssay(db(), owner.id, { essayTitle: `Essay ${index}`, essayContent: text, wordCount: null, characterCount: null }));
    }
    for (const query of backfill!.queries.filter((query) => /^\s*(--.*\n\s*)*UPDATE/i.test(query))) await env.DB.prepare(query).run();

    for (const row of rows) {
      const after = (await rowOf(row.id))!;
      const counts = after.wordCount === null ? null : { words: after.wordCount, characters: after.characterCount };
      if (row.essayContent === beyondBmp || row.essayContent.includes("\u0001")) expect(counts, row.essayContent).toBeNull();
      else expect(counts, JSON.stringify(row.essayContent)).toEqual(textCounts(row.essayContent));
    }
  });

  it("left uncounted, are counted from the text by the workspace, which shows the same as once they are stored", async () => {
    const owner = await createUser(db());
    await db().run(sql`insert into user_schools (user_id, school, position) values (${owner.id}, 'Wharton', 1)`);
    const text = "An emoji 🎓 and some words after it.";
    const essay = await createEssay(db(), owner.id, {
      school: "Wharton",
      essayTitle: "My own question",
      essayContent: text,
      wordCount: null,
      characterCount: null,
    });
    const uncounted = (await listWorkspace(db(), owner.id))[0]!.essays[0]!;
    const { words, characters } = textCounts(text);
    await db().update(essaySubmissions).set({ wordCount: words, characterCount: characters }).where(eq(essaySubmissions.id, essay.id));
    const counted = (await listWorkspace(db(), owner.id))[0]!.essays[0]!;
    expect(uncounted.used).toBe(words);
    expect(counted).toEqual(uncounted);
  });
});

describe("an older version", () => {
  /** A new version made from `fromId` (the versions dialog's New Version); its id. */
  async function newVersion(cookie: string, fromId: string) {
    const response = await postForm(`/app/essays/${fromId}`, { intent: "new-version", notes: "" }, { cookie });
    expect(response.status).toBe(302);
    await response.text();
    return response.headers.get("location")!.split("/").pop()!;
  }

  it("is not saved into while a newer version exists: the save is refused and names the newest", async () => {
    const { cookie, essays } = await writer();
    const [written, empty] = essays.filter((row) => row.essayTitle.startsWith("Essay"));
    await (await save(cookie, written!.id, "Version one, as it was.", 0)).text();
    const second = await newVersion(cookie, written!.id);
    // An empty draft's older version too (a save there would be the essay's first own words).
    const emptySecond = await newVersion(cookie, empty!.id);

    for (const [older, newest, revision] of [
      [written!.id, second, 1],
      [empty!.id, emptySecond, 0],
    ] as const) {
      const before = await rowOf(older);
      const response = await save(cookie, older, "Written into the old version.", revision);
      const body = await response.text();
      expect(response.status).toBe(409);
      expect(body).toContain("Not saved: this is an older version");
      expect(body).toContain(newest);
      expect(await rowOf(older)).toEqual(before);
      expect((await rowOf(newest))!.essayContent).not.toContain("Written into the old version.");
    }
    // The newest is saved as before.
    const newest = await save(cookie, second, "Version two, edited.", 0);
    expect(newest.status).toBe(200);
    await newest.text();
  });

  it("opens read only, saying it is older, with the newest and a copy into a new version offered", async () => {
    const { cookie, essays } = await writer();
    const essay = essays.find((row) => row.essayTitle.startsWith("Essay 1"))!;
    await (await save(cookie, essay.id, "Version one, as it was.", 0)).text();
    const second = await newVersion(cookie, essay.id);

    const older = await (await request(`/app/essays/${essay.id}`, { headers: { cookie } })).text();
    expect(older).toContain("This is version 1, an older version: it is kept as it was and cannot be edited.");
    expect(older).toContain(`href="/app/essays/${second}"`);
    expect(older).toContain("Copy into a new version");
    expect(older).toContain("Version one, as it was.");
    expect(older).not.toContain("<textarea");

    const newest = await (await request(`/app/essays/${second}`, { headers: { cookie } })).text();
    expect(newest).not.toContain("an older version");
    expect(newest).toContain("<textarea");
  });
});
