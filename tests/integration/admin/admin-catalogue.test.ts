import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, catalogueDeadlines, catalogueEssays, catalogueSchools, essaySubmissions, userRoles } from "../../../db/schema";
import { getEssayWithPrompt } from "../../../app/services/essays/essays.server";
import { listWorkspace } from "../../../app/services/schools/workspace.server";
import { addSchool, catalogueSchool, createEssay, createTrial } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

// /admin/catalogue: operators edit a school's questions and rounds as drafts, publish them
// (applicants see the change on their next page), mark items checked; every change is audited.

async function signUpAdmin() {
  const account = await signUp();
  await db().insert(userRoles).values({ userId: account.userId, role: "admin" });
  return account;
}

const CYCLE = "2026-2027";

/** Sends an intent as the page's fetchers do (a single-fetch data request); the answer's text holds its messages. */
async function act(cookie: string, schoolId: string, fields: Record<string, string>) {
  const route = encodeURIComponent("routes/admin.catalogue.$schoolId");
  const response = await postForm(`/admin/catalogue/${schoolId}.data?_routes=${route}`, fields, { cookie });
  return { status: response.status, body: await response.text() };
}

async function draftOf(table: typeof catalogueEssays | typeof catalogueDeadlines, replacesId: string) {
  return db()
    .select()
    .from(table)
    .where(and(eq(table.replacesId, replacesId), eq(table.status, "draft")))
    .get();
}

const auditFor = (schoolId: string) =>
  db()
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, "catalogue"), eq(adminAuditLog.targetId, schoolId)))
    .all();

describe("an operator dates a round", () => {
  it("is a draft applicants do not see, then published: the applicant's next page has the date, and both steps are audited", async () => {
    const admin = await signUpAdmin();
    const applicant = await signUp();
    await addSchool(db(), applicant.userId, "Booth", 1);
    const r2 = (await catalogueSchool(db(), "Booth")).deadlines.find((deadline) => deadline.round === "R2")!;
    expect(r2.date).toBeNull();

    const saved = await act(admin.cookie, "booth", {
      intent: "deadline-draft",
      cycle: CYCLE,
      id: r2.id,
      round: "R2",
      date: "2027-01-06",
      time: "17:00",
      timeZone: "America/Chicago",
      previousCycleDate: r2.previousCycleDate ?? "",
      sources: "https://www.chicagobooth.edu/programs/full-time/admissions/deadlines",
      verified: "on",
    });
    expect(saved.status, saved.body).toBe(200);
    const draft = await draftOf(catalogueDeadlines, r2.id);
    expect(draft).toMatchObject({ date: "2027-01-06", time: "17:00", timeZone: "America/Chicago", verifiedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // Saved again, the one draft is updated, not doubled.
    await act(admin.cookie, "booth", {
      intent: "deadline-draft",
      cycle: CYCLE,
      id: r2.id,
      round: "R2",
      date: "2027-01-07",
      time: "17:00",
      timeZone: "America/Chicago",
      sources: "https://www.chicagobooth.edu/programs/full-time/admissions/deadlines",
    });
    const drafts = await db()
      .select()
      .from(catalogueDeadlines)
      .where(and(eq(catalogueDeadlines.replacesId, r2.id), eq(catalogueDeadlines.status, "draft")))
      .all();
    expect(drafts.map((row) => row.date)).toEqual(["2027-01-07"]);
    const before = (await listWorkspace(db(), applicant.userId)).find((school) => school.school === "Booth")!;
    expect(before.rounds.find((round) => round.round === "R2")!.date).toBeNull();

    const published = await act(admin.cookie, "booth", { intent: "publish", item: "deadline", id: draft!.id });
    expect(published.status, published.body).toBe(200);
    const after = (await listWorkspace(db(), applicant.userId)).find((school) => school.school === "Booth")!;
    expect(after.rounds.find((round) => round.round === "R2")!.date).toBe("2027-01-07");
    expect((await db().select().from(catalogueDeadlines).where(eq(catalogueDeadlines.id, r2.id)).get())!.status).toBe("retired");
    const actions = (await auditFor("booth")).filter((entry) => entry.actorId === admin.userId).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["catalogue.deadline.draft", "catalogue.deadline.publish"]));
    // The applicant's deadlines page plans by it.
    const page = await request("/app/deadlines", { headers: { cookie: applicant.cookie } });
    expect(await page.text()).toContain("Jan 7, 2027");
  });

  it("publishes a draft once when two operators click at the same moment", async () => {
    const admin = await signUpAdmin();
    const r1 = (await catalogueSchool(db(), "Duke Fuqua")).deadlines[0]!;
    await act(admin.cookie, "duke-fuqua", {
      intent: "deadline-draft",
      cycle: CYCLE,
      id: r1.id,
      round: r1.round,
      date: "2026-12-01",
      timeZone: "America/New_York",
      sources: "https://www.fuqua.duke.edu/programs/daytime-mba/admissions",
    });
    const draft = (await draftOf(catalogueDeadlines, r1.id))!;
    const answers = await Promise.all([1, 2, 3, 4].map(() => act(admin.cookie, "duke-fuqua", { intent: "publish", item: "deadline", id: draft.id })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const publishes = (await auditFor("duke-fuqua")).filter(
      (entry) => entry.action === "catalogue.deadline.publish" && entry.after && (entry.after as { id: string }).id === draft.id,
    );
    expect(publishes).toHaveLength(1);
  });
});

describe("an operator edits a question", () => {
  it("a wording fix under the same title reaches the applicant's essay; their text is untouched", async () => {
    const admin = await signUpAdmin();
    const applicant = await signUp();
    const question = (await catalogueSchool(db(), "Kellogg")).essays.find((essay) => essay.required)!;
    const essay = await createEssay(db(), applicant.userId, { school: "Kellogg", essayTitle: question.title, essayContent: "My own words." });
    expect((await getEssayWithPrompt(db(), applicant.userId, essay.id))!.prompt).toMatchObject({ unconfirmed: true });

    await act(admin.cookie, "kellogg", {
      intent: "essay-draft",
      cycle: CYCLE,
      id: question.id,
      title: question.title,
      prompt: "The 2026-27 wording of this question.",
      limit: question.limit ?? "",
      kind: question.kind,
      required: "on",
      wordingConfirmed: "on",
      sources: "https://www.kellogg.northwestern.edu/programs/full-time-mba/admissions/essays",
    });
    const draft = (await draftOf(catalogueEssays, question.id))!;
    expect((await getEssayWithPrompt(db(), applicant.userId, essay.id))!.prompt!.prompt).toBe(question.prompt);
    expect((await act(admin.cookie, "kellogg", { intent: "publish", item: "essay", id: draft.id })).status).toBe(200);

    const now = (await getEssayWithPrompt(db(), applicant.userId, essay.id))!;
    expect(now.prompt).toMatchObject({ prompt: "The 2026-27 wording of this question.", unconfirmed: false, noLongerAsked: false });
    expect(now.essay.essayContent).toBe("My own words.");
  });

  it("keeps where the school asks a question and who answers it, as the operator sets them, and refuses another value", async () => {
    const admin = await signUpAdmin();
    const question = (await catalogueSchool(db(), "Tuck")).essays.find((essay) => essay.title.includes("reapplicants only"))!;
    expect(question).toMatchObject({ askedIn: "essays", audience: "reapplicants", required: false });
    const fields = {
      intent: "essay-draft",
      cycle: CYCLE,
      id: question.id,
      title: question.title,
      prompt: question.prompt,
      limit: question.limit ?? "",
      kind: question.kind,
      sources: question.sources.join("\n"),
    };
    expect((await act(admin.cookie, "tuck", { ...fields, askedIn: "form", audience: "reapplicants" })).status).toBe(200);
    expect(await draftOf(catalogueEssays, question.id)).toMatchObject({ askedIn: "form", audience: "reapplicants", status: "draft" });
    const refused = await act(admin.cookie, "tuck", { ...fields, askedIn: "portal", audience: "alumni" });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("Pick where the school asks it.");
    expect(refused.body).toContain("Pick who answers it.");
  });

  it("a new question is offered to applicants who have the school, never added for them; the old one's essays keep its wording", async () => {
    const admin = await signUpAdmin();
    const applicant = await signUp();
    await createTrial(db(), applicant.userId);
    await addSchool(db(), applicant.userId, "Yale SOM", 1);
    const old = (await catalogueSchool(db(), "Yale SOM")).essays[0]!;
    const essay = await createEssay(db(), applicant.userId, { school: "Yale SOM", essayTitle: old.title, essayContent: "Draft for the old question." });

    await act(admin.cookie, "yale-som", {
      intent: "essay-draft",
      cycle: CYCLE,
      title: "A new question for 2026-27",
      prompt: "Tell us something new.",
      limit: "250 words",
      kind: "essay",
      required: "on",
      wordingConfirmed: "on",
      sources: "https://som.yale.edu/programs/mba/admissions",
    });
    const added = (await db()
      .select()
      .from(catalogueEssays)
      .where(and(eq(catalogueEssays.schoolId, "yale-som"), eq(catalogueEssays.title, "A new question for 2026-27")))
      .get())!;
    expect(added.status).toBe("draft");
    expect((await act(admin.cookie, "yale-som", { intent: "publish", item: "essay", id: added.id })).status).toBe(200);
    expect((await act(admin.cookie, "yale-som", { intent: "retire", item: "essay", id: old.id })).status).toBe(200);

    const yale = (await listWorkspace(db(), applicant.userId)).find((school) => school.school === "Yale SOM")!;
    expect(yale.newQuestions).toContain("A new question for 2026-27");
    expect(yale.essays.map((mine) => mine.essayTitle)).not.toContain("A new question for 2026-27");
    const kept = (await getEssayWithPrompt(db(), applicant.userId, essay.id))!;
    expect(kept.essay.essayContent).toBe("Draft for the old question.");
    expect(kept.prompt).toMatchObject({ prompt: old.prompt, noLongerAsked: true });

    // The applicant takes the offer: one essay, once.
    const add = () =>
      postForm("/app/schools", { intent: "add-question", school: "Yale SOM", title: "A new question for 2026-27" }, { cookie: applicant.cookie });
    const first = await add();
    expect(first.status, await first.text()).toBe(200);
    const second = await add();
    expect(second.status).toBe(409);
    await second.text();
    const written = await db()
      .select()
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.userId, applicant.userId), eq(essaySubmissions.essayTitle, "A new question for 2026-27")))
      .all();
    expect(written).toHaveLength(1);
    // A question of a school they do not have, or not in the catalogue, is not found.
    const stranger = await signUp();
    const refused = await postForm(
      "/app/schools",
      { intent: "add-question", school: "Yale SOM", title: "A new question for 2026-27" },
      { cookie: stranger.cookie },
    );
    expect(refused.status).toBe(404);
    await refused.text();
  });

  it("marks a question checked today, audited", async () => {
    const admin = await signUpAdmin();
    const question = (await catalogueSchool(db(), "Stanford GSB")).essays[0]!;
    const answer = await act(admin.cookie, "stanford-gsb", { intent: "verify", item: "essay", id: question.id });
    expect(answer.status).toBe(200);
    const row = (await db().select().from(catalogueEssays).where(eq(catalogueEssays.id, question.id)).get())!;
    expect(row.verifiedOn).toBe(new Date().toISOString().slice(0, 10));
    expect((await auditFor("stanford-gsb")).map((entry) => entry.action)).toContain("catalogue.essay.verify");
  });
});

describe("bad input and bad targets", () => {
  it("puts each problem by its field and saves nothing", async () => {
    const admin = await signUpAdmin();
    const answer = await act(admin.cookie, "wharton", {
      intent: "deadline-draft",
      cycle: CYCLE,
      round: "R9",
      date: "2027-02-30",
      time: "25:00",
      timeZone: "Mars/Olympus",
      sources: "not a link",
    });
    expect(answer.status).toBe(400);
    for (const message of [
      "Enter a real date, such as 2027-01-05.",
      "Enter the time as hours and minutes",
      "Pick a time zone from the list.",
      "“not a link” is not a web address",
    ]) {
      expect(answer.body).toContain(message);
    }
    const r9 = await db()
      .select()
      .from(catalogueDeadlines)
      .where(and(eq(catalogueDeadlines.schoolId, "wharton"), eq(catalogueDeadlines.round, "R9")))
      .all();
    expect(r9).toEqual([]);
    const noSources = await act(admin.cookie, "wharton", { intent: "essay-draft", cycle: CYCLE, title: "T", prompt: "P", kind: "essay", sources: "" });
    expect(noSources.status).toBe(400);
    expect(noSources.body).toContain("Give the page this comes from.");
  });

  it("refuses a source or deadlines page that is not a public https page, on every form, and stores none of it", async () => {
    const admin = await signUpAdmin();
    const before = await db().select().from(catalogueSchools).where(eq(catalogueSchools.id, "wharton")).get();
    const essaysBefore = (await db().select().from(catalogueEssays).where(eq(catalogueEssays.schoolId, "wharton")).all()).length;
    const draft = { intent: "essay-draft", cycle: CYCLE, title: "Refused", prompt: "P", kind: "essay" };
    const refused = [
      ["https://169.254.169.254/latest/meta-data/", "not a public web page"],
      ["https://127.0.0.1/admin", "not a public web page"],
      ["https://0x7f000001/", "not a public web page"],
      ["https://2130706433/", "not a public web page"],
      ["https://[::ffff:127.0.0.1]/", "not a public web page"],
      ["https://metadata.google.internal/computeMetadata/v1/", "not a public web page"],
      ["https://localhost/", "not a public web page"],
      ["https://10.0.0.8/", "not a public web page"],
      ["https://user:pass@www.wharton.upenn.edu/", "user name or password"],
      ["http://www.wharton.upenn.edu/mba/", "is not https"],
    ] as const;
    for (const [address, message] of refused) {
      const answer = await act(admin.cookie, "wharton", { ...draft, sources: `https://mba.wharton.upenn.edu/\n${address}` });
      expect(answer.status, address).toBe(400);
      expect(answer.body, address).toContain(message);
      const cycle = await act(admin.cookie, "wharton", { intent: "school-cycle", cycle: CYCLE, deadlinesUrl: address });
      expect(cycle.status, address).toBe(400);
      expect(cycle.body, address).toContain(message);
    }
    const round = await act(admin.cookie, "wharton", { intent: "deadline-draft", cycle: CYCLE, round: "R9", sources: "https://192.168.1.1/" });
    expect(round.status).toBe(400);
    const policy = await act(admin.cookie, "wharton", {
      intent: "policy-draft",
      cycle: CYCLE,
      policy: "unknown",
      summary: "S",
      disclosure: "unknown",
      sources: "https://172.16.0.1/",
    });
    expect(policy.status).toBe(400);
    const profile = await act(admin.cookie, "wharton", {
      intent: "school-profile",
      name: "Wharton",
      fullName: "The Wharton School",
      shortName: "Wharton",
      country: "United States",
      region: "United States",
      timeZone: "America/New_York",
      words: "Wharton",
      sources: "https://127.1/",
    });
    expect(profile.status).toBe(400);
    expect(profile.body).toContain("not a public web page");
    const created = await postForm(
      "/admin/catalogue.data?_routes=" + encodeURIComponent("routes/admin.catalogue._index"),
      {
        intent: "school-new",
        name: "Loopback School",
        fullName: "Loopback School",
        shortName: "LS",
        country: "France",
        region: "Europe",
        timeZone: "Europe/Paris",
        words: "Loopback School",
        sources: "https://017700000001/",
        cycle: CYCLE,
      },
      { cookie: admin.cookie },
    );
    expect(created.status).toBe(400);
    await created.text();
    expect(await db().select().from(catalogueSchools).where(eq(catalogueSchools.name, "Loopback School")).get()).toBeUndefined();
    expect(await db().select().from(catalogueSchools).where(eq(catalogueSchools.id, "wharton")).get()).toEqual(before);
    expect(await db().select().from(catalogueEssays).where(eq(catalogueEssays.schoolId, "wharton")).all()).toHaveLength(essaysBefore);
  });

  it("refuses a row of another school, an unknown school, a cycle far off, and publishing what is not a draft", async () => {
    const admin = await signUpAdmin();
    const whartonEssay = (await catalogueSchool(db(), "Wharton")).essays[0]!;
    expect((await act(admin.cookie, "booth", { intent: "verify", item: "essay", id: whartonEssay.id })).status).toBe(404);
    expect((await act(admin.cookie, "booth", { intent: "publish", item: "essay", id: whartonEssay.id })).status).toBe(404);
    expect((await act(admin.cookie, "wharton", { intent: "publish", item: "essay", id: whartonEssay.id })).status).toBe(409);
    const unknown = await request("/admin/catalogue/no-such-school", { headers: { cookie: admin.cookie } });
    expect(unknown.status).toBe(404);
    await unknown.text();
    const farOff = await act(admin.cookie, "wharton", {
      intent: "essay-draft",
      cycle: "1999-2000",
      title: "T",
      prompt: "P",
      kind: "essay",
      sources: "https://example.com",
    });
    expect(farOff.status).toBe(400);
    const empty = await act(admin.cookie, "wharton", { intent: "school-cycle", cycle: "2027-2028" });
    expect(empty.status).toBe(409);
    expect((await db().select().from(catalogueSchools).where(eq(catalogueSchools.id, "wharton")).get())!.cycle).toBe(CYCLE);
  });

  it("is a 404 for an applicant, who changes nothing", async () => {
    const applicant = await signUp();
    const page = await request("/admin/catalogue", { headers: { cookie: applicant.cookie } });
    expect(page.status).toBe(404);
    await page.text();
    const r1 = (await catalogueSchool(db(), "MIT Sloan")).deadlines[0]!;
    const response = await postForm(
      "/admin/catalogue/mit-sloan",
      { intent: "deadline-draft", cycle: CYCLE, id: r1.id, round: "R1", date: "2027-01-01", timeZone: "UTC", sources: "https://example.com" },
      { cookie: applicant.cookie },
    );
    expect(response.status).toBe(404);
    await response.text();
    expect(await draftOf(catalogueDeadlines, r1.id)).toBeUndefined();
  });
});
