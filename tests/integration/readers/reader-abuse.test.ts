import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readerComments, readerLinks } from "../../../db/schema";
import { READER_CAPS } from "../../../app/domain/readers/reader-rules";
import { SHARED_LINK_WINDOW } from "../../../app/web/shared-link.server";
import { addSchool, createEssay, createTrial } from "../../factories";
import { actionData, db, postForm, request, signUp } from "../helpers";

// What keeps reader links from being abused, each checked: the account's cap on open links and
// a link's cap on comments (counted in the statement that makes the row), the reader's page
// rate-limited per client, and an essay's deletion ending its links and removing their comments.

const readersRoute = encodeURIComponent("routes/app_.essays.$essayId_.readers");
const readRoute = encodeURIComponent("routes/shared.read.$token");
const TEXT = "I grew up in Lagos. My father ran a shop.";

async function applicant() {
  const made = await signUp();
  await createTrial(db(), made.userId);
  const essay = () =>
    createEssay(db(), made.userId, { school: "Wharton", essayTitle: `Essay ${crypto.randomUUID()}`, essayContent: TEXT, userWrittenAt: new Date() });
  const invite = (essayId: string) =>
    postForm(`/app/essays/${essayId}/readers.data?_routes=${readersRoute}`, { intent: "invite", readerName: "Sam", role: "friend" }, { cookie: made.cookie });
  return { ...made, essay, invite };
}
const tokenOf = async (response: Response) => /\/shared\/read\/([A-Za-z0-9_-]{43})$/.exec((await actionData<{ link: string }>(response)).link)![1]!;

describe("reader links against abuse", () => {
  it("stops at the account's cap of open links, across essays", async () => {
    const { essay, invite } = await applicant();
    const essays = await Promise.all(Array.from({ length: READER_CAPS.linksPerAccount / READER_CAPS.linksPerEssay + 1 }, essay));
    const answers: number[] = [];
    for (const each of essays) for (let i = 0; i < READER_CAPS.linksPerEssay; i++) answers.push((await invite(each.id)).status);
    expect(answers.filter((status) => status === 200)).toHaveLength(READER_CAPS.linksPerAccount);
    expect(answers.slice(READER_CAPS.linksPerAccount).every((status) => status === 409)).toBe(true);
  });

  it("stops at a link's cap of comments, in the statement that makes one", async () => {
    const { userId, essay, invite } = await applicant();
    const token = await tokenOf(await invite((await essay()).id));
    const link = (await db().select().from(readerLinks).where(eq(readerLinks.userId, userId)).get())!;
    // One below the cap, as earlier comments would have left it (eight rows a statement: D1 binds at most 100 values, twelve a row).
    const row = { userId, linkId: link.id, essayId: link.essayId, quote: "Lagos", start: 13, end: 18, body: "x" };
    for (let left = READER_CAPS.commentsPerLink - 1; left > 0; left -= 8)
      await db()
        .insert(readerComments)
        .values(Array.from({ length: Math.min(8, left) }, () => row));
    const sent = await Promise.all(
      Array.from({ length: 3 }, () => postForm(`/shared/read/${token}.data?_routes=${readRoute}`, { intent: "comment", quote: "Lagos", body: "again" })),
    );
    expect(sent.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await db().select().from(readerComments).where(eq(readerComments.linkId, link.id)).all()).toHaveLength(READER_CAPS.commentsPerLink);
  });

  it("rate-limits the reader's page per client: a bare 429 past the window", async () => {
    const { essay, invite } = await applicant();
    const token = await tokenOf(await invite((await essay()).id));
    const ip = `198.51.100.7-${crypto.randomUUID()}`;
    const statuses: number[] = [];
    for (let i = 0; i <= SHARED_LINK_WINDOW.limit; i++) {
      const answer = await request(`/shared/read/${token}`, { headers: { "cf-connecting-ip": ip } });
      statuses.push(answer.status);
      await answer.body?.cancel();
    }
    expect(statuses.slice(0, SHARED_LINK_WINDOW.limit).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("ends every link of an essay and removes their comments when its school is deleted", async () => {
    const { cookie, userId, essay, invite } = await applicant();
    const mine = await essay();
    await addSchool(db(), userId, "Wharton", 0);
    const token = await tokenOf(await invite(mine.id));
    await postForm(`/shared/read/${token}.data?_routes=${readRoute}`, { intent: "comment", quote: "Lagos", body: "Hm" });
    const deleted = await postForm(
      `/app/schools.data?_routes=${encodeURIComponent("routes/app.schools")}`,
      { intent: "delete", school: "Wharton" },
      { cookie },
    );
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect((await request(`/shared/read/${token}`, { headers: { "cf-connecting-ip": crypto.randomUUID() } })).status).toBe(404);
    expect(await db().select().from(readerLinks).where(eq(readerLinks.userId, userId)).all()).toEqual([]);
    expect(await db().select().from(readerComments).where(eq(readerComments.userId, userId)).all()).toEqual([]);
  });
});
