import ICAL from "ical.js";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schoolDeadlineText } from "../../../app/components/schools/school-deadline-line";
import { wordingLabel } from "../../../app/domain/catalogue/catalogue";
import { wrongSchoolItems } from "../../../app/domain/checks/wrong-school";
import { deadlineInstant } from "../../../app/domain/deadlines/deadlines";
import type { DeadlineReminderMessage, EmailMessage } from "../../../app/domain/platform/email-message";
import { sweepDeadlineReminders } from "../../../app/services/deadlines/deadline-reminder-sweep.server";
import { sweepLetterReminders } from "../../../app/services/recommenders/letter-reminder-sweep.server";
import { findSchool, loadCatalogue, loadSchoolWords } from "../../../app/services/catalogue/catalogue.server";
import { addSchool as addSchoolFor } from "../../../app/services/schools/schools.server";
import { listWorkspace } from "../../../app/services/schools/workspace.server";
import { adminAuditLog, catalogueSchools, essaySubmissions, recommenderLetters, recommenders, userRoles } from "../../../db/schema";
import { createTrial } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

// Schools worldwide: an operator adds a school as data, with two intakes, and publishes it;
// an applicant adds it, picks an intake and a round, and plans by its deadline in the school's own
// zone (deadlines page, calendar, reminder sweep); the wrong-school check knows its names; retiring
// it keeps the applicant's essays. And the first international schools, seeded with their sources.

const CYCLE = "2026-2027";

async function signUpAdmin() {
  const account = await signUp();
  await db().insert(userRoles).values({ userId: account.userId, role: "admin" });
  return account;
}

const routeData = async (path: string, route: string, cookie: string, fields: Record<string, string>) => {
  const response = await postForm(`${path}.data?_routes=${encodeURIComponent(route)}`, fields, { cookie });
  return { status: response.status, body: await response.text() };
};
const addNew = (cookie: string, fields: Record<string, string>) => routeData("/admin/catalogue", "routes/admin.catalogue._index", cookie, fields);
const act = (cookie: string, schoolId: string, fields: Record<string, string>) =>
  routeData(`/admin/catalogue/${schoolId}`, "routes/admin.catalogue.$schoolId", cookie, fields);
const pickerText = async (cookie: string) =>
  (await request(`/app/schools.data?_routes=${encodeURIComponent("routes/app.schools")}`, { headers: { cookie } })).text();

/** A school of this run's own (the runtime is shared): unique names and words. */
function newSchool() {
  const tag = crypto.randomUUID().slice(0, 6).toUpperCase();
  return {
    name: `Fontaine School ${tag}`,
    shortName: `FS${tag}`,
    word: `FSB${tag}`,
    fields: {
      intent: "school-new",
      name: `Fontaine School ${tag}`,
      fullName: `Fontaine School of Business ${tag}`,
      shortName: `FS${tag}`,
      country: "France",
      region: "Europe",
      timeZone: "Europe/Paris",
      programme: "MBA (full-time, 10 months)",
      colour: "#123456",
      words: `Fontaine School ${tag}\nFSB${tag} [exact]`,
      sources: "https://fontaine.example/mba",
      cycle: CYCLE,
      cycleNote: "2026-27: two intakes",
    },
  };
}

const round = (intake: string, name: string, date: string) => ({
  intent: "deadline-draft",
  cycle: CYCLE,
  round: name,
  intake,
  date,
  time: "18:00",
  timeZone: "Europe/Paris",
  sources: "https://fontaine.example/mba/deadlines",
});

describe("an operator adds a school with two intakes, and an applicant plans by it", () => {
  it("is a draft until published, then found, planned, calendared, reminded and checked for; retired, the essays stay", async () => {
    const admin = await signUpAdmin();
    const school = newSchool();
    const schoolId = school.name.toLowerCase().replaceAll(" ", "-");

    // Validated at the field: zone, colour, region; a duplicate name is refused.
    const bad = await addNew(admin.cookie, { ...school.fields, timeZone: "Mars/Olympus", colour: "blue", region: "Atlantis" });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("Pick a time zone from the list.");
    expect(bad.body).toContain("#RRGGBB");
    expect(bad.body).toContain("Pick the region the school is listed under.");
    const duplicate = await addNew(admin.cookie, { ...school.fields, name: "Wharton" });
    expect(duplicate.status).toBe(409);

    expect((await addNew(admin.cookie, school.fields)).status).toBe(200);
    const row = await db().select().from(catalogueSchools).where(eq(catalogueSchools.id, schoolId)).get();
    expect(row).toMatchObject({ status: "draft", name: school.name, timeZone: "Europe/Paris", region: "Europe" });

    // Its question and four rounds in two intakes, as drafts; a bad date is refused by the field.
    const badRound = await act(admin.cookie, schoolId, { ...round("January 2028 intake", "Round 1", "2027-02-30") });
    expect(badRound.status).toBe(400);
    expect(badRound.body).toContain("Enter a real date");
    for (const fields of [
      {
        intent: "essay-draft",
        cycle: CYCLE,
        title: "Motivation",
        prompt: "Why this school?",
        limit: "500 words",
        kind: "essay",
        required: "on",
        wordingConfirmed: "on",
        sources: "https://fontaine.example/mba/essays",
      },
      round("August 2027 intake", "Round 1", "2026-09-15"),
      round("August 2027 intake", "Round 2", "2026-11-03"),
      round("January 2028 intake", "Round 1", "2027-03-16"),
      round("January 2028 intake", "Round 2", "2027-04-20"),
    ])
      expect((await act(admin.cookie, schoolId, fields)).status).toBe(200);

    // Nothing reaches applicants before publishing.
    const applicant = await signUp();
    await createTrial(db(), applicant.userId);
    expect(await pickerText(applicant.cookie)).not.toContain(school.name);
    expect(findSchool(await loadCatalogue(db()), school.name)).toBeUndefined();
    expect(await addSchoolFor(db(), applicant.userId, school.name)).toEqual({ ok: false, reason: "not_found" });

    // Two operators publishing at once act once.
    const published = await Promise.all([act(admin.cookie, schoolId, { intent: "school-publish" }), act(admin.cookie, schoolId, { intent: "school-publish" })]);
    expect(published.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, "catalogue"), eq(adminAuditLog.targetId, schoolId)))
      .all();
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(["catalogue.school.create", "catalogue.school.publish"]));
    expect(audit.filter((entry) => entry.action === "catalogue.school.publish")).toHaveLength(1);

    // The applicant finds it at once and adds it; its question becomes their draft.
    expect(await pickerText(applicant.cookie)).toContain(school.name);
    const added = await postForm("/app/schools", { intent: "add", school: school.name }, { cookie: applicant.cookie });
    expect(added.status).toBe(200);
    await added.text();
    const catalogued = findSchool(await loadCatalogue(db()), school.name)!;
    expect(catalogued.deadlines.map((deadline) => deadline.round)).toEqual([
      "August 2027 intake · Round 1",
      "August 2027 intake · Round 2",
      "January 2028 intake · Round 1",
      "January 2028 intake · Round 2",
    ]);

    // They pick the January intake's Round 2: the deadline is 18:00 in Paris, wherever they are.
    const picked = await postForm(
      "/app/deadlines",
      { intent: "round", school: school.name, round: "January 2028 intake · Round 2" },
      { cookie: applicant.cookie },
    );
    expect(picked.status).toBe(200);
    await picked.text();
    const deadlinesPage = await (await request("/app/deadlines", { headers: { cookie: applicant.cookie } })).text();
    expect(deadlinesPage).toContain(`${school.name} · January 2028 intake · Round 2`);
    expect(deadlinesPage).toContain("Paris time");
    const deadlineAt = deadlineInstant({ date: "2027-04-20", time: "18:00", timeZone: "Europe/Paris" });
    expect(deadlineAt.toISOString()).toBe("2027-04-20T16:00:00.000Z");

    const ics = await (await request("/app/deadlines.ics", { headers: { cookie: applicant.cookie } })).text();
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    const event = events.find((each) => each.summary.startsWith(school.name))!;
    expect(event.summary).toBe(`${school.name} January 2028 intake · Round 2 deadline`);
    expect(event.startDate.toJSDate().toISOString()).toBe(deadlineAt.toISOString());

    // The reminder sweep three days before (at the school's clock) queues theirs for that round.
    const sent: DeadlineReminderMessage[] = [];
    const queue = {
      send: async () => undefined,
      sendBatch: async (batch: { body: DeadlineReminderMessage }[]) => void sent.push(...batch.map((each) => each.body)),
    };
    await sweepDeadlineReminders(db(), queue as unknown as Queue, new Date(deadlineAt.getTime() - 3 * 86_400_000 + 3_600_000));
    expect(sent.filter((message) => message.userId === applicant.userId)).toEqual([
      expect.objectContaining({ school: school.name, round: "January 2028 intake · Round 2", deadlineAt: deadlineAt.getTime(), daysBefore: 3 }),
    ]);

    // The wrong-school check finds the new school's names, read from the catalogue: no code change.
    const words = await loadSchoolWords(db());
    const items = wrongSchoolItems(`At ${school.word}, and at ${school.name}, I will learn.`, "Wharton", words);
    expect(items.map((item) => item.textReference!.highlightText)).toEqual([school.word, school.name]);
    expect(wrongSchoolItems(`At ${school.word} I will learn.`, school.name, words)).toEqual([]);
    // An operator adds a word: found from the next check on. The name is locked once applicants have it.
    const profile = { ...school.fields, intent: "school-profile", words: `${school.fields.words}\nCampus ${school.shortName} [feature]` };
    expect((await act(admin.cookie, schoolId, profile)).status).toBe(200);
    const more = wrongSchoolItems(`Campus ${school.shortName} is lovely.`, "Wharton", await loadSchoolWords(db()));
    expect(more.map((item) => item.comment)).toEqual([expect.stringContaining(`is a program of ${school.name}`)]);
    const renamed = await act(admin.cookie, schoolId, { ...profile, name: `${school.name} Renamed` });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toContain("keep the name");

    // Retired: new applicants no longer find it; this applicant keeps the school and its essay.
    const essaysBefore = await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, applicant.userId)).all();
    expect(essaysBefore.map((essay) => essay.essayTitle)).toEqual(["Motivation"]);
    expect((await act(admin.cookie, schoolId, { intent: "school-discard" })).status).toBe(409);
    expect((await act(admin.cookie, schoolId, { intent: "school-retire" })).status).toBe(200);
    expect(await pickerText(applicant.cookie)).not.toContain(school.name);
    const other = await signUp();
    await createTrial(db(), other.userId);
    expect(await addSchoolFor(db(), other.userId, school.name)).toEqual({ ok: false, reason: "not_found" });
    const essaysAfter = await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, applicant.userId)).all();
    expect(essaysAfter.map((essay) => essay.id)).toEqual(essaysBefore.map((essay) => essay.id));
    const workspace = await listWorkspace(db(), applicant.userId);
    const kept = workspace.find((each) => each.school === school.name)!;
    expect(kept.noLongerOffered).toBe(true);
    expect(kept.essays.map((essay) => essay.essayTitle)).toEqual(["Motivation"]);
    expect(schoolDeadlineText(kept)).toBe("No longer offered · your essays are kept");
    // Its name stays taken.
    expect((await addNew(admin.cookie, { ...school.fields })).status).toBe(409);
  });
});

describe("an applicant's letters for a school with intakes", () => {
  it("are reminded by the school's date of the intake's round, as the deadline reminders are", async () => {
    const admin = await signUpAdmin();
    const school = newSchool();
    const schoolId = school.name.toLowerCase().replaceAll(" ", "-");
    expect((await addNew(admin.cookie, school.fields)).status).toBe(200);
    // Both intakes have a Round 1: only the intake tells them apart, and only this one is dated near.
    const essay = { intent: "essay-draft", cycle: CYCLE, title: "Motivation", prompt: "Why?", kind: "essay", sources: "https://fontaine.example/mba/essays" };
    for (const fields of [essay, round("August 2027 intake", "Round 1", "2026-09-15"), round("January 2028 intake", "Round 1", "2027-03-16")])
      expect((await act(admin.cookie, schoolId, fields)).status).toBe(200);
    expect((await act(admin.cookie, schoolId, { intent: "school-publish" })).status).toBe(200);

    const applicant = await signUp();
    await createTrial(db(), applicant.userId);
    expect(await addSchoolFor(db(), applicant.userId, school.name)).toMatchObject({ ok: true });
    const picked = await postForm(
      "/app/deadlines",
      { intent: "round", school: school.name, round: "January 2028 intake · Round 1" },
      { cookie: applicant.cookie },
    );
    expect(picked.status).toBe(200);
    await picked.text();
    const [recommender] = await db()
      .insert(recommenders)
      .values({ userId: applicant.userId, name: "Jo Rivera", email: `jo-${crypto.randomUUID()}@example.com`, relationship: "client", nudgeOptIn: true })
      .returning();
    await db()
      .insert(recommenderLetters)
      .values({ userId: applicant.userId, recommenderId: recommender!.id, school: school.name, status: "asked", askedEmail: recommender!.email });

    const deadlineAt = deadlineInstant({ date: "2027-03-16", time: "18:00", timeZone: "Europe/Paris" });
    const sent: EmailMessage[] = [];
    const queue = {
      send: async (body: EmailMessage) => void sent.push(body),
      sendBatch: async (batch: { body: EmailMessage }[]) => void sent.push(...batch.map((each) => each.body)),
    } as unknown as Queue;
    const now = new Date(deadlineAt.getTime() - 13 * 86_400_000);
    await sweepLetterReminders(db(), queue, now);
    await sweepDeadlineReminders(db(), queue, now);
    const kinds = sent.filter((message) => message.userId === applicant.userId).map((message) => message.kind);
    expect(kinds.sort()).toEqual(["deadline_reminder", "letter_reminder", "recommender_nudge"]);
  });
});

describe("an applicant with INSEAD", () => {
  it("picks the intake and the round on the dashboard, each round honest about having no date yet", async () => {
    const applicant = await signUp();
    await createTrial(db(), applicant.userId);
    expect(await addSchoolFor(db(), applicant.userId, "INSEAD")).toMatchObject({ ok: true });
    const html = await (await request("/app", { headers: { cookie: applicant.cookie } })).text();
    expect(html).toContain('<optgroup label="August 2027 intake">');
    expect(html).toContain('<optgroup label="January 2028 intake">');
    expect(html).toContain("January 2028 intake · Round 1 (Scout has no date)");
  });
});

describe("the first international schools", () => {
  it("are seeded with their sources, labelled by cycle, with superseded dates only as last known", async () => {
    const catalogue = await loadCatalogue(db());
    const names = ["INSEAD", "London Business School", "HEC Paris", "IESE", "Oxford Saïd", "Cambridge Judge", "ISB"];
    for (const name of names) expect(findSchool(catalogue, name), name).toBeDefined();

    const insead = findSchool(catalogue, "INSEAD")!;
    expect(insead.deadlines).toHaveLength(8);
    expect(new Set(insead.deadlines.map((deadline) => deadline.intake))).toEqual(new Set(["August 2027 intake", "January 2028 intake"]));
    // No 2026-27 date was found: none is shown as a deadline, 2025-26's are last year's.
    expect(insead.deadlines.every((deadline) => deadline.date === null && deadline.previousCycleDate && deadline.sources.length > 0)).toBe(true);
    expect(insead.essays.every((essay) => essay.sources.length > 0)).toBe(true);
    expect(wordingLabel(insead.essays[0]!)).toBe("2025-26 wording; this year's not yet confirmed");

    // Oxford's stages are two cycles old: "last known", not "last year".
    const oxford = findSchool(catalogue, "Oxford Saïd")!;
    expect(oxford.deadlines.map((deadline) => deadline.round)).toEqual(["Stage 1", "Stage 2", "Stage 3", "Stage 4", "Stage 5"]);
    const workspaceLike = {
      cycle: oxford.cycle,
      nextDeadline: null,
      undated: { round: "Stage 1", previousCycleDate: oxford.deadlines[0]!.previousCycleDate },
    };
    expect(schoolDeadlineText(workspaceLike)).toBe("2026-27 cycle · Stage 1: Scout doesn't have the date yet · last known: Sep 2, 2024");

    // ISB's one date of this cycle, read in India time; HEC says it has no dates.
    const isb = findSchool(catalogue, "ISB")!;
    expect(isb.deadlines[0]).toMatchObject({ round: "Round 1", date: "2026-09-20", timeZone: "Asia/Kolkata" });
    expect(isb.deadlines.slice(1).every((deadline) => deadline.date === null && deadline.previousCycleDate)).toBe(true);
    const hec = findSchool(catalogue, "HEC Paris")!;
    expect(hec.deadlines).toEqual([]);
    expect(hec.cycleNote).toContain("deadlines not found");
    expect(hec.region).toBe("Europe");
    expect(isb.region).toBe("Asia");
  });
});
