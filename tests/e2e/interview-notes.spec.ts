import { expect, expectAccessible, test } from "./fixtures";
import { addSchoolsByRequest } from "./workspace-helpers";

// HBS after its interview, in the browser: a mock of HBS's format started from the standing page
// while the slot is ahead, then the interview, the private debrief, and the reflection with its
// deadline 24 hours after the slot and its sources named (the school's old page, a consultancy).

const HBS = "Harvard Business School";
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("a mock timed to HBS's slot, then the debrief and the reflection due 24 hours after it", async ({ page, trialApplicant: _, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await addSchoolsByRequest(page, baseURL!, [HBS]);
  const job = await page.request.post("/app/profile", {
    form: { intent: "add-position", employer: "Lagos Health Trust", title: "Operations Lead", startMonth: "2021-01", endMonth: "", teamSize: "8" },
    headers: { origin: baseURL! },
  });
  expect(job.ok(), await job.text()).toBe(true);
  await page.goto(`/app/submit/${encodeURIComponent(HBS)}`);
  await page.getByRole("combobox", { name: "Round" }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Mark submitted" }).click();
  await expect(page.getByText("Marked submitted")).toBeVisible();

  await page.goto(`/app/standing/${encodeURIComponent(HBS)}`);
  const invite = page.getByRole("region", { name: "Invited to interview" });
  await invite.getByLabel("Format").selectOption("video");
  await invite.getByLabel("Time zone of the slot").selectOption("America/New_York");
  await invite.getByLabel("Interview date").fill(day(2));
  await invite.getByLabel("Interview time").fill("09:00");
  await invite.getByRole("button", { name: "Record the invitation" }).click();
  await expect(page.getByText("Invitation recorded")).toBeVisible();

  const prepare = page.getByRole("region", { name: "Prepare for the interview" });
  await expect(prepare.getByText(/^Your slot is in (1 day|2 days)( and \d+ hours?)?\.$/)).toBeVisible();
  await prepare
    .getByRole("button", { name: /^Start a mock: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/app\/interviews\/[^/]+$/);
  await expect(page.getByText("Interview Ready")).toBeVisible();

  await page.goto(`/app/standing/${encodeURIComponent(HBS)}`);
  const interviewed = page.getByRole("region", { name: "The interview took place" });
  await interviewed.getByLabel("Day of the interview").fill(day(0));
  await interviewed.getByRole("button", { name: "Record the interview" }).click();
  await expect(page.getByText("Interview recorded")).toBeVisible();

  const debrief = page.getByRole("region", { name: /^Your debrief of the interview/ });
  await debrief.getByLabel("What they asked").fill("Why leave operations now?");
  await debrief.getByRole("button", { name: "Save the debrief" }).click();
  await expect(page.getByText("Debrief saved")).toBeVisible();

  const reflection = page.getByRole("region", { name: "Your post-interview reflection" });
  await expect(reflection.getByText(/^Due by .*, 24 hours after your interview's slot\.$/)).toBeVisible();
  await expect(reflection.getByText(/Source: the school's own page, undated/)).toBeVisible();
  await expect(reflection.getByText(/Source: mbaMission, a consultancy \(not the school\)/)).toBeVisible();
  // A text longer than the field takes is stopped by the field; the server refuses it too (integration tests).
  await reflection.getByLabel("Your reflection").fill("One thing I did not say: the clinic budget was mine to cut, and I chose whom to keep.");
  await reflection.getByRole("button", { name: "Save the reflection" }).click();
  await expect(page.getByText("Reflection saved")).toBeVisible();
  await expect(reflection.getByText(/19 words saved\. Under the 300 to 450 words the source gives\./)).toBeVisible();
  await expectAccessible(page);
  await reflection.screenshot({ path: "/tmp/after-shots/desktop-reflection.png" });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("region", { name: "Your post-interview reflection" })).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("region", { name: "Your post-interview reflection" }).screenshot({ path: "/tmp/after-shots/phone-reflection.png" });
  await page
    .getByRole("region", { name: "Prepare for the interview" })
    .or(page.getByRole("region", { name: /^Your debrief/ }))
    .first()
    .screenshot({ path: "/tmp/after-shots/phone-debrief.png" });
});
