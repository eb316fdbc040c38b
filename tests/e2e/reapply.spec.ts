import { type Page, expect, expectAccessible, test } from "./fixtures";
import { addSchoolsByRequest, saveStatus } from "./workspace-helpers";

// Denied, then applying again next cycle, in the browser: the standing page says what one step
// carries over and what it leaves alone, the step is taken by keyboard, the essay is carried over
// as a new version (the copy sent unchanged), and Tuck's reapplicant question is marked as the
// applicant's on its Ready page, against this cycle's questions, said so.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const WHY = "Essay 1: Why MBA, why now, why Tuck";
const story = "In March I rebuilt our clinic network's supply chain with eight nurses, and stock-outs fell by half.";

async function writeTuckEssay(page: Page) {
  await page.goto("/app/submit/Tuck");
  await page.getByRole("link", { name: WHY, exact: true }).click();
  await page.getByRole("textbox", { name: /Essay text/ }).fill(story);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(saveStatus(page)).toHaveText("Saved");
}

async function deniedAtTuck(page: Page) {
  await page.goto("/app/submit/Tuck");
  await page.getByRole("combobox", { name: "Round" }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Mark submitted" }).click();
  await expect(page.getByText("Marked submitted")).toBeVisible();
  await page.goto("/app/standing/Tuck");
  const form = page.getByRole("region", { name: "The school's decision" });
  await form.getByLabel("Decision", { exact: true }).selectOption("denied");
  await form.getByLabel("Day of the decision").fill(day(0));
  await form.getByRole("button", { name: "Record the decision" }).click();
  await expect(page.getByText("Denied recorded")).toBeVisible();
}

async function reapply(page: Page, baseURL: string, shot: string) {
  await addSchoolsByRequest(page, baseURL, ["Tuck"]);
  await writeTuckEssay(page);
  await deniedAtTuck(page);

  const panel = page.getByRole("region", { name: "Reapply next cycle (2027-28)" });
  await expect(panel.getByText(`${WHY}, from version 2`)).toBeVisible();
  await expect(panel.getByText(/^Scout does not have Tuck's 2027-28 questions yet: your essays are carried over against its 2026-27 questions/)).toBeVisible();
  await expect(panel.getByText(/"Reapplicant essay \(reapplicants only\)" is required of you at Tuck/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/reapply-shots/${shot}-offered.png`, fullPage: true });

  // By keyboard: the button takes focus and Enter takes the step.
  const button = panel.getByRole("button", { name: "Reapply for 2027-28" });
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Reapplying for 2027-28", { exact: true })).toBeVisible();
  await expect(page.getByText("Tuck: 1 essay carried over as a new version; what you sent stays as it was.")).toBeVisible();
  await expect(panel.getByRole("status")).toHaveText(/^Reapplying to Tuck for 2027-28, since .*\. The versions you sent stay as they were\.$/);
  await expect(panel.getByRole("listitem").filter({ hasText: WHY })).toHaveText(`${WHY}: version 3, carried over from version 2`);
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/reapply-shots/${shot}-carried.png`, fullPage: true });

  // The carried version holds the applicant's words; the copy sent to the school is unchanged.
  await panel.getByRole("link", { name: WHY }).click();
  await expect(page.getByRole("textbox", { name: /Essay text/ })).toHaveValue(story);
  const sent = await page.request.get("/app/submit/Tuck/sent.txt");
  expect(await sent.text()).toContain(story);

  // The 2027-28 application: not yet sent, its reapplicant question the applicant's to answer.
  await page.goto("/app/standing/Tuck");
  await page.getByRole("link", { name: "Your 2027-28 application to Tuck: Ready to submit?" }).click();
  await expect(page.getByText(/^Your 2027-28 reapplication to Tuck\. Scout does not have Tuck's 2027-28 questions yet/)).toBeVisible();
  await expect(page.getByText("Reapplicants only: you are reapplying to this school")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark submitted" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/reapply-shots/${shot}-ready.png`, fullPage: true });

  // A second time is refused with why; a school not in the list is not found.
  const twice = await page.request.post("/app/standing/Tuck", { form: { intent: "reapply" }, headers: { origin: baseURL } });
  expect(twice.status()).toBe(409);
  const elsewhere = await page.request.post("/app/standing/Wharton", { form: { intent: "reapply" }, headers: { origin: baseURL } });
  expect(elsewhere.status()).toBe(404);
}

test("denied at Tuck, then reapplying for 2027-28: essays carried over, the reapplicant question marked", async ({ page, trialApplicant: _, baseURL }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await reapply(page, baseURL!, "desktop");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("denied, then reapplying next cycle @mobile", async ({ page, trialApplicant: _, baseURL }) => {
    test.setTimeout(180_000);
    await reapply(page, baseURL!, "phone");
    await page.goto("/app/standing/Tuck");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
