import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { aiDisclosures, readerComments, readerLinks } from "../../../db/schema";
import { READER_CAPS } from "../../../app/domain/readers/reader-rules";
import { createEssay, createTrial } from "../../factories";
import { actionData, db, postForm, request, signUp, uniqueIp } from "../helpers";

// Reader links: an applicant shares one version with a reader by a private link; the reader
// comments, proposes words, answers the scale and says they are done, without an account; the
// applicant sees who opened it, works with the comments in the editor and revokes the link.

const readersRoute = encodeURIComponent("routes/app_.essays.$essayId_.readers");
const readRoute = encodeURIComponent("routes/shared.read.$token");
const essayRoute = encodeURIComponent("routes/app.essays.$essayId");
const invite = (cookie: string, essayId: string, fields: Record<string, string> = {}) =>
  postForm(
    `/app/essays/${essayId}/readers.data?_routes=${readersRoute}`,
    { intent: "invite", readerName: "Sam", role: "friend", scale: "voice", ...fields },
    { cookie },
  );
const asReader = (token: string, fields: Record<string, string>) => postForm(`/shared/read/${token}.data?_routes=${readRoute}`, fields);
const openAsReader = (token: string) => request(`/shared/read/${token}`, { headers: { "cf-connecting-ip": uniqueIp() } });
const essayPost = (cookie: string, essayId: string, fields: Record<string, string>) =>
  postForm(`/app/essays/${essayId}.data?_routes=${essayRoute}`, fields, { cookie });

const TEXT = "I grew up in Lagos. My father ran a shop. I learned to count there.";

async function sharedEssay(fields: Record<string, string> = {}) {
  const applicant = await signUp();
  await createTrial(db(), applicant.userId);
  const essay = await createEssay(db(), applicant.userId, {
    school: "Wharton",
    essayTitle: `Why MBA ${crypto.randomUUID()}`,
    essayContent: TEXT,
    userWrittenAt: new Date(),
  });
  const made = await invite(applicant.cookie, essay.id, { readerEmail: "Sam@Example.com", lookFor: "Is it me?", ...fields });
  expect(made.status).toBe(200);
  const { link } = await actionData<{ link: string }>(made);
  const token = /\/shared\/read\/([A-Za-z0-9_-]{43})$/.exec(link)![1]!;
  return { ...applicant, essay, token };
}

describe("a reader link", () => {
  it("opens the version's text and the school's question signed out, private and unindexed, and records the visit; only its hash is kept", async () => {
    const { userId, essay, token } = await sharedEssay();
    const [stored] = await db().select().from(readerLinks).where(eq(readerLinks.userId, userId)).all();
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored).toMatchObject({ readerEmail: "sam@example.com", role: "friend", scale: ["voice"], firstOpenedAt: null });

    const page = await openAsReader(token);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("cache-control")).toContain("no-store");
    expect(html).toContain("My father ran a shop.");
    expect(html).toContain("Sam, you were asked to read this essay");
    // The applicant's note of whom they asked is never on the reader's page.
    expect(html).not.toContain("sam@example.com");
    const [opened] = await db().select().from(readerLinks).where(eq(readerLinks.essayId, essay.id)).all();
    expect(opened!.firstOpenedAt).toBeInstanceOf(Date);
  });

  it("takes an invitation whose optional fields the browser sent blank", async () => {
    const { cookie, essay } = await sharedEssay();
    const blank = await invite(cookie, essay.id, { readerEmail: "", dueOn: "", lookFor: "" });
    expect(blank.status, await blank.clone().text()).toBe(200);
    const wrong = await invite(cookie, essay.id, { readerEmail: "not an address" });
    expect(wrong.status).toBe(400);
  });

  it("takes comments and replacements anchored to their words, the scale and done; the applicant is told", async () => {
    const { cookie, essay, token } = await sharedEssay();
    const comment = await asReader(token, { intent: "comment", quote: "ran a shop", near: "30", body: "Which shop?" });
    expect(comment.status, await comment.clone().text()).toBe(200);
    const proposal = await asReader(token, { intent: "comment", quote: "I learned to count there", replacement: "The till taught me numbers" });
    expect(proposal.status).toBe(200);
    const missing = await asReader(token, { intent: "comment", quote: "words not in it", body: "?" });
    expect(missing.status).toBe(400);
    const empty = await asReader(token, { intent: "comment", quote: "Lagos" });
    expect(empty.status).toBe(400);
    expect((await asReader(token, { intent: "scale", voice: "4", clarity: "2" })).status).toBe(200);
    expect((await asReader(token, { intent: "done" })).status).toBe(200);

    const comments = await db().select().from(readerComments).where(eq(readerComments.essayId, essay.id)).all();
    expect(comments.map((row) => [row.quote, row.start, row.before.endsWith("My father "), row.body, row.replacement])).toEqual([
      ["ran a shop", TEXT.indexOf("ran a shop"), true, "Which shop?", null],
      ["I learned to count there", TEXT.indexOf("I learned"), false, "", "The till taught me numbers"],
    ]);
    const [link] = await db().select().from(readerLinks).where(eq(readerLinks.essayId, essay.id)).all();
    // Only the questions the applicant asked are kept.
    expect(link!.scaleAnswers).toEqual({ voice: 4 });
    expect(link!.doneAt).toBeInstanceOf(Date);
    const editor = await request(`/app/essays/${essay.id}`, { headers: { cookie } });
    expect(await editor.text()).toContain("Sam is done reading");
    // Done: no more comments through this link.
    expect((await asReader(token, { intent: "comment", quote: "Lagos", body: "late" })).status).toBe(409);
  });

  it("lets the applicant accept a replacement where its words now stand (logged as a reader's words), and dismiss a comment", async () => {
    const { cookie, essay, token } = await sharedEssay();
    await asReader(token, { intent: "comment", quote: "ran a shop", replacement: "kept a store" });
    await asReader(token, { intent: "comment", quote: "Lagos", body: "Say more" });
    const rows = await db().select().from(readerComments).where(eq(readerComments.essayId, essay.id)).all();
    const proposed = rows.find((row) => row.quote === "ran a shop");
    const note = rows.find((row) => row.quote === "Lagos");
    // The applicant keeps writing: the words move.
    const kept = await essayPost(cookie, essay.id, { intent: "save", content: `Preface. ${TEXT}`, baseRevision: String(essay.revision) });
    expect(kept.status).toBe(200);
    const accepted = await essayPost(cookie, essay.id, { intent: "reader-accept", commentId: proposed!.id, baseRevision: String(essay.revision + 1) });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const page = await (await request(`/app/essays/${essay.id}`, { headers: { cookie } })).text();
    expect(page).toContain("Preface. I grew up in Lagos. My father kept a store.");
    const log = await db().select().from(aiDisclosures).where(eq(aiDisclosures.essayId, essay.id)).all();
    expect(log).toEqual([expect.objectContaining({ kind: "reader_words", touched: expect.objectContaining({ text: "kept a store" }) })]);
    const report = await (await request(`/app/essays/${essay.id}/report`, { headers: { cookie } })).text();
    expect(report).toContain("Words from readers: 3 of");
    const answered = await essayPost(cookie, essay.id, { intent: "reader-answer", commentId: note!.id, answer: "It is where I grew up." });
    expect(answered.status).toBe(200);
    // The reader reads the answer to their own comment.
    expect(await (await openAsReader(token)).text()).toContain("The writer answered: It is where I grew up.");
    const dismissed = await essayPost(cookie, essay.id, { intent: "reader-dismiss", commentId: note!.id });
    expect(dismissed.status).toBe(200);
    const statuses = await db()
      .select({ quote: readerComments.quote, status: readerComments.status })
      .from(readerComments)
      .where(eq(readerComments.essayId, essay.id))
      .all();
    expect(Object.fromEntries(statuses.map((row) => [row.quote, row.status]))).toEqual({ "ran a shop": "accepted", Lagos: "dismissed" });
  });

  it("is a bare 404 once revoked (its comments gone), for an unknown token, and with the essay or the account", async () => {
    const { cookie, userId, essay, token } = await sharedEssay();
    await asReader(token, { intent: "comment", quote: "Lagos", body: "Hm" });
    const [link] = await db().select().from(readerLinks).where(eq(readerLinks.userId, userId)).all();
    const revoked = await postForm(`/app/essays/${essay.id}/readers.data?_routes=${readersRoute}`, { intent: "revoke", linkId: link!.id }, { cookie });
    expect(revoked.status).toBe(200);
    expect((await openAsReader(token)).status).toBe(404);
    expect((await openAsReader("x".repeat(43))).status).toBe(404);
    expect((await asReader(token, { intent: "done" })).status).toBe(404);
    expect(await db().select().from(readerComments).where(eq(readerComments.userId, userId)).all()).toEqual([]);

    const second = await sharedEssay();
    expect((await openAsReader(second.token)).status).toBe(200);
    const deleted = await postForm("/account/delete", {}, { cookie: second.cookie });
    expect(deleted.status).toBe(302);
    expect((await openAsReader(second.token)).status).toBe(404);
  });

  it("is capped per essay, in the statement that makes it", async () => {
    const { cookie, essay } = await sharedEssay();
    const made = await Promise.all(Array.from({ length: READER_CAPS.linksPerEssay + 2 }, () => invite(cookie, essay.id)));
    expect(made.filter((response) => response.status === 200)).toHaveLength(READER_CAPS.linksPerEssay - 1);
    expect(made.filter((response) => response.status === 409).length).toBe(3);
  });

  it("is refused on another user's essay, and another user's comment is not theirs to settle", async () => {
    const alice = await sharedEssay();
    const bob = await signUp();
    expect((await invite(bob.cookie, alice.essay.id)).status).toBe(404);
    expect((await request(`/app/essays/${alice.essay.id}/readers`, { headers: { cookie: bob.cookie } })).status).toBe(404);
    await asReader(alice.token, { intent: "comment", quote: "Lagos", body: "Hm" });
    const [comment] = await db().select().from(readerComments).where(eq(readerComments.userId, alice.userId)).all();
    const bobsEssay = await createEssay(db(), bob.userId, { essayContent: TEXT });
    expect((await essayPost(bob.cookie, bobsEssay.id, { intent: "reader-dismiss", commentId: comment!.id })).status).toBe(404);
    expect((await essayPost(bob.cookie, alice.essay.id, { intent: "reader-dismiss", commentId: comment!.id })).status).toBe(404);
  });
});
