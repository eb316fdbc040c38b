import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, essaySubmissions, readerComments, readerLinks } from "../../../db/schema";
import { READER_CAPS } from "../../../app/domain/readers/reader-rules";
import { addSchool, createEssay, createTrial } from "../../factories";
import { actionData, db, postForm, request, signUp, uniqueIp } from "../helpers";

// A school's whole set shared with one reader by one link: each essay at the version shared, with
// its question, the reader's comments on each, one "I'm done"; revocable, capped, ended by
// deleting an essay or the school; another user's school is a 404.

const setRoute = encodeURIComponent("routes/app_.schools.$school.readers");
const readRoute = encodeURIComponent("routes/shared.read.$token");
const setPath = (school: string) => `/app/schools/${encodeURIComponent(school)}/readers`;
const inviteSet = (cookie: string, school: string, fields: Record<string, string> = {}) =>
  postForm(`${setPath(school)}.data?_routes=${setRoute}`, { intent: "invite", readerName: "Ana", role: "alum", scale: "voice", ...fields }, { cookie });
const asReader = (token: string, fields: Record<string, string>) => postForm(`/shared/read/${token}.data?_routes=${readRoute}`, fields);
const openAsReader = (token: string) => request(`/shared/read/${token}`, { headers: { "cf-connecting-ip": uniqueIp() } });
const tokenOf = (link: string) => /\/shared\/read\/([A-Za-z0-9_-]{43})$/.exec(link)![1]!;

async function applicantWithSet(school = `Wharton ${crypto.randomUUID().slice(0, 8)}`) {
  const applicant = await signUp();
  await createTrial(db(), applicant.userId);
  await addSchool(db(), applicant.userId, school, 1);
  const written = { school, userWrittenAt: new Date() };
  const first = await createEssay(db(), applicant.userId, { ...written, essayTitle: "Goals", essayContent: "Old goals text.", version: 1 });
  const goals = await createEssay(db(), applicant.userId, { ...written, essayTitle: "Goals", essayContent: "I will run a clinic in Accra.", version: 2 });
  const why = await createEssay(db(), applicant.userId, { ...written, essayTitle: "Why us", essayContent: "Your labs drew me here." });
  // An empty draft the school's list made is not shared.
  await createEssay(db(), applicant.userId, { school, essayTitle: "Optional", essayContent: "" });
  return { ...applicant, school, first, goals, why };
}

async function sharedSet(fields: Record<string, string> = {}) {
  const applicant = await applicantWithSet();
  const made = await inviteSet(applicant.cookie, applicant.school, fields);
  expect(made.status, await made.clone().text()).toBe(200);
  const { link } = await actionData<{ link: string }>(made);
  const rows = await db().select().from(readerLinks).where(eq(readerLinks.userId, applicant.userId)).all();
  const part = (essayId: string) => rows.find((row) => row.essayId === essayId)!.id;
  return { ...applicant, token: tokenOf(link), rows, part };
}

describe("a school's set shared by one link", () => {
  it("opens each essay's newest version and question, nothing else, and records the visit on every essay", async () => {
    const { token, rows, goals, why, school } = await sharedSet({ readerEmail: "ana@example.com" });
    expect(rows.map((row) => row.essayId).sort()).toEqual([goals.id, why.id].sort());
    expect(new Set(rows.map((row) => row.setTokenHash)).size).toBe(1);
    expect(rows[0]!.setTokenHash).not.toContain(token);
    const page = await openAsReader(token);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    expect(page.headers.get("cache-control")).toContain("no-store");
    expect(html).toContain(`Ana, you were asked to read these ${school} essays`);
    expect(html).toContain("I will run a clinic in Accra.");
    expect(html).toContain("Your labs drew me here.");
    expect(html).not.toContain("Old goals text.");
    expect(html).not.toContain("ana@example.com");
    const opened = await db().select().from(readerLinks).where(eq(readerLinks.setTokenHash, rows[0]!.setTokenHash!)).all();
    expect(opened.every((row) => row.firstOpenedAt instanceof Date)).toBe(true);
  });

  it("takes comments per essay, refuses a part outside the set, and one done marks the whole set and mails the applicant once", async () => {
    const { email, token, part, goals, why, userId } = await sharedSet();
    const onGoals = await asReader(token, { intent: "comment", part: part(goals.id), quote: "a clinic", body: "Where exactly?" });
    expect(onGoals.status, await onGoals.clone().text()).toBe(200);
    const onWhy = await asReader(token, { intent: "comment", part: part(why.id), quote: "Your labs", replacement: "Your three labs" });
    expect(onWhy.status).toBe(200);
    // Words of another essay of the set are not in this one.
    expect((await asReader(token, { intent: "comment", part: part(why.id), quote: "a clinic", body: "?" })).status).toBe(400);
    // Another applicant's link row is not a part of this set.
    const other = await sharedSet();
    expect((await asReader(token, { intent: "comment", part: other.rows[0]!.id, quote: "a clinic", body: "?" })).status).toBe(404);
    expect((await asReader(token, { intent: "scale", part: part(why.id), voice: "4" })).status).toBe(200);

    const comments = await db().select().from(readerComments).where(eq(readerComments.userId, userId)).all();
    expect(comments.map((c) => [c.essayId, c.quote]).sort()).toEqual(
      [
        [goals.id, "a clinic"],
        [why.id, "Your labs"],
      ].sort(),
    );
    expect((await asReader(token, { intent: "done" })).status).toBe(200);
    expect((await asReader(token, { intent: "done" })).status).toBe(200);
    const done = await db().select().from(readerLinks).where(eq(readerLinks.userId, userId)).all();
    expect(done.every((row) => row.doneAt instanceof Date)).toBe(true);
    expect(done.find((row) => row.essayId === why.id)!.scaleAnswers).toEqual({ voice: 4 });
    const mails = (await db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).all()).filter((m) => m.subject.includes("done reading"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("your 2 essays");
    expect(mails[0]!.text).toContain("left 2 comments");
    expect((await asReader(token, { intent: "comment", part: part(goals.id), quote: "a clinic", body: "late" })).status).toBe(409);
  });

  it("is ended by revoking it from any essay, by deleting one essay, or by deleting the school", async () => {
    const revoked = await sharedSet();
    const essayReaders = encodeURIComponent("routes/app_.essays.$essayId_.readers");
    const revoke = await postForm(
      `/app/essays/${revoked.why.id}/readers.data?_routes=${essayReaders}`,
      { intent: "revoke", linkId: revoked.part(revoked.why.id) },
      { cookie: revoked.cookie },
    );
    expect(revoke.status).toBe(200);
    expect((await openAsReader(revoked.token)).status).toBe(404);
    expect(await db().select().from(readerLinks).where(eq(readerLinks.userId, revoked.userId)).all()).toEqual([]);

    const lostEssay = await sharedSet();
    await db().delete(essaySubmissions).where(eq(essaySubmissions.id, lostEssay.why.id));
    expect((await openAsReader(lostEssay.token)).status).toBe(404);
    expect((await asReader(lostEssay.token, { intent: "done" })).status).toBe(404);

    const lostSchool = await sharedSet();
    expect((await postForm("/app/schools", { intent: "delete", school: lostSchool.school }, { cookie: lostSchool.cookie })).status).toBe(200);
    expect((await openAsReader(lostSchool.token)).status).toBe(404);
    expect(await db().select().from(readerLinks).where(eq(readerLinks.userId, lostSchool.userId)).all()).toEqual([]);
  });

  it("does not open once expired", async () => {
    const { token, userId } = await sharedSet();
    await db()
      .update(readerLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(readerLinks.userId, userId));
    expect((await openAsReader(token)).status).toBe(404);
  });
});

describe("the applicant's side of a set", () => {
  it("is a 404 for another user's school, a school not on the list and a name that cannot be a school", async () => {
    const alice = await applicantWithSet();
    const mallory = await signUp();
    expect((await request(setPath(alice.school), { headers: { cookie: mallory.cookie } })).status).toBe(404);
    expect((await inviteSet(mallory.cookie, alice.school)).status).toBe(404);
    expect((await request(setPath("Nowhere"), { headers: { cookie: alice.cookie } })).status).toBe(404);
    expect((await request(setPath("x".repeat(500)), { headers: { cookie: alice.cookie } })).status).toBe(404);
    expect(await db().select().from(readerLinks).where(eq(readerLinks.userId, alice.userId)).all()).toEqual([]);
    const page = await request(setPath(alice.school), { headers: { cookie: alice.cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
  });

  it("refuses a school with nothing written, bad fields, and another user's link to revoke", async () => {
    const empty = await signUp();
    await createTrial(db(), empty.userId);
    await addSchool(db(), empty.userId, "Kellogg", 1);
    expect((await inviteSet(empty.cookie, "Kellogg")).status).toBe(409);
    const alice = await sharedSet();
    expect((await inviteSet(alice.cookie, alice.school, { readerName: "" })).status).toBe(400);
    expect((await inviteSet(alice.cookie, alice.school, { role: "boss" })).status).toBe(400);
    expect((await inviteSet(alice.cookie, alice.school, { readerEmail: "nope" })).status).toBe(400);
    const mallory = await sharedSet();
    const revoke = await postForm(
      `${setPath(mallory.school)}.data?_routes=${setRoute}`,
      { intent: "revoke", linkId: alice.rows[0]!.id },
      { cookie: mallory.cookie },
    );
    expect(revoke.status).toBe(404);
    expect((await openAsReader(alice.token)).status).toBe(200);
  });

  it("counts as one link towards the account's cap and is refused whole when an essay is at its cap", async () => {
    const { cookie, school, userId, why } = await applicantWithSet();
    const essayReaders = encodeURIComponent("routes/app_.essays.$essayId_.readers");
    for (let at = 1; at < READER_CAPS.linksPerEssay; at += 1) {
      const one = await postForm(
        `/app/essays/${why.id}/readers.data?_routes=${essayReaders}`,
        { intent: "invite", readerName: `R${at}`, role: "friend" },
        { cookie },
      );
      expect(one.status).toBe(200);
    }
    // Why us has one place left: the set takes it, and counts once on the account.
    expect((await inviteSet(cookie, school)).status).toBe(200);
    const full = await inviteSet(cookie, school);
    expect(full.status).toBe(409);
    const rows = await db().select().from(readerLinks).where(eq(readerLinks.userId, userId)).all();
    expect(rows.filter((row) => row.setTokenHash !== null)).toHaveLength(2);
    expect(new Set(rows.map((row) => row.setTokenHash ?? row.tokenHash)).size).toBe(READER_CAPS.linksPerEssay);
  });
});
