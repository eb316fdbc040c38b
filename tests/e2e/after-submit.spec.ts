import { type Page, expect, expectAccessible, test } from "./fixtures";
import { addSchoolsByRequest } from "./workspace-helpers";

// After Submitted, in the browser: Tuck's standing page records an interview invitation (its slot
// in the school's zone, shown on the dashboard soonest first), the interview, then a decision;
// a slot in the past, an interview before any invitation and a decision that cannot follow are
// refused with their reasons, and another applicant's school is not found.

const SCHOOL = "Tuck";
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function submitted(page: Page, baseURL: string) {
  await addSchoolsByRequest(page, baseURL, [SCHOOL]);
  const job = await page.request.post("/app/profile", {
    form: { intent: "add-position", employer: "Lagos Health Trust", title: "Operations Lead", startMonth: "2021-01", endMonth: "", teamSize: "8" },
    headers: { origin: baseURL },
  });
  expect(job.ok(), await job.text()).toBe(true);
  await page.goto(`/app/submit/${SCHOOL}`);
  await page.getByRole("combobox", { name: "Round" }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Mark submitted" }).click();
  await expect(page.getByText("Marked submitted")).toBeVisible();
  await page.getByRole("link", { name: "Interview and decision" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Where it stands: ${SCHOOL}` })).toBeVisible();
}

async function invitationInterviewDecision(page: Page, baseURL: string, shot: string) {
  await submitted(page, baseURL);
  await expect(page.getByText(/Scout does not have this year's date \(2026-27\)/).first()).toBeVisible();
  await expect(page.getByText(/not the school's own page/).first()).toBeVisible();

  // No invitation yet: an interview cannot be recorded (the form is not offered; the server refuses it too).
  const early = await page.request.post(`/app/standing/${SCHOOL}`, { form: { intent: "interviewed", happenedOn: day(0) }, headers: { origin: baseURL } });
  expect(early.status()).toBe(409);

  const invite = page.getByRole("region", { name: "Invited to interview" });
  await invite.getByLabel("Format").selectOption("video");
  await invite.getByLabel("Time zone of the slot").selectOption("America/New_York");
  await invite.getByLabel("With whom (optional)").fill("A second-year Admissions Associate");
  // A slot in the past is refused, by its field.
  await invite.getByLabel("Interview date").fill(day(-1));
  await invite.getByLabel("Interview time").fill("10:00");
  await invite.getByRole("button", { name: "Record the invitation" }).click();
  await expect(invite.getByText("That slot has already passed: enter the interview's date and time to come.")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/after-shots/${shot}-slot-refused.png`, fullPage: true });

  await invite.getByLabel("Interview date").fill(day(3));
  await invite.getByLabel("Interview time").fill("14:30");
  await invite.getByRole("button", { name: "Record the invitation" }).click();
  await expect(page.getByText("Invitation recorded")).toBeVisible();
  await expect(page.getByText(/Slot: .* \(America\/New_York\), video call, with A second-year Admissions Associate/)).toBeVisible();
  await expect(page.getByText("Invited to interview", { exact: true }).first()).toBeVisible();
  // The invitation opens preparation for Tuck's format, from the catalogue's source.
  const prepare = page.getByRole("region", { name: "Prepare for the interview" });
  await expect(prepare.getByText(/second-year Admissions Associates with only your resume/)).toBeVisible();
  // Timed to the slot: how long until it, and a mock of Tuck's format started from here.
  await expect(prepare.getByText(/^Your slot is in \d+ days?( and \d+ hours?)?\.$/)).toBeVisible();
  await expect(prepare.getByRole("button", { name: /^Start a mock: .* \(\d+ min\)$/ }).first()).toBeVisible();

  // Admitted while the interview is still to come is not offered; the server refuses it too.
  const decision = page.getByRole("region", { name: "The school's decision" });
  await expect(decision.getByLabel("Decision", { exact: true }).locator("option")).toHaveText(["Pick the decision", "Denied", "Withdrawn"]);
  const admitted = await page.request.post(`/app/standing/${SCHOOL}`, {
    form: { intent: "decision", decision: "admitted", happenedOn: day(0) },
    headers: { origin: baseURL },
  });
  expect(admitted.status()).toBe(409);
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/after-shots/${shot}-invited.png`, fullPage: true });

  // The dashboard: waiting on Tuck, the interview next.
  await page.goto("/app");
  const waiting = page.getByRole("region", { name: "Waiting on your schools" });
  await expect(waiting.getByRole("link", { name: SCHOOL })).toBeVisible();
  await expect(waiting.getByText(/Invited to interview · Interview /)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/after-shots/${shot}-dashboard.png`, fullPage: true });

  await waiting.getByRole("link", { name: SCHOOL }).click();
  const interviewed = page.getByRole("region", { name: "The interview took place" });
  await interviewed.getByLabel("Day of the interview").fill(day(0));
  await interviewed.getByRole("button", { name: "Record the interview" }).click();
  await expect(page.getByText("Interview recorded")).toBeVisible();

  // The private debrief of the real interview, in the applicant's own words.
  const debrief = page.getByRole("region", { name: /^Your debrief of the interview/ });
  await debrief.getByLabel("What they asked").fill("Walk me through your resume.\nA time you changed a team's mind.");
  await debrief.getByLabel("How it went").fill("Calm until the last question.");
  await debrief.getByRole("button", { name: "Save the debrief" }).click();
  await expect(page.getByText("Debrief saved")).toBeVisible();
  // Tuck asks for no reflection, as far as Scout knows.
  await expect(page.getByRole("region", { name: "Your post-interview reflection" })).toHaveCount(0);

  // A decision dated before Submitted is refused by its field; then the real one.
  await decision.getByLabel("Decision", { exact: true }).selectOption("waitlisted");
  await decision.getByLabel("Day of the decision").fill("2020-01-01");
  await decision.getByRole("button", { name: "Record the decision" }).click();
  await expect(decision.getByText(/That is before you submitted/)).toBeVisible();
  await decision.getByLabel("Day of the decision").fill(day(0));
  await decision.getByRole("button", { name: "Record the decision" }).click();
  await expect(page.getByText("Waitlisted recorded")).toBeVisible();
  await expect(page.getByText("Waitlisted", { exact: true }).first()).toBeVisible();
  // A waitlist leads to the school's rules and the letter.
  await expect(page.getByRole("link", { name: /accepts from its waitlist, and your letter/ })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/after-shots/${shot}-waitlisted.png`, fullPage: true });

  // A mistake is taken back, latest step only.
  await page.getByRole("button", { name: "Take back “Waitlisted”" }).click();
  await expect(page.getByText("Step taken back")).toBeVisible();
  await expect(page.getByRole("button", { name: "Take back “Interviewed”" })).toBeVisible();
}

test("an invitation, the interview and a decision, with the bad inputs refused", async ({ page, trialApplicant: _, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await invitationInterviewDecision(page, baseURL!, "desktop");
  // Another applicant's school, or one not in the list, is not found.
  expect((await page.request.get("/app/standing/Wharton")).status()).toBe(404);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("an invitation, the interview and a decision, with the bad inputs refused @mobile", async ({ page, trialApplicant: _, baseURL }) => {
    await invitationInterviewDecision(page, baseURL!, "phone");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
