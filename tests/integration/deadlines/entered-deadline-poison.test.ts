import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { userSchoolPlans } from "../../../db/schema";
import { sweepDeadlineReminders } from "../../../app/services/deadlines/deadline-reminder-sweep.server";
import type { DeadlineReminderMessage } from "../../../app/domain/platform/email-message";
import { addSchool, createTrial, createUser } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

// A date entered with "America/Chicago " or "12:00\r\n" was stored as sent; the
// owner's pages and calendar then failed, and the hourly sweep stopped at that plan, so every
// user after it went without reminders.

const DAY = 86_400_000;
const planOf = async (userId: string, school: string) =>
  db()
    .select()
    .from(userSchoolPlans)
    .where(and(eq(userSchoolPlans.userId, userId), eq(userSchoolPlans.school, school)))
    .get();

async function applicantPlanningBooth() {
  const account = await signUp();
  await createTrial(db(), account.userId);
  await addSchool(db(), account.userId, "Booth", 1);
  const round = await postForm("/app/deadlines", { intent: "round", school: "Booth", round: "R1" }, { cookie: account.cookie });
  expect(round.status).toBe(200);
  await round.text();
  return account;
}

/** The owner's pages that read the entered date: each must still answer. */
async function expectPagesLoad(cookie: string) {
  for (const path of ["/app", "/app/deadlines", "/app/deadlines.ics"]) {
    const page = await request(path, { headers: { cookie } });
    const text = await page.text();
    expect(page.status, `${path}: ${text.slice(0, 200)}`).toBe(200);
    if (path.endsWith(".ics")) expect(() => ICAL.parse(text)).not.toThrow();
  }
}

/** Plants a plan as a row written before the check held would look. */
const plant = (userId: string, school: string, entered: { date: string; time: string | null; timeZone: string | null }) =>
  db()
    .insert(userSchoolPlans)
    .values({ userId, school, cycle: "2026-2027", round: "R1", enteredDate: entered.date, enteredTime: entered.time, enteredTimeZone: entered.timeZone })
    .onConflictDoUpdate({
      target: [userSchoolPlans.userId, userSchoolPlans.school, userSchoolPlans.cycle],
      set: { enteredDate: entered.date, enteredTime: entered.time, enteredTimeZone: entered.timeZone },
    });

describe("an entered deadline", () => {
  it("is stored as validation returns it: trimmed, with no CR/LF, and the owner's pages and calendar still load", async () => {
    const alice = await applicantPlanningBooth();
    const saved = await postForm(
      "/app/deadlines",
      { intent: "enter-date", school: "Booth", date: " 2027-04-01 ", time: "12:00\r\n", timeZone: "America/Chicago " },
      { cookie: alice.cookie },
    );
    expect(saved.status).toBe(200);
    await saved.text();
    expect(await planOf(alice.userId, "Booth")).toMatchObject({ enteredDate: "2027-04-01", enteredTime: "12:00", enteredTimeZone: "America/Chicago" });
    await expectPagesLoad(alice.cookie);
    const ics = await (await request("/app/deadlines.ics", { headers: { cookie: alice.cookie } })).text();
    expect(ics).toMatch(/DTSTART;TZID=America\/Chicago:20270401T120000\r\n/);
  });

  it("stored before the check held reads as no date: the owner's pages load and ask for it again", async () => {
    const alice = await applicantPlanningBooth();
    await plant(alice.userId, "Booth", { date: "2027-04-01", time: "12:00\r\nX-EVIL:1", timeZone: "America/Chicago " });
    await expectPagesLoad(alice.cookie);
    const ics = await (await request("/app/deadlines.ics", { headers: { cookie: alice.cookie } })).text();
    expect(ics).not.toContain("X-EVIL");
  });

  it("one bad plan does not stop the hourly sweep: everyone else is still reminded", async () => {
    const now = Date.now();
    const inThreeDays = new Date(now + 3 * DAY - 3_600_000).toISOString();
    const good = { date: inThreeDays.slice(0, 10), time: inThreeDays.slice(11, 16), timeZone: "UTC" };
    const users = await Promise.all(Array.from({ length: 4 }, () => createUser(db())));
    // The middle two were stored before the check held (the probe's own values): one the check
    // can read once trimmed, one it cannot read at all.
    const stored = [good, { ...good, time: `${good.time}\r\n`, timeZone: "America/Chicago " }, { ...good, timeZone: "Mars/Olympus" }, good];
    for (const [index, user] of users.entries()) {
      await addSchool(db(), user.id, "Booth", 1);
      await plant(user.id, "Booth", stored[index]!);
    }
    const sent: DeadlineReminderMessage[] = [];
    const queue = {
      sendBatch: async (messages: { body: DeadlineReminderMessage }[]) => void sent.push(...messages.map((message) => message.body)),
    } as unknown as Queue;
    const result = await sweepDeadlineReminders(db(), queue, new Date(now));
    expect(users.map((user) => sent.filter((message) => message.userId === user.id).length)).toEqual([1, 1, 0, 1]);
    expect(result).toEqual({ queued: sent.length, failed: 0 });
  });

  it("rows already stored are repaired by the migration: trimmed where that is enough, cleared where not", async () => {
    const repair = env.TEST_MIGRATIONS.find((migration) => migration.name.startsWith("0010_repair_entered_deadlines"));
    expect(repair, "the repair migration").toBeDefined();
    const owner = await createUser(db());
    const rows: [string, { date: string; time: string | null; timeZone: string | null }][] = [
      ["Trimmed", { date: "2027-04-01 ", time: "12:00\r\n", timeZone: "America/Chicago " }],
      ["Blank time", { date: "2027-04-01", time: " ", timeZone: "UTC" }],
      ["Bad zone", { date: "2027-04-01", time: "12:00", timeZone: "Mars/Olympus" }],
      ["Bad time", { date: "2027-04-01", time: "25:00", timeZone: "UTC" }],
      ["Bad date", { date: "2027-02-30", time: null, timeZone: "UTC" }],
      ["NUL", { date: "2027-04-01", time: null, timeZone: "UTC\u0000" }],
      ["Good", { date: "2027-04-01", time: "23:59", timeZone: "Europe/London" }],
    ];
    for (const [school, entered] of rows) await plant(owner.id, school, entered);
    for (const query of repair!.queries) await env.DB.prepare(query).run();
    const after = Object.fromEntries(
      (await db().select().from(userSchoolPlans).where(eq(userSchoolPlans.userId, owner.id))).map((row) => [
        row.school,
        [row.enteredDate, row.enteredTime, row.enteredTimeZone],
      ]),
    );
    expect(after).toEqual({
      Trimmed: ["2027-04-01", "12:00", "America/Chicago"],
      "Blank time": ["2027-04-01", null, "UTC"],
      "Bad zone": [null, null, null],
      "Bad time": [null, null, null],
      "Bad date": [null, null, null],
      NUL: [null, null, null],
      Good: ["2027-04-01", "23:59", "Europe/London"],
    });
    // The round survives: only the date is asked for again.
    expect(
      (await db().select({ round: userSchoolPlans.round }).from(userSchoolPlans).where(eq(userSchoolPlans.userId, owner.id))).every(
        (row) => row.round === "R1",
      ),
    ).toBe(true);
  });
});
