import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { essaySubmissions } from "../../../db/schema";
import { userObjectClient } from "../../../workers/user-object/client";
import { createTrial } from "../../factories";
import { db, essayRow, postForm, signUp } from "../helpers";

// The trial's cap on essays created holds on every path that can put text into an essay, not only
// a save (app/services/essays/essay-claims.server.ts): an essay is counted once, on its first own
// words, whichever path and version they come by.

/** A trial user with Wharton and Tuck added (more than three essays, all empty drafts). */
async function trialWriter() {
  const user = await signUp();
  await createTrial(db(), user.userId);
  for (const school of ["Wharton", "Tuck"]) await (await postForm("/app/schools", { intent: "add", school }, { cookie: user.cookie })).text();
  const essays = await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, user.userId));
  return { ...user, essays };
}

const save = (cookie: string, id: string, content: string, baseRevision = 0) =>
  postForm(`/app/essays/${id}`, { intent: "save", content, baseRevision: String(baseRevision) }, { cookie });
const newVersion = (cookie: string, id: string, fields: Record<string, string> = {}) =>
  postForm(`/app/essays/${id}`, { intent: "new-version", notes: "", ...fields }, { cookie });
const essaysCreated = async (userId: string) => (await userObjectClient(env.USER_OBJECT, userId).usage.read()).essaysCreated;

/** Every version's text of the essay that `essay` is a version of. */
async function textsOf(userId: string, essay: { school: string; essayTitle: string }) {
  const rows = await db()
    .select({ content: essaySubmissions.essayContent })
    .from(essaySubmissions)
    .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.school, essay.school), eq(essaySubmissions.essayTitle, essay.essayTitle)));
  return rows.map((row) => row.content);
}

async function atTheCap() {
  const writer = await trialWriter();
  for (const essay of writer.essays.slice(0, 3)) await (await save(writer.cookie, essay.id, `My draft of ${essay.essayTitle}`)).text();
  expect(await essaysCreated(writer.userId)).toBe(3);
  return { ...writer, fourth: writer.essays[3]! };
}

describe("the trial's essay cap, on every path that puts text into an essay", () => {
  it("refuses a fourth essay's new version made with text, and stores none of it", async () => {
    const { cookie, userId, fourth } = await atTheCap();
    const refused = await newVersion(cookie, fourth.id, { content: "A fourth essay through the side door" });
    expect(refused.status).toBe(402);
    expect(await refused.text()).toContain("Essay Limit Reached");
    expect(await textsOf(userId, fourth)).not.toContain("A fourth essay through the side door");
    expect(await essaysCreated(userId)).toBe(3);
  });

  it("still makes a version of a fourth essay's empty draft: nothing of the applicant's is in it", async () => {
    const { cookie, userId, fourth } = await atTheCap();
    const made = await newVersion(cookie, fourth.id);
    expect(made.status).toBe(302);
    expect((await textsOf(userId, fourth)).every((text) => text === "")).toBe(true);
    expect(await essaysCreated(userId)).toBe(3);
  });

  it("refuses a fourth essay's accepted trim: its text is not the saved essay's", async () => {
    const { cookie, userId, fourth } = await atTheCap();
    const refused = await postForm(`/app/essays/${fourth.id}`, { intent: "accept-trim", content: "Words from nowhere" }, { cookie });
    expect(refused.status).toBe(400);
    await refused.text();
    expect(await textsOf(userId, fourth)).not.toContain("Words from nowhere");
  });

  it("counts an essay whose first words come in a new version, once, whichever version is written next", async () => {
    const { cookie, userId, essays } = await trialWriter();
    const essay = essays[0]!;
    const made = await newVersion(cookie, essay.id, { content: "My first words, in a version" });
    expect(made.status).toBe(302);
    expect(await essaysCreated(userId)).toBe(1);
    // The first version of the same essay, written afterwards, is the same essay: not counted again.
    await (await save(cookie, essay.id, "My words in the first version too")).text();
    expect(await essaysCreated(userId)).toBe(1);
    const second = made.headers.get("location")!.split("/").pop()!;
    expect((await db().select().from(essaySubmissions).where(eq(essaySubmissions.id, second)).get())?.userWrittenAt).toBeInstanceOf(Date);
  });

  it("counts one essay when its two versions' first words race", async () => {
    const { cookie, userId, essays } = await trialWriter();
    const essay = essays[0]!;
    const copy = (await newVersion(cookie, essay.id)).headers.get("location")!.split("/").pop()!;
    // The older version is not saved into (docs/product-rules.md §7a): its words go on as a version
    // made with them, racing a save into the newest.
    // The save wins (200), or finds the new version already made and is refused as older (409):
    // either way one essay is counted.
    const answers = await Promise.all([newVersion(cookie, essay.id, { content: "Words in one" }), save(cookie, copy, "Words in two")]);
    expect(answers[0]!.status).toBe(302);
    expect([200, 409]).toContain(answers[1]!.status);
    await Promise.all(answers.map((answer) => answer.text()));
    expect(await essaysCreated(userId)).toBe(1);
  });

  it("answers a save the object took while a new version was being made, and keeps its words", async () => {
    const { cookie, essays } = await trialWriter();
    const essay = essays[0]!;
    const copy = (await newVersion(cookie, essay.id)).headers.get("location")!.split("/").pop()!;
    expect((await save(cookie, copy, "My first words in two")).status).toBe(200);
    // A new version is made in D1 first, and only then retires the one the object takes saves into
    // (createVersion): a save arriving in between is stored by the object as the newest.
    const [newest] = await db()
      .insert(essaySubmissions)
      .values({
        userId: essay.userId,
        school: essay.school,
        essayTitle: essay.essayTitle,
        version: 3,
        parentEssayId: essay.id,
        wordCount: 0,
        characterCount: 0,
      })
      .returning();
    const answer = await save(cookie, copy, "Words in two", 1);
    expect(answer.status).toBe(200);
    await answer.text();
    // Then the object takes the new version as the newest: the words saved just before stay the older version's.
    const held = {
      id: newest!.id,
      body: "",
      revision: 0,
      wordCount: 0,
      characterCount: 0,
      updatedAt: newest!.updatedAt.getTime(),
      userWrittenAt: null,
      arrival: null,
    };
    await userObjectClient(env.USER_OBJECT, essay.userId).essayTexts.adopt(held, [essay.id, copy]);
    expect((await essayRow(copy))?.essayContent).toBe("Words in two");
  });

  it("counts nothing for a save refused because the version is older", async () => {
    const { cookie, userId, essays } = await trialWriter();
    const essay = essays[0]!;
    await (await newVersion(cookie, essay.id)).text();
    const refused = await save(cookie, essay.id, "Words in one");
    expect(refused.status).toBe(409);
    await refused.text();
    expect(await essaysCreated(userId)).toBe(0);
  });
});
