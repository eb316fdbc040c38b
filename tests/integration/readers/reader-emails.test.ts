import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../../../db/schema";
import { READER_INVITATIONS_PER_DAY } from "../../../app/domain/readers/reader-emails";
import { hitRateLimit } from "../../../app/services/billing/rate-limit.server";
import { createEssay, createTrial } from "../../factories";
import { actionData, db, postForm, signUp } from "../helpers";

// The e-mails of reader links, read from the local outbox as the mailer writes them: the
// invitation to a reader whose address the applicant gave (to that address alone, with the link),
// and the note to the applicant when a reader is done (once, and only while their setting is on).

const readersRoute = encodeURIComponent("routes/app_.essays.$essayId_.readers");
const readRoute = encodeURIComponent("routes/shared.read.$token");
const accountRoute = encodeURIComponent("routes/account");
const mailTo = async (to: string) =>
  (await db().select().from(emailOutbox).where(eq(emailOutbox.to, to)).all()).filter((mail) => !mail.subject.startsWith("Verify"));
const uniqueReader = () => `reader-${crypto.randomUUID()}@example.com`;

async function applicantWithEssay() {
  const applicant = await signUp();
  await createTrial(db(), applicant.userId);
  const essay = await createEssay(db(), applicant.userId, {
    school: "Wharton",
    essayTitle: "Why MBA",
    essayContent: "I grew up in Lagos. My father ran a shop.",
    userWrittenAt: new Date(),
  });
  const invite = (fields: Record<string, string>) =>
    postForm(
      `/app/essays/${essay.id}/readers.data?_routes=${readersRoute}`,
      { intent: "invite", role: "alum", scale: "voice", ...fields },
      { cookie: applicant.cookie },
    );
  return { ...applicant, essay, invite };
}

const tokenOf = (link: string) => /\/shared\/read\/([A-Za-z0-9_-]{43})$/.exec(link)![1]!;

describe("the invitation e-mail", () => {
  it("goes to the reader's address alone, with their link, the school and what to look for", async () => {
    const { email, invite } = await applicantWithEssay();
    const ana = uniqueReader();
    const ben = uniqueReader();
    const made = await invite({ readerName: "Ana", readerEmail: ana, lookFor: "Does the ending land?", dueOn: "2026-12-20" });
    const answer = await actionData<{ link: string; toast: { title: string } }>(made);
    expect(answer.toast.title).toBe("Link made and e-mailed");
    await invite({ readerName: "Ben", readerEmail: ben });
    await invite({ readerName: "Cy" });

    const [mail, ...more] = await mailTo(ana);
    expect(more).toEqual([]);
    // An applicant who gave no name on their account is named by their address.
    expect(mail!.subject).toBe(`${email} asked you to read a draft of their Wharton essay`);
    expect(mail!.text).toContain("Dear Ana,");
    expect(mail!.text).toContain(answer.link);
    expect(mail!.text).toContain("Does the ending land?");
    expect(mail!.text).toContain("by December 20, 2026");
    expect(mail!.text).toContain("They asked you as an alum of the school.");
    // Another reader's address is never in it, and theirs went to them alone.
    expect(mail!.text).not.toContain(ben);
    expect((await mailTo(ben)).map((row) => row.text.includes("Dear Ben,"))).toEqual([true]);
  });

  it("is not sent past the day's invitations, and the applicant is told to copy the link", async () => {
    const { userId, invite } = await applicantWithEssay();
    for (let sent = 0; sent < READER_INVITATIONS_PER_DAY; sent += 1)
      await hitRateLimit(db(), `reader-invitations:${userId}`, { limit: READER_INVITATIONS_PER_DAY, windowMs: 86_400_000 });
    const reader = uniqueReader();
    const made = await invite({ readerName: "Dee", readerEmail: reader });
    expect(made.status).toBe(200);
    const answer = await actionData<{ link: string; toast: { title: string; description: string } }>(made);
    expect(answer.toast.title).toBe("Link made, not e-mailed");
    expect(answer.link).toMatch(/\/shared\/read\//);
    expect(await mailTo(reader)).toEqual([]);
  });
});

describe("the e-mail when a reader is done", () => {
  it("tells the applicant once, with how many comments they left", async () => {
    const { email, invite } = await applicantWithEssay();
    const token = tokenOf((await actionData<{ link: string }>(await invite({ readerName: "Ana" }))).link);
    const asReader = (fields: Record<string, string>) => postForm(`/shared/read/${token}.data?_routes=${readRoute}`, fields);
    await asReader({ intent: "comment", quote: "ran a shop", body: "Which shop?" });
    expect((await asReader({ intent: "done" })).status).toBe(200);
    expect((await asReader({ intent: "done" })).status).toBe(200);
    const mails = await mailTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Ana is done reading your Wharton essay"]);
    expect(mails[0]!.text).toContain("and left 1 comment.");
    expect(mails[0]!.text).toMatch(/\/app\/essays\/[\w-]+\n/);
  });

  it("is not sent once the applicant turned it off in their account", async () => {
    const { email, cookie, invite } = await applicantWithEssay();
    const off = await postForm(`/account.data?_routes=${accountRoute}`, { intent: "reader-done-emails", on: "false" }, { cookie });
    expect(off.status).toBe(200);
    const token = tokenOf((await actionData<{ link: string }>(await invite({ readerName: "Ana" }))).link);
    expect((await postForm(`/shared/read/${token}.data?_routes=${readRoute}`, { intent: "done" })).status).toBe(200);
    expect(await mailTo(email)).toEqual([]);
  });
});
