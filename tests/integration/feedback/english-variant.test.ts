import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { essaySubmissions } from "../../../db/schema";
import { fakeRequests } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import { createTrial } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";
import { feedbackOfEssay, workRowsOf } from "../work-rows";

// US or UK English (the writer's choice, kept per user): the spelling check and the model follow
// it, and choosing it checks the spelling of the feedback shown again.

type Item = { id: string; type: string; source: string; comment: string; textReference?: { highlightText: string } };

async function writerWithEssay(content: string) {
  const user = await signUp();
  await createTrial(db(), user.userId);
  await (await postForm("/app/schools", { intent: "add", school: "Tuck" }, { cookie: user.cookie })).text();
  const [essay] = await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, user.userId));
  await (await postForm(`/app/essays/${essay!.id}`, { intent: "save", content, baseRevision: "0" }, { cookie: user.cookie })).text();
  return { ...user, essayId: essay!.id };
}

async function feedbackOn(cookie: string, essayId: string): Promise<Item[]> {
  const text = await (await postForm(`/app/essays/${essayId}`, { intent: "feedback" }, { cookie })).text();
  const jobId = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/.exec(text.slice(text.indexOf("jobId")))![1];
  let items: Item[] = [];
  await vi.waitFor(
    async () => {
      const job = (await (await request(`/app/feedback-jobs/${jobId}`, { headers: { cookie } })).json()) as { status: string; items: Item[] | null };
      expect(job.status).toBe("done");
      items = job.items ?? [];
    },
    { timeout: 15_000, interval: 200 },
  );
  return items;
}

const misspelled = (items: Item[]) => items.filter((item) => item.type === "spelling").map((item) => item.textReference?.highlightText);
const storedOn = async (essayId: string) => ((await feedbackOfEssay(essayId))?.feedbackData ?? []) as Item[];

describe("US or UK English", () => {
  it("is US English until the writer chooses UK; choosing checks the feedback shown again, and the next run and the model follow it", async () => {
    const alice = await writerWithEssay("Teh colour of the programme was my favourite. variant-choice");
    const first = await feedbackOn(alice.cookie, alice.essayId);
    expect(misspelled(first)).toEqual(["Teh", "colour", "programme", "favourite"]);
    const model = first.find((item) => item.source === "ai")!;

    const chosen = await postForm(`/app/essays/${alice.essayId}`, { intent: "english", variant: "uk" }, { cookie: alice.cookie });
    expect(chosen.status).toBe(200);
    expect(await chosen.text()).toContain("Checking UK English");
    const stored = await storedOn(alice.essayId);
    expect(misspelled(stored)).toEqual(["Teh"]);
    // The model's item is kept as it was.
    expect(stored.find((item) => item.id === model.id)).toBeTruthy();
    const page = await (await request(`/app/essays/${alice.essayId}`, { headers: { cookie: alice.cookie } })).text();
    expect(page).not.toContain("“colour” is the UK English spelling");
    // The choice is kept: the panel shows it on the next visit.
    expect(page).toMatch(/<option value="uk" selected="">UK English<\/option>/);

    const again = await feedbackOn(alice.cookie, alice.essayId);
    expect(misspelled(again)).toEqual(["Teh"]);
    const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes("variant-choice")).at(-1)!;
    expect(sent.body).toContain("The applicant writes UK English");
    expect((await workRowsOf(alice.userId).get("writing_preferences", [alice.userId]))?.englishVariant).toBe("uk");
  }, 60_000);

  it("flags an American spelling for a UK writer on the resume too, with the UK form", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    await (
      await postForm("/app/resume", { intent: "save", content: "Led the color program at the center. variant-resume", baseRevision: "0" }, { cookie })
    ).text();
    const chosen = await postForm("/app/resume", { intent: "english", variant: "uk" }, { cookie });
    expect(chosen.status).toBe(200);
    await chosen.text();
    const text = await (await postForm("/app/resume", { intent: "feedback" }, { cookie })).text();
    const jobId = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/.exec(text.slice(text.indexOf("jobId")))![1];
    await vi.waitFor(
      async () => {
        const job = (await (await request(`/app/feedback-jobs/${jobId}`, { headers: { cookie } })).json()) as { status: string; items: Item[] | null };
        expect(job.status).toBe("done");
        const spelling = (job.items ?? []).filter((item) => item.type === "spelling");
        expect(spelling.map((item) => item.comment)).toEqual([
          "“color” is the US English spelling; in UK English it is “colour”.",
          "“center” is the US English spelling; in UK English it is “centre”.",
        ]);
      },
      { timeout: 15_000, interval: 200 },
    );
  }, 30_000);

  it("is a 404 on another user's essay, which keeps its feedback; nothing is stored for the intruder", async () => {
    const alice = await writerWithEssay("The colour was mine. variant-cross-user");
    await feedbackOn(alice.cookie, alice.essayId);
    const before = await storedOn(alice.essayId);
    const bob = await signUp();
    const refused = await postForm(`/app/essays/${alice.essayId}`, { intent: "english", variant: "uk" }, { cookie: bob.cookie });
    expect(refused.status).toBe(404);
    await refused.text();
    expect(await storedOn(alice.essayId)).toEqual(before);
    expect(await workRowsOf(bob.userId).list("writing_preferences")).toEqual([]);
  }, 30_000);
});
