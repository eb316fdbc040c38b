import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarFeeds, catalogueDeadlines, userSchoolPlans } from "../../db/schema";
import { addSchool, createEssay, createTrial } from "../factories";
import { db, postForm, request, signUp } from "./helpers";

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
    await act(alice.cookie, { intent: "round", school: "Wharton", round: "R1" });
    await act(alice.cookie, enter("Wharton", "2026-09-03", "12:00"));

    const page = await request("/app/deadlines", { headers: { cookie: alice.cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("How &ldquo;at risk&rdquo; is decided".replace("&ldquo;", "“").replace("&rdquo;", "”"));
    expect(html.indexOf("Wharton · R1")).toBeGreaterThan(-1);
    expect(html.indexOf("Wharton · R1")).toBeLessThan(html.indexOf("Columbia · R2"));
    expect(html).toContain("No round chosen: pick the round you&#x27;re applying in.");

    const download = await request("/app/deadlines.ics", { headers: { cookie: alice.cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]+\.ics"$/);
    const events = eventsOf(await download.text());
    expect(events.map((event) => event.summary).sort()).toEqual(["Columbia R2 deadline", "Wharton R1 deadline"]);
    const wharton = events.find((event) => event.summary === "Wharton R1 deadline")!;
    expect(wharton.startDate.toJSDate().toISOString()).toBe("2026-09-03T16:00:00.000Z");
    expect(wharton.uid).toMatch(/^[0-9a-f]{32}@scout$/);
    expect(wharton.uid).not.toContain(alice.userId);

    // A changed date keeps the event's UID, so a re-import updates it.
    await act(alice.cookie, enter("Wharton", "2026-09-04"));
    const again = eventsOf(await (await request("/app/deadlines.ics", { headers: { cookie: alice.cookie } })).text());
    expect(again.find((event) => event.summary === "Wharton R1 deadline")!.uid).toBe(wharton.uid);

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
