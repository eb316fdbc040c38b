import { type Page, expect, expectAccessible, test } from "./fixtures";
import { addSchoolsByRequest } from "./workspace-helpers";

// The season's facts in the browser: an operator finds Booth's waitlist cadence missing in
// /admin/season-facts, adds it with its page, owner and cycle, and an applicant waitlisted at Booth
// reads it with its owner and age, and that Scout will remind them at it. Then a season reminder's
// unsubscribe link, opened signed out, turns that kind of e-mail off. At 1280 and 390 px.

const HOUR = 3_600_000;
const SHOTS = "/tmp/facts-shots";
const today = () => new Date().toISOString().slice(0, 10);

async function submitted(page: Page, baseURL: string, school: string) {
  await addSchoolsByRequest(page, baseURL, [school]);
  const job = await page.request.post("/app/profile", {
    form: { intent: "add-position", employer: "Lagos Health Trust", title: "Operations Lead", startMonth: "2021-01", endMonth: "", teamSize: "8" },
    headers: { origin: baseURL },
  });
  expect(job.ok(), await job.text()).toBe(true);
  await page.goto(`/app/submit/${encodeURIComponent(school)}`);
  await page.getByRole("combobox", { name: "Round" }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Mark submitted" }).click();
  await expect(page.getByText("Marked submitted")).toBeVisible();
}

// Each width's run takes a school of its own: the browser tests share one database.
type School = { name: string; page: string };
const BOOTH: School = { name: "Booth", page: "https://www.chicagobooth.edu/programs/full-time-mba/admissions/waitlist" };
const DARDEN: School = { name: "Darden", page: "https://www.darden.virginia.edu/mba/admissions/waitlist" };

async function operatorAddsCadence(page: Page, school: School, width: string) {
  await page.goto("/admin/season-facts");
  const booth = page.getByRole("region", { name: school.name, exact: true });
  await expect(booth).toContainText("Waitlist: missing");
  await expect(booth).toContainText("Waitlist update cadence: missing");
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/admin-index-${width}.png`, fullPage: true });
  await booth.getByRole("link", { name: /Edit/ }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`${school.name}: waitlist, deposits, cost and awards`) })).toBeVisible();
  const form = page.getByRole("region", { name: "Add a fact" });
  await form.getByLabel("About").selectOption("waitlist");
  await form.getByLabel("What the source says").fill(`${school.name} reviews its waitlist every two weeks and takes one short update`);
  await form.getByLabel("Source page").fill(school.page);
  await form.getByLabel("Whose page").selectOption("school");
  await form.getByLabel("Takes updates from waitlisted applicants").selectOption("yes");
  await form.getByLabel("When it takes them").fill("after the round's decisions");
  await form.getByLabel("Word limit").fill("250");
  // A cadence refused first: a school that wants nothing has none.
  await form.getByLabel("Takes updates from waitlisted applicants").selectOption("no");
  await form.getByLabel("Update cadence (days)").fill("14");
  await form.getByRole("button", { name: "Add the fact" }).click();
  await expect(form.getByText("A school that wants nothing from its waitlist has no word limit or cadence")).toBeVisible();
  await form.getByLabel("Takes updates from waitlisted applicants").selectOption("yes");
  await form.getByRole("button", { name: "Add the fact" }).click();
  await expect(page.getByText("Fact Added")).toBeVisible();
  const waitlist = page.getByRole("region", { name: "Waitlist", exact: true });
  await expect(
    waitlist
      .getByRole("row")
      .filter({ hasText: `${school.name} reviews its waitlist every two weeks` })
      .first(),
  ).toContainText("cadence: every 14 days");
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/admin-school-${width}.png`, fullPage: true });
}

async function applicantReadsIt(page: Page, baseURL: string, school: School, width: string) {
  await submitted(page, baseURL, school.name);
  await page.goto(`/app/standing/${school.name}`);
  const decision = page.getByRole("region", { name: "The school's decision" });
  await decision.getByLabel("Decision", { exact: true }).selectOption("waitlisted");
  await decision.getByLabel("Day of the decision").fill(today());
  await decision.getByRole("button", { name: "Record the decision" }).click();
  await expect(page.getByText("Waitlisted recorded")).toBeVisible();
  await page.goto(`/app/waitlist/${school.name}`);
  await expect(page.getByRole("heading", { level: 1, name: `Waitlisted: ${school.name}` })).toBeVisible();
  const rules = page.getByRole("region", { name: "What the school accepts" });
  await expect(rules).toContainText(`${school.name} reviews its waitlist every two weeks`);
  await expect(rules).toContainText("Source: the school's own page, for 2026-2027.");
  await expect(rules).toContainText("When it takes updates: after the round's decisions.");
  await expect(rules).toContainText("Word limit: 250 words.");
  await expect(rules).toContainText(
    `Reminders: ${school.name} reviews its waitlist or takes updates every 14 days, according to the school's own page for 2026-2027. While you are waitlisted, Scout e-mails you at that cadence`,
  );
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/waitlist-${width}.png`, fullPage: true });
}

async function unsubscribeSignedOut(page: Page, baseURL: string, email: string, width: string) {
  await submitted(page, baseURL, "Tuck");
  await page.goto("/app/standing/Tuck");
  const slot = new Date(Math.ceil((Date.now() + 2.5 * HOUR) / 60_000) * 60_000).toISOString();
  const invite = page.getByRole("region", { name: "Invited to interview" });
  await invite.getByLabel("Format").selectOption("video");
  await invite.getByLabel("Time zone of the slot").selectOption("UTC");
  await invite.getByLabel("Interview date").fill(slot.slice(0, 10));
  await invite.getByLabel("Interview time").fill(slot.slice(11, 16));
  await invite.getByRole("button", { name: "Record the invitation" }).click();
  await expect(page.getByText("Invitation recorded")).toBeVisible();
  expect((await page.request.get("/cdn-cgi/local/scheduled?cron=0+*+*+*+*")).ok()).toBe(true);
  const mail = page.locator("li").filter({ hasText: "Your Tuck interview is in about two hours" }).filter({ hasText: email });
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(mail.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(mail.first()).toContainText("To stop these e-mails (no sign-in needed):");
  await mail.first().screenshot({ path: `${SHOTS}/outbox-${width}.png` });
  const link = await mail
    .first()
    .getByRole("link", { name: /\/email\/unsubscribe\?/ })
    .getAttribute("href");
  expect(link).toMatch(/k=interview-reminders$/);

  await page.context().clearCookies();
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Turn off interview reminders?" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/unsubscribe-ask-${width}.png`, fullPage: true });
  await page.getByRole("button", { name: "Turn off interview reminders" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("You will get no more interview reminder e-mails.");
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/unsubscribe-done-${width}.png`, fullPage: true });
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Interview reminders: already off" })).toBeVisible();
}

test("an operator adds a school's waitlist cadence and a waitlisted applicant reads it with its owner and age", async ({
  page,
  baseURL,
  admin: _,
  trialApplicant: __,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await operatorAddsCadence(page, BOOTH, "1280");
  await applicantReadsIt(page, baseURL!, BOOTH, "1280");
});

test("a season reminder's unsubscribe link turns that kind off, signed out", async ({ page, baseURL, trialApplicant }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await unsubscribeSignedOut(page, baseURL!, trialApplicant.email, "1280");
});

test("the season's facts and a reminder's unsubscribe link on a phone @mobile", async ({ page, baseURL, admin: _, trialApplicant }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await operatorAddsCadence(page, DARDEN, "390");
  await applicantReadsIt(page, baseURL!, DARDEN, "390");
  await unsubscribeSignedOut(page, baseURL!, trialApplicant.email, "390");
});
