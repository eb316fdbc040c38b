import { type Page, expect, expectAccessible, test } from "./fixtures";
import { addSchoolsByRequest } from "./workspace-helpers";

// The season's reminders in the browser: an interview invitation recorded for a slot in Kolkata
// two and a half hours from now, the hourly cron run by hand, and the reminder read in the
// outbox at desktop and phone widths, in the slot's own zone; then its setting on /account.

const SCHOOL = "Tuck";
const ZONE = "Asia/Kolkata";
const HOUR = 3_600_000;

/** The slot's date and time on Kolkata's clock (UTC+5:30, no daylight saving). */
function kolkataWall(instant: Date) {
  const local = new Date(instant.getTime() + 5.5 * HOUR).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

async function invited(page: Page, baseURL: string, slot: Date) {
  await addSchoolsByRequest(page, baseURL, [SCHOOL]);
  // Tuck asks only for the resume's facts: a job on the profile is something to submit.
  const job = await page.request.post("/app/profile", {
    form: { intent: "add-position", employer: "Lagos Health Trust", title: "Operations Lead", startMonth: "2021-01", endMonth: "", teamSize: "8" },
    headers: { origin: baseURL },
  });
  expect(job.ok(), await job.text()).toBe(true);
  await page.goto(`/app/submit/${SCHOOL}`);
  await page.getByRole("combobox", { name: "Round" }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Mark submitted" }).click();
  await expect(page.getByText("Marked submitted")).toBeVisible();
  await page.goto(`/app/standing/${SCHOOL}`);
  const invite = page.getByRole("region", { name: "Invited to interview" });
  const wall = kolkataWall(slot);
  await invite.getByLabel("Format").selectOption("video");
  await invite.getByLabel("Time zone of the slot").selectOption(ZONE);
  await invite.getByLabel("With whom (optional)").fill("An alumni interviewer");
  await invite.getByLabel("Interview date").fill(wall.date);
  await invite.getByLabel("Interview time").fill(wall.time);
  await invite.getByRole("button", { name: "Record the invitation" }).click();
  await expect(page.getByText("Invitation recorded")).toBeVisible();
  return wall;
}

test("an interview two hours away is e-mailed in the slot's zone, and its setting turns it off", async ({ page, baseURL, trialApplicant }) => {
  const slot = new Date(Math.ceil((Date.now() + 2.5 * HOUR) / 60_000) * 60_000);
  const wall = await invited(page, baseURL!, slot);
  const cron = await page.request.get("/cdn-cgi/local/scheduled?cron=0+*+*+*+*");
  expect(cron.ok()).toBe(true);

  const mail = page
    .locator("article, li")
    .filter({ hasText: `Your ${SCHOOL} interview is in about two hours` })
    .filter({ hasText: trialApplicant.email });
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(mail.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const [hour, minute] = wall.time.split(":").map(Number) as [number, number];
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
  await expect(mail.first()).toContainText(`${clock} GMT+5:30 (${ZONE})`);
  await expect(mail.first()).toContainText("The time and zone are the ones you recorded from the school's invitation");
  await expect(mail.first().getByRole("link", { name: /\/app\/standing\/Tuck/ })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await mail.first().screenshot({ path: "/tmp/remind-shots/outbox-interview-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await mail.first().screenshot({ path: "/tmp/remind-shots/outbox-interview-390.png" });

  await page.goto("/account");
  const setting = page.getByRole("region", { name: "Interview reminders" });
  await expect(setting).toContainText("two days and two hours before each interview slot");
  await page.screenshot({ path: "/tmp/remind-shots/account-390.png", fullPage: true });
  await setting.getByRole("button", { name: "Turn off interview reminders" }).click();
  await expect(setting.getByRole("button", { name: "Turn on interview reminders" })).toBeVisible();
  await expect(setting).toContainText("Off:");
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "/tmp/remind-shots/account-1280.png", fullPage: true });
});
