import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarFeeds, catalogueDeadlines, deadlineReminders, userSchoolPlans } from "../../../db/schema";
import type { DeadlineReminderMessage } from "../../../app/domain/platform/email-message";
import { deadlineReminderEmail } from "../../../app/services/background-jobs/deadline-reminder-emails.server";
import { sweepDeadlineReminders } from "../../../app/services/deadlines/deadline-reminder-sweep.server";
import { addSchool, createEssay, createTrial } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

async function applicant(...schools: string[]) {
  const account = await signUp();
  await createTrial(db(), account.userId);
  for (const [index, school] of schools.entries()) await addSchool(db(), account.userId, school, index + 1);
  return account;
}

// A page action answered as a document: its status, and the page with the action's data in it.
const act = async (cookie: string, fields: Record<string, string>) => {
  const response = await postForm("/app/deadlines", fields, { cookie });
  return { status: response.status, text: await response.text() };
};
const feedPathIn = (text: string) => /\/calendar\/[A-Za-z0-9_-]{43}\.ics/.exec(text)?.[0] ?? "";
const planOf = async (userId: string, school: string) =>
  (
    await db()
      .select()
      .from(userSchoolPlans)
      .where(and(eq(userSchoolPlans.userId, userId), eq(userSchoolPlans.school, school)))
  )[0];
const enter = (school: string, date: string, time = "", timeZone = "America/New_York") => ({ intent: "enter-date", school, date, time, timeZone });

const eventsOf = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));

describe("rounds and entered dates", () => {
  it("keeps the round and the entered date on the user's own school, and refuses bad dates by the field", async () => {
    const alice = await applicant("Wharton", "Columbia");
    const saved = await act(alice.cookie, { intent: "round", school: "Wharton", round: "R1" });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain("Round saved");
    expect(await planOf(alice.userId, "Wharton")).toMatchObject({ cycle: "2026-2027", round: "R1", enteredDate: null });

    const badDate = await act(alice.cookie, enter("Wharton", "2027-02-30"));
    expect(badDate.status).toBe(400);
    expect(badDate.text).toContain("Enter a real date, such as 2027-01-05.");
    const badZone = await act(alice.cookie, enter("Wharton", "2026-09-03", "25:00", "Mars/Olympus"));
    expect(badZone.status).toBe(400);
    expect(badZone.text).toContain("Enter the time as hours and minutes");
    expect(badZone.text).toContain("Pick a time zone from the list.");
    const noRound = await act(alice.cookie, enter("Columbia", "2026-09-03"));
    expect(noRound.status).toBe(400);
    expect(noRound.text).toContain("Pick the round you are applying in first.");

    expect((await act(alice.cookie, enter("Wharton", "2026-09-03", "12:00"))).status).toBe(200);
    expect(await planOf(alice.userId, "Wharton")).toMatchObject({ enteredDate: "2026-09-03", enteredTime: "12:00", enteredTimeZone: "America/New_York" });

    // A round the school lists with a date of its own takes no entered date; an unknown round is refused by the field.
    await act(alice.cookie, { intent: "round", school: "Columbia", round: "R2" });
    expect((await act(alice.cookie, enter("Columbia", "2027-01-06"))).status).toBe(400);
    const unknownRound = await act(alice.cookie, { intent: "round", school: "Columbia", round: "R9" });
    expect(unknownRound.status).toBe(400);
    expect(unknownRound.text).toContain("Pick one of the school");

    // Changing the round drops the date entered for the old one; the same round keeps it.
    await act(alice.cookie, { intent: "round", school: "Wharton", round: "R1" });
    expect((await planOf(alice.userId, "Wharton"))?.enteredDate).toBe("2026-09-03");
    await act(alice.cookie, { intent: "round", school: "Wharton", round: "R2" });
    expect(await planOf(alice.userId, "Wharton")).toMatchObject({ round: "R2", enteredDate: null });
    expect((await act(alice.cookie, { intent: "round", school: "Wharton", round: "" })).status).toBe(200);
    expect((await planOf(alice.userId, "Wharton"))?.round).toBeNull();
  });

  it("is a 404 for a school that is not in the user's list, and leaves the owner's plan alone", async () => {
    const alice = await applicant("Wharton");
    await act(alice.cookie, { intent: "round", school: "Wharton", round: "R1" });
    await act(alice.cookie, enter("Wharton", "2026-09-03"));
    const bob = await applicant("Tuck");
    for (const fields of [
      { intent: "round", school: "Wharton", round: "R2" },
      enter("Wharton", "2026-10-01"),
      { intent: "use-school-date", school: "Wharton" },
      { intent: "clear-date", school: "Wharton" },
    ] as Record<string, string>[]) {
      expect((await act(bob.cookie, fields)).status).toBe(404);
    }
    expect(await planOf(alice.userId, "Wharton")).toMatchObject({ round: "R1", enteredDate: "2026-09-03" });
    expect(await planOf(bob.userId, "Wharton")).toBeUndefined();
    const signedOut = await postForm("/app/deadlines", { intent: "round", school: "Wharton", round: "R1" });
    expect(signedOut.status).toBe(302);
    await signedOut.text();
  });

  it("keeps the entered date once the school publishes one, until the applicant takes the school's", async () => {
    const alice = await applicant("Wharton");
    await act(alice.cookie, { intent: "round", school: "Wharton", round: "R3" });
    await act(alice.cookie, enter("Wharton", "2027-04-01"));
    const r3 = and(eq(catalogueDeadlines.schoolId, "wharton"), eq(catalogueDeadlines.cycle, "2026-2027"), eq(catalogueDeadlines.round, "R3"));
    await db().update(catalogueDeadlines).set({ date: "2027-04-02" }).where(r3);
    try {
      const page = await (await request("/app/deadlines", { headers: { cookie: alice.cookie } })).text();
      expect(page).toContain("(your date)");
      expect(page).toContain("Use the school&#x27;s date");
      expect((await act(alice.cookie, { intent: "use-school-date", school: "Wharton" })).status).toBe(200);
      expect(await planOf(alice.userId, "Wharton")).toMatchObject({ round: "R3", enteredDate: null });
    } finally {
      await db().update(catalogueDeadlines).set({ date: null }).where(r3);
    }
  });
});

describe("the deadlines view and the calendar", () => {
  it("lists the schools by their chosen deadline with the at-risk rule, and the .ics has one stable event per school and round", async () => {
    const alice = await applicant("Wharton", "Columbia", "Tuck");
    await createEssay(db(), alice.userId, { school: "Columbia", essayTitle: "Short Answer", essayContent: "A start" });
    await act(alice.cookie, { intent: "round", school: "Columbia", round: "R2" });
    await act(alice.cookie, { intent: "round", school: "Wharton", round: "R2" });
    await act(alice.cookie, enter("Wharton", "2027-01-04", "12:00"));

    const page = await request("/app/deadlines", { headers: { cookie: alice.cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("How &ldquo;at risk&rdquo; is decided".replace("&ldquo;", "“").replace("&rdquo;", "”"));
    expect(html.indexOf("Wharton · R2")).toBeGreaterThan(-1);
    expect(html.indexOf("Wharton · R2")).toBeLessThan(html.indexOf("Columbia · R2"));
    expect(html).toContain("No round chosen: pick the round you&#x27;re applying in.");

    const download = await request("/app/deadlines.ics", { headers: { cookie: alice.cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]+\.ics"$/);
    const events = eventsOf(await download.text());
    expect(events.map((event) => event.summary).sort()).toEqual(["Columbia R2 deadline", "Wharton R2 deadline"]);
    const wharton = events.find((event) => event.summary === "Wharton R2 deadline")!;
    expect(wharton.startDate.toJSDate().toISOString()).toBe("2027-01-04T17:00:00.000Z");
    expect(wharton.uid).toMatch(/^[0-9a-f]{32}@scout$/);
    expect(wharton.uid).not.toContain(alice.userId);

    // A changed date keeps the event's UID, so a re-import updates it.
    await act(alice.cookie, enter("Wharton", "2027-01-03"));
    const again = eventsOf(await (await request("/app/deadlines.ics", { headers: { cookie: alice.cookie } })).text());
    expect(again.find((event) => event.summary === "Wharton R2 deadline")!.uid).toBe(wharton.uid);

    const signedOut = await request("/app/deadlines.ics");
    expect(signedOut.status).toBe(302);
    await signedOut.text();
  });

  it("serves the private link without a session until it is rotated or turned off; only its hash is kept", async () => {
    const alice = await applicant("Columbia");
    await act(alice.cookie, { intent: "round", school: "Columbia", round: "R1" });
    const made = await act(alice.cookie, { intent: "rotate-feed" });
    expect(made.status).toBe(200);
    const first = feedPathIn(made.text);
    expect(first).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = first.slice("/calendar/".length, -".ics".length);
    const [row] = await db().select().from(calendarFeeds).where(eq(calendarFeeds.userId, alice.userId));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);

    const feed = await request(first);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const body = await feed.text();
    expect(eventsOf(body).map((event) => event.summary)).toEqual(["Columbia R1 deadline"]);
    expect(eventsOf(body)[0]!.description).toMatch(/^The school's date, as Scout has it\.\n\nDeadline: Sep 9, 2026 at the school \(time assumed: noon, ET\)$/);
    expect(body).not.toContain(alice.email);

    const rotated = feedPathIn((await act(alice.cookie, { intent: "rotate-feed" })).text);
    expect(rotated).not.toBe("");
    expect(rotated).not.toBe(first);
    const old = await request(first);
    expect(old.status).toBe(404);
    await old.text();
    const current = await request(rotated);
    expect(current.status).toBe(200);
    await current.text();

    expect((await act(alice.cookie, { intent: "turn-off-feed" })).status).toBe(200);
    const off = await request(rotated);
    expect(off.status).toBe(404);
    await off.text();
    for (const path of ["/calendar/nothing.ics", `/calendar/${token}`, "/calendar/%00.ics"]) {
      const probe = await request(path);
      expect(probe.status, path).toBe(404);
      await probe.text();
    }
  });
});

// Late November 2026: every school has its Round 2 date; Scout has Columbia's only.
describe("deadlines that say only what Scout knows", () => {
  const page = async (cookie: string, path: string) => (await request(path, { headers: { cookie } })).text();
  // React writes an apostrophe in text as &#x27;.
  const text = (html: string) => html.replaceAll("&#x27;", "'");

  it("says Scout doesn't have a date, never that the school has not published it", async () => {
    const alice = await applicant("Stanford GSB", "Wharton", "Columbia");
    await act(alice.cookie, { intent: "round", school: "Stanford GSB", round: "R2" });
    for (const path of ["/app", "/app/deadlines"]) {
      const html = text(await page(alice.cookie, path));
      // "published" is said of dates nowhere (an AI policy's "No published policy found" is another matter).
      expect(
        [...html.replaceAll("No published policy found", "").matchAll(/.{0,100}\b(un)?published\b.{0,60}/gi)].map((found) => found[0]),
        path,
      ).toEqual([]);
      expect(html, path).toContain("Scout doesn't have Stanford GSB's R2 date for 2026-27. Enter it below from the school's own page.");
      expect(html, path).toContain("R3 (Scout has no date)");
    }
    // Wharton, undecided: the next round Scout has no date for (R1 closed last September).
    expect(text(await page(alice.cookie, "/app"))).toContain("2026-27 cycle · R2: Scout doesn't have the date yet · last year: Jan 6, 2026");
  });

  it("links every school's own deadlines page from its card and round picker, or a web search that says it is one", async () => {
    const alice = await applicant("Stanford GSB", "Wharton", "Columbia");
    for (const path of ["/app", "/app/deadlines"]) {
      const html = text(await page(alice.cookie, path));
      expect(html, path).toContain(
        `<a href="https://www.gsb.stanford.edu/programs/mba/admission/deadlines" target="_blank" rel="noopener noreferrer" class="font-medium text-brand-700 underline underline-offset-2">Stanford GSB's deadlines page`,
      );
      for (const school of ["Wharton", "Columbia"]) {
        expect(html, `${path} ${school}`).toContain(
          `Scout has no link to ${school}'s own deadlines page: <a href="https://duckduckgo.com/?q=${school}%20MBA%20application%20deadlines" target="_blank" rel="noopener noreferrer" class="font-medium text-brand-700 underline underline-offset-2">search the web for ${school}'s MBA application deadlines`,
        );
      }
    }
  });

  it("marks a round whose deadline has passed in the picker, on the card and on the deadlines page, and never picks it for the applicant", async () => {
    const alice = await applicant("Columbia", "Wharton");
    const undecided = await page(alice.cookie, "/app");
    // Columbia's R1 (Sep 9, 2026) is behind us; nothing is chosen for the applicant.
    expect(undecided).toMatch(
      /<option value="" selected="">Not decided<\/option><option value="R1">R1 \(passed Sep 9\)<\/option><option value="R2">R2<\/option>/,
    );
    expect(text(undecided)).toContain("2026-27 cycle · R2 deadline Jan 5, 2027");
    await act(alice.cookie, { intent: "round", school: "Columbia", round: "R1" });
    const chosen = text(await page(alice.cookie, "/app"));
    expect(chosen).toContain("2026-27 cycle · R1 deadline Sep 9, 2026 (passed)");
    expect(chosen).toContain('R1 deadline <strong class="font-semibold">(passed)</strong>: ');
    expect(chosen).toMatch(/<option value="R1" selected="">R1 \(passed Sep 9\)<\/option>/);
    // The deadlines page lists what is still ahead first; the passed round says so, last.
    await act(alice.cookie, { intent: "round", school: "Wharton", round: "R2" });
    await act(alice.cookie, enter("Wharton", "2027-01-06", "17:00"));
    const deadlines = text(await page(alice.cookie, "/app/deadlines"));
    expect(deadlines.indexOf("Wharton · R2")).toBeGreaterThan(-1);
    expect(deadlines.indexOf("Wharton · R2")).toBeLessThan(deadlines.indexOf("Columbia · R1"));
    expect(deadlines.slice(deadlines.indexOf("Columbia · R1"))).toMatch(/^Columbia · R1<\/h2><span[^>]*>Deadline passed<\/span>/);
  });

  it("starts a date the applicant enters in the school's own zone: Pacific for Stanford, Paris for INSEAD, London for LBS, saying why for INSEAD", async () => {
    const alice = await applicant("Stanford GSB", "INSEAD", "London Business School");
    await act(alice.cookie, { intent: "round", school: "Stanford GSB", round: "R2" });
    await act(alice.cookie, { intent: "round", school: "INSEAD", round: "August 2027 intake · Round 2" });
    await act(alice.cookie, { intent: "round", school: "London Business School", round: "Round 2" });
    const html = text(await page(alice.cookie, "/app/deadlines"));
    const zones = [...html.matchAll(/<option value="([^"]+)" selected="">[^<]+<\/option>/g)].map((match) => match[1]).filter((value) => value!.includes("/"));
    expect(zones).toEqual(["America/Los_Angeles", "Europe/Paris", "Europe/London"]);
    expect(html).toContain(
      "INSEAD has campuses in France, Singapore and Abu Dhabi; its admissions page closes applications at 23:59 French time, so Scout reads its dates in Paris time.",
    );
    expect(html).toContain("Set to Stanford GSB's own zone, where the school is: change it if the school's page gives another.");
    expect(html).toContain("Empty if the school gives none: Scout then assumes noon, the earliest time schools commonly close.");
  });

  it("reads a date entered with no time at noon at the school: the card, the .ics and the reminder are one instant", async () => {
    const alice = await applicant("Stanford GSB");
    await act(alice.cookie, { intent: "round", school: "Stanford GSB", round: "R2" });
    expect((await act(alice.cookie, enter("Stanford GSB", "2027-01-07", "", "America/Los_Angeles"))).status).toBe(200);
    const noonPacific = "2027-01-07T20:00:00.000Z";

    const card = text(await page(alice.cookie, "/app"));
    expect(card).toContain(`<time dateTime="${noonPacific}">Jan 7, 2027 (time assumed: noon, PT)</time><span class="text-slate-700"> (your date)</span>`);
    expect(card).toContain("2026-27 cycle · R2 deadline Jan 7, 2027 (your date)");

    const [event] = eventsOf(await page(alice.cookie, "/app/deadlines.ics"));
    expect(event!.startDate.toJSDate().toISOString()).toBe(noonPacific);
    expect(event!.description).toBe("Date entered by you from the school's page.\n\nDeadline: Jan 7, 2027 at the school (time assumed: noon, PT)");

    // The 3-day reminder: due 3 days before noon Pacific, not before 11:59 PM.
    const sent: DeadlineReminderMessage[] = [];
    const queue = {
      sendBatch: async (messages: { body: DeadlineReminderMessage }[]) => void sent.push(...messages.map((message) => message.body)),
    } as unknown as Queue;
    const justInside = new Date(Date.parse(noonPacific) - 3 * 86_400_000 + 60_000);
    await sweepDeadlineReminders(db(), queue, justInside);
    const mine = sent.filter((message) => message.userId === alice.userId);
    expect(mine).toEqual([expect.objectContaining({ daysBefore: 3, deadlineAt: Date.parse(noonPacific) })]);
    const mail = await deadlineReminderEmail({ db: db(), secret: env.BETTER_AUTH_SECRET, appUrl: "http://localhost" }, mine[0]!, justInside);
    expect(mail).toMatchObject({ send: true });
    expect(mail.send && mail.email.text).toContain("Your Stanford GSB R2 deadline is in 3 days: Jan 7, 2027 at the school (time assumed: noon, PT).");
  });

  it("moves reminders already claimed for a date with no time to its noon instant, so none is sent twice (the school_time_zone_note migration)", async () => {
    const alice = await applicant("Columbia", "Wharton");
    await act(alice.cookie, { intent: "round", school: "Columbia", round: "R2" });
    await act(alice.cookie, { intent: "round", school: "Wharton", round: "R2" });
    await act(alice.cookie, enter("Wharton", "2027-01-06", "17:00"));
    // Claimed before: Columbia's R2 at 11:59 PM New York (no time in Scout), Wharton's at the 5 PM the applicant gave.
    const oldColumbia = new Date("2027-01-06T04:59:00.000Z");
    const wharton = new Date("2027-01-06T22:00:00.000Z");
    await db()
      .insert(deadlineReminders)
      .values([
        { userId: alice.userId, school: "Columbia", round: "R2", deadlineAt: oldColumbia, daysBefore: 14 },
        { userId: alice.userId, school: "Wharton", round: "R2", deadlineAt: wharton, daysBefore: 14 },
      ]);
    const migration = env.TEST_MIGRATIONS.find((entry) => entry.name.includes("_school_time_zone_note"));
    for (const query of migration!.queries.filter((statement) => statement.includes("_reminders"))) await env.DB.prepare(query).run();
    const claims = await db().select().from(deadlineReminders).where(eq(deadlineReminders.userId, alice.userId));
    expect(Object.fromEntries(claims.map((claim) => [claim.school, claim.deadlineAt.toISOString()]))).toEqual({
      Columbia: "2027-01-05T17:00:00.000Z",
      Wharton: wharton.toISOString(),
    });
    const sent: DeadlineReminderMessage[] = [];
    const queue = {
      sendBatch: async (messages: { body: DeadlineReminderMessage }[]) => void sent.push(...messages.map((message) => message.body)),
    } as unknown as Queue;
    await sweepDeadlineReminders(db(), queue, new Date("2026-12-23T12:00:00Z"));
    expect(sent.filter((message) => message.userId === alice.userId)).toEqual([]);
  });
});
