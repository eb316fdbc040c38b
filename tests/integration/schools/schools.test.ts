import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { essaySubmissions, subscriptions, userSchools } from "../../../db/schema";
import { addSchool as addSchoolRow, catalogueSchool, createEssay, createTrial } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

type Answer = { toast: { title: string; description?: string }; expired?: boolean };
const act = async (cookie: string | undefined, fields: Record<string, string>) => {
  const response = await postForm("/app/schools", fields, { cookie });
  return { status: response.status, body: (await response.json()) as Answer };
};
const essaysOf = (userId: string, school: string) =>
  db()
    .select()
    .from(essaySubmissions)
    .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.school, school)))
    .orderBy(asc(essaySubmissions.createdAt));

async function trialUser() {
  const user = await signUp();
  await createTrial(db(), user.userId);
  return user;
}

describe("adding a school", () => {
  it("adds one draft per catalogue prompt with the prompt and its limit", async () => {
    const { cookie, userId } = await trialUser();
    const { status, body } = await act(cookie, { intent: "add", school: "Harvard Business School" });
    expect(status).toBe(200);
    expect(body.toast).toEqual({ title: "School Added", description: "Harvard Business School and its required essays have been added to your applications." });
    const essays = await essaysOf(userId, "Harvard Business School");
    const catalogue = await catalogueSchool(db(), "Harvard Business School");
    expect(essays.map((essay) => essay.essayTitle).sort()).toEqual(catalogue.essays.map((essay) => essay.title).sort());
    const first = essays.find((essay) => essay.essayTitle === "Business-Minded")!;
    expect(first).toMatchObject({
      status: "draft",
      version: 1,
      versionNotes: "Initial draft",
      // New essays start empty: the prompt is shown above the text, never in it.
      essayContent: "",
      userWrittenAt: null,
    });
  });

  it("refuses a school already added, and a school whose essays all exist", async () => {
    const { cookie, userId } = await trialUser();
    await act(cookie, { intent: "add", school: "Wharton" });
    expect(await act(cookie, { intent: "add", school: "Wharton" })).toMatchObject({
      status: 409,
      body: { toast: { title: "School Already Added", description: "Wharton is already in your applications." } },
    });
    // Essays present without the school in the list (e.g. data from before): all exist, refused.
    for (const essay of (await catalogueSchool(db(), "Tuck")).essays) await createEssay(db(), userId, { school: "Tuck", essayTitle: essay.title });
    expect(await act(cookie, { intent: "add", school: "Tuck" })).toMatchObject({
      status: 409,
      body: { toast: { title: "Essays Already Exist", description: "All essays for Tuck already exist." } },
    });
  });

  it("skips titles that already exist", async () => {
    const { cookie, userId } = await trialUser();
    await createEssay(db(), userId, { school: "Booth", essayTitle: "Essay 1: Career goals and the Booth MBA", essayContent: "Mine" });
    await act(cookie, { intent: "add", school: "Booth" });
    const essays = await essaysOf(userId, "Booth");
    expect(essays).toHaveLength((await catalogueSchool(db(), "Booth")).essays.length);
    expect(essays.find((essay) => essay.essayTitle.startsWith("Essay 1"))?.essayContent).toBe("Mine");
  });

  it("refuses a school that is not in the catalogue, and bad input", async () => {
    const { cookie } = await trialUser();
    expect(await act(cookie, { intent: "add", school: "Hogwarts" })).toMatchObject({
      status: 404,
      body: { toast: { title: "Error", description: "School not found." } },
    });
    expect((await act(cookie, { intent: "add", school: "" })).status).toBe(400);
    expect((await act(cookie, { intent: "add", school: "x".repeat(100) })).body.toast.description).toBe("School must be less than 100 characters");
    expect((await act(cookie, { intent: "nuke", school: "Wharton" })).status).toBe(400);
  });

  it("asks a signed-out visitor to sign in", async () => {
    expect(await act(undefined, { intent: "add", school: "Wharton" })).toMatchObject({
      status: 401,
      body: { toast: { title: "Authentication Required", description: "You must be logged in to add schools." } },
    });
  });

  it("refuses an expired trial, telling the page to open the Expired-trial modal", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId, { endsAt: new Date(Date.now() - 1000) });
    expect(await act(cookie, { intent: "add", school: "Wharton" })).toMatchObject({ status: 403, body: { expired: true } });
    expect(await essaysOf(userId, "Wharton")).toEqual([]);
  });

  it("holds Essential to 3 schools, and lets a trial add freely", async () => {
    const essential = await signUp();
    await db()
      .insert(subscriptions)
      .values({ userId: essential.userId, status: "active", tier: "essential", currentPeriodEnd: new Date(Date.now() + 86_400_000 * 20) });
    for (const school of ["Wharton", "Booth", "Tuck"]) expect((await act(essential.cookie, { intent: "add", school })).status).toBe(200);
    expect(await act(essential.cookie, { intent: "add", school: "Kellogg" })).toMatchObject({
      status: 403,
      body: { toast: { title: "School Limit Reached" } },
    });

    const trial = await trialUser();
    for (const school of ["Wharton", "Booth", "Tuck", "Kellogg"]) expect((await act(trial.cookie, { intent: "add", school })).status).toBe(200);
  });
});

describe("deleting, hiding and ordering schools", () => {
  it("deletes the school and all the user's essays for it", async () => {
    const { cookie, userId } = await trialUser();
    await act(cookie, { intent: "add", school: "Wharton" });
    expect(await act(cookie, { intent: "delete", school: "Wharton" })).toMatchObject({
      status: 200,
      body: { toast: { title: "School Deleted", description: "Wharton and all its essays have been deleted." } },
    });
    expect(await essaysOf(userId, "Wharton")).toEqual([]);
  });

  it("never touches another user's school (a 404)", async () => {
    const owner = await trialUser();
    await act(owner.cookie, { intent: "add", school: "Wharton" });
    const intruder = await trialUser();
    expect((await act(intruder.cookie, { intent: "delete", school: "Wharton" })).status).toBe(404);
    expect((await act(intruder.cookie, { intent: "visibility", school: "Wharton", visible: "false" })).status).toBe(404);
    expect((await act(intruder.cookie, { intent: "move", school: "Wharton", index: "0" })).status).toBe(404);
    expect((await essaysOf(owner.userId, "Wharton")).length).toBeGreaterThan(0);
  });

  it("stores visibility and order on the server", async () => {
    const { cookie, userId } = await trialUser();
    for (const school of ["Wharton", "Booth", "Tuck"]) await addSchoolRow(db(), userId, school, ["Wharton", "Booth", "Tuck"].indexOf(school) + 1);
    expect(await act(cookie, { intent: "move", school: "Tuck", index: "0" })).toMatchObject({
      body: { toast: { title: "School Reordered", description: "Tuck has been moved to position 1." } },
    });
    await act(cookie, { intent: "move", school: "Wharton", index: "2" });
    await act(cookie, { intent: "visibility", school: "Booth", visible: "false" });
    const rows = await db().select().from(userSchools).where(eq(userSchools.userId, userId)).orderBy(asc(userSchools.position));
    expect(rows.map((row) => [row.school, row.visible])).toEqual([
      ["Tuck", true],
      ["Booth", false],
      ["Wharton", true],
    ]);
    const html = await (await request("/app", { headers: { cookie } })).text();
    expect(html.indexOf("Tuck")).toBeLessThan(html.indexOf("Wharton"));
  });

  it("refuses a cross-origin post", async () => {
    const { cookie } = await trialUser();
    const response = await request("/app/schools", {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "intent=add&school=Wharton",
    });
    expect(response.status).toBe(403);
    await response.text();
  });
});
