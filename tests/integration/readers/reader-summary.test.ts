import { describe, expect, it } from "vitest";
import { AI_BUDGET_TITLE, AI_CALLS_PER_DAY } from "../../../app/domain/billing/usage-limits";
import { fakeRequests, scriptFake } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import { createEssay, createTrial } from "../../factories";
import { userObject } from "../../security/applicants";
import { actionData, db, postForm, signUp } from "../helpers";

// Scout's summary of readers' notes: through the one way of asking the model for JSON, for the
// applicant only (text for the essay dropped), never where the school allows no AI help (then the
// readers' own words grouped, with no model call), and only within the plan and today's budget.

const readersRoute = encodeURIComponent("routes/app_.essays.$essayId_.readers");
const readRoute = encodeURIComponent("routes/shared.read.$token");
const essayRoute = encodeURIComponent("routes/app.essays.$essayId");
const TEXT = "My grandmother ran a shop where I learned to listen.\n\nThe quiet customers had the best ideas.";
const modelCallsWith = async (marker: string) => (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker)).length;

type Summary = {
  origin: "scout" | "grouped";
  text?: string;
  dropped?: number;
  why?: string;
  groups: { paragraph: number | null; notes: { reader: string }[] }[];
};

async function essayWithNotes(school: string, { trial = true } = {}) {
  const applicant = await signUp();
  if (trial) await createTrial(db(), applicant.userId);
  const marker = `m${crypto.randomUUID().slice(0, 8)}`;
  const essay = await createEssay(db(), applicant.userId, { school, essayTitle: `Why MBA ${marker}`, essayContent: TEXT, userWrittenAt: new Date() });
  for (const [name, quote, body] of [
    ["Ana", "I learned to listen", `Show it ${marker}`],
    ["Ben", "The quiet customers", `Name one ${marker}`],
  ] as const) {
    const made = await postForm(
      `/app/essays/${essay.id}/readers.data?_routes=${readersRoute}`,
      { intent: "invite", readerName: name, role: "friend" },
      { cookie: applicant.cookie },
    );
    const token = /\/shared\/read\/([A-Za-z0-9_-]{43})$/.exec((await actionData<{ link: string }>(made)).link)![1]!;
    expect((await postForm(`/shared/read/${token}.data?_routes=${readRoute}`, { intent: "comment", quote, body })).status).toBe(200);
  }
  const summarise = () => postForm(`/app/essays/${essay.id}.data?_routes=${essayRoute}`, { intent: "reader-summary" }, { cookie: applicant.cookie });
  return { ...applicant, essay, marker, summarise };
}

describe("Scout's summary of readers' notes", () => {
  it("asks the model once, names the readers, and drops any text written for the essay", async () => {
    const { marker, summarise } = await essayWithNotes("Wharton");
    const answer = await summarise();
    expect(answer.status, await answer.clone().text()).toBe(200);
    const { readerSummary } = await actionData<{ readerSummary: Summary }>(answer);
    expect(readerSummary.origin).toBe("scout");
    expect(readerSummary.text).toContain("Ana and Ben left notes");
    expect(readerSummary.text).not.toContain("I finally understood");
    expect(readerSummary.dropped).toBe(1);
    expect(readerSummary.groups.map((group) => [group.paragraph, group.notes.map((note) => note.reader)])).toEqual([
      [1, ["Ana"]],
      [2, ["Ben"]],
    ]);
    expect(await modelCallsWith(marker)).toBe(1);
  });

  it("is the readers' own words grouped, with no model call, where the school allows no AI help", async () => {
    const { marker, summarise } = await essayWithNotes("Stanford GSB");
    const { readerSummary } = await actionData<{ readerSummary: Summary }>(await summarise());
    expect(readerSummary).toMatchObject({ origin: "grouped", why: "school_policy" });
    expect(readerSummary.groups).toHaveLength(2);
    expect(await modelCallsWith(marker)).toBe(0);
  });

  it("says the summary did not come back whole when the model's answer has the wrong shape, and frees it for another try", async () => {
    const applicant = await essayWithNotes("Wharton");
    await scriptFake(FAKE_PORTS.openai, { match: applicant.marker, content: '{"summary":' });
    const cut = await applicant.summarise();
    expect(cut.status).toBe(502);
    expect(await cut.text()).toContain("did not come back whole");
    // The key is freed (a second try is not "already being written") and the unscripted answer comes through.
    const again = await applicant.summarise();
    expect(again.status).toBe(200);
    expect(await modelCallsWith(applicant.marker)).toBe(2);
  });

  it("is refused without a plan or a trial, and past today's AI budget, before any model call", async () => {
    const noPlan = await essayWithNotes("Wharton", { trial: false });
    expect((await noPlan.summarise()).status).toBe(403);
    const spent = await essayWithNotes("Wharton");
    for (let call = 0; call < AI_CALLS_PER_DAY.trial; call++) await userObject(spent.userId).aiBudget.spend("chat", AI_CALLS_PER_DAY.trial);
    const refused = await spent.summarise();
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(AI_BUDGET_TITLE);
    expect(await modelCallsWith(noPlan.marker)).toBe(0);
    expect(await modelCallsWith(spent.marker)).toBe(0);
  });
});
