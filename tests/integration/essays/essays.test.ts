import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { essaySubmissions, subscriptions } from "../../../db/schema";
import { userObjectClient } from "../../../workers/user-object/client";
import { createTrial } from "../../factories";
import { cookiesOf, db, essayRow, postForm, request, signUp } from "../helpers";

const rowOf = essayRow;

/** A trial user with Wharton added; returns their essays. */
async function writer() {
  const user = await signUp();
  await createTrial(db(), user.userId);
  await (await postForm("/app/schools", { intent: "add", school: "Wharton" }, { cookie: user.cookie })).text();
  const essays = await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, user.userId));
  return { ...user, essays };
}

const save = (cookie: string, id: string, content: string, baseRevision: number) =>
  postForm(`/app/essays/${id}`, { intent: "save", content, baseRevision: String(baseRevision) }, { cookie });

describe("the essay editor page", () => {
  it("shows the user's own essay with its limit", async () => {
    const { cookie, essays } = await writer();
    const essay = essays.find((row) => row.essayTitle.startsWith("Essay 2"))!;
    const html = await (await request(`/app/essays/${essay.id}`, { headers: { cookie } })).text();
    expect(html).toContain("Essay 2: Contribution to the Wharton community");
    expect(html).toContain("Limit: 350 words");
  });

  it("is a 404 for another user's essay, for reading and every action", async () => {
    const { essays } = await writer();
    const intruder = await signUp();
    const id = essays[0]!.id;
    const page = await request(`/app/essays/${id}`, { headers: { cookie: intruder.cookie } });
    expect(page.status).toBe(404);
    await page.text();
    for (const fields of [
      { intent: "save", content: "stolen", baseRevision: "0" },
      { intent: "status", status: "final" },
      { intent: "new-version", notes: "" },
    ]) {
      const response = await postForm(`/app/essays/${id}`, fields as unknown as Record<string, string>, { cookie: intruder.cookie });
      expect(response.status).toBe(404);
      await response.text();
    }
    const versions = await request(`/app/essays/${id}/versions`, { headers: { cookie: intruder.cookie } });
    expect(versions.status).toBe(404);
    await versions.text();
    expect((await rowOf(id))?.essayContent).not.toBe("stolen");
  });
});

describe("saving", () => {
  it("saves and moves the revision on", async () => {
    const { cookie, essays } = await writer();
    const essay = essays[0]!;
    const response = await save(cookie, essay.id, "My own words.", 0);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Essay Saved");
    expect(await rowOf(essay.id)).toMatchObject({ essayContent: "My own words.", revision: 1 });
  });

  it("refuses the second of two saves from the same revision, keeping the first", async () => {
    const { cookie, essays } = await writer();
    const essay = essays[0]!;
    await (await save(cookie, essay.id, "From tab one.", 0)).text();
    const second = await save(cookie, essay.id, "From tab two.", 0);
    expect(second.status).toBe(409);
    expect(await second.text()).toContain("changed in another tab or device");
    expect((await rowOf(essay.id))?.essayContent).toBe("From tab one.");
  });

  it.each([
    ["", "Content is required to save the essay."],
    ["   \n ", "Content is required to save the essay."],
    ["Hello <script>alert(1)</script>", "Invalid content detected"],
    ["<a href='javascript:alert(1)'>x</a>", "Invalid content detected"],
    ["x".repeat(50_001), "Content must be less than 50,000 characters"],
  ])("refuses %#: %s…", async (content, message) => {
    const { cookie, essays } = await writer();
    const response = await save(cookie, essays[0]!.id, content, 0);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect((await rowOf(essays[0]!.id))?.revision).toBe(0);
  });

  it("accepts exactly 50,000 characters, uncut", async () => {
    const { cookie, essays } = await writer();
    await (await save(cookie, essays[0]!.id, "y".repeat(50_000), 0)).text();
    expect((await rowOf(essays[0]!.id))?.essayContent.length).toBe(50_000);
  });

  it("counts an essay once, on its first own words, and holds a trial to three", async () => {
    const { cookie, userId, essays } = await writer();
    expect(essays.length).toBeGreaterThanOrEqual(4);
    for (const essay of essays.slice(0, 3)) {
      await (await save(cookie, essay.id, `Draft of ${essay.essayTitle}`, 0)).text();
      await (await save(cookie, essay.id, `Second draft of ${essay.essayTitle}`, 1)).text();
    }
    expect((await userObjectClient(env.USER_OBJECT, userId).usage.read()).essaysCreated).toBe(3);
    const fourth = await save(cookie, essays[3]!.id, "A fourth essay", 0);
    expect(fourth.status).toBe(402);
    expect(await fourth.text()).toContain("Essay Limit Reached");
    expect((await rowOf(essays[3]!.id))?.essayContent).not.toBe("A fourth essay");
  });

  it("gives the count back when a first save loses the race to another save of the same essay", async () => {
    const { cookie, userId, essays } = await writer();
    // Three tabs at once: all three are counted (the trial allows three), one wins the write.
    const statuses = await Promise.all(
      Array.from({ length: 3 }, async (_, i) => {
        const response = await save(cookie, essays[0]!.id, `First words, tab ${i}`, 0);
        await response.text();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    expect((await userObjectClient(env.USER_OBJECT, userId).usage.read()).essaysCreated).toBe(1);
  });

  it("does not count saving the prompt text unchanged", async () => {
    const { cookie, userId, essays } = await writer();
    await (await save(cookie, essays[0]!.id, essays[0]!.essayContent, 0)).text();
    expect((await userObjectClient(env.USER_OBJECT, userId).usage.read()).essaysCreated).toBe(0);
  });
});

describe("status and versions", () => {
  it("changes the status, stamping submitted essays", async () => {
    const { cookie, essays } = await writer();
    await (await postForm(`/app/essays/${essays[0]!.id}`, { intent: "status", status: "submitted" }, { cookie })).text();
    expect(await rowOf(essays[0]!.id)).toMatchObject({ status: "submitted", submittedAt: expect.any(Date) });
    const bad = await postForm(`/app/essays/${essays[0]!.id}`, { intent: "status", status: "published" }, { cookie });
    expect(bad.status).toBe(400);
    await bad.text();
  });

  it("makes the next version as a draft copy with its parent named", async () => {
    const { cookie, essays } = await writer();
    const essay = essays[0]!;
    await (await save(cookie, essay.id, "Version one text", 0)).text();
    await (await postForm(`/app/essays/${essay.id}`, { intent: "status", status: "final" }, { cookie })).text();
    const response = await postForm(`/app/essays/${essay.id}`, { intent: "new-version", notes: "Tighter opening" }, { cookie });
    expect(response.status).toBe(302);
    expect(cookiesOf(response)).toContain("scout_toast");
    const newId = response.headers.get("location")!.split("/").pop()!;
    expect(await rowOf(newId)).toMatchObject({
      version: 2,
      status: "draft",
      versionNotes: "Tighter opening",
      parentEssayId: essay.id,
      essayContent: "Version one text",
    });
    const again = await postForm(`/app/essays/${essay.id}`, { intent: "new-version", notes: "" }, { cookie });
    const third = await rowOf(again.headers.get("location")!.split("/").pop()!);
    expect(third?.version).toBe(3);
    const versions = (await (await request(`/app/essays/${newId}/versions`, { headers: { cookie } })).json()) as { versions: { version: number }[] };
    expect(versions.versions.map((version) => version.version)).toEqual([1, 2, 3]);
  });

  it("numbers versions made at the same moment without a clash", async () => {
    const { cookie, essays } = await writer();
    const responses = await Promise.all([1, 2, 3].map(() => postForm(`/app/essays/${essays[0]!.id}`, { intent: "new-version", notes: "" }, { cookie })));
    const ids = responses.map((response) => response.headers.get("location")!.split("/").pop()!);
    const numbers = await Promise.all(ids.map(async (id) => (await rowOf(id))?.version));
    expect(numbers.sort()).toEqual([2, 3, 4]);
  });

  it("refuses a new version once the trial has expired", async () => {
    const user = await signUp();
    await createTrial(db(), user.userId);
    await (await postForm("/app/schools", { intent: "add", school: "Tuck" }, { cookie: user.cookie })).text();
    const [essay] = await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, user.userId));
    await db()
      .update(subscriptions)
      .set({ trialEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.userId));
    const response = await postForm(`/app/essays/${essay!.id}`, { intent: "new-version", notes: "" }, { cookie: user.cookie });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Your Trial Has Expired");
  });
});

describe("renaming", () => {
  it("renames every version together, refusing an empty, overlong or taken title", async () => {
    const { cookie, essays } = await writer();
    const [essay, other] = [essays[0]!, essays[1]!];
    const version = await postForm(`/app/essays/${essay.id}`, { intent: "new-version", notes: "" }, { cookie });
    const versionId = version.headers.get("location")!.split("/").pop()!;
    for (const [title, message] of [
      ["  ", "Title is required"],
      ["t".repeat(200), "Title must be less than 200 characters"],
    ] as const) {
      const response = await postForm(`/app/essays/${essay.id}`, { intent: "rename", title }, { cookie });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    }
    const taken = await postForm(`/app/essays/${essay.id}`, { intent: "rename", title: other.essayTitle }, { cookie });
    expect(taken.status).toBe(409);
    await taken.text();
    const ok = await postForm(`/app/essays/${essay.id}`, { intent: "rename", title: "My leadership story" }, { cookie });
    expect(await ok.text()).toContain("Essay Renamed");
    expect((await rowOf(essay.id))?.essayTitle).toBe("My leadership story");
    expect((await rowOf(versionId))?.essayTitle).toBe("My leadership story");
  });
});
