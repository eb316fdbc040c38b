import { type Page, expect, expectAccessible, test } from "./fixtures";
import { addAgreedRecommender, addSchoolsByRequest, saveStatus } from "./workspace-helpers";

// One school from not started to Ready to Submitted, in the browser: the checks name what is
// left and link to where it is fixed, Ready shows the portal's fields to copy, and Submitted keeps
// a read-only copy of what was sent. MIT Sloan asks for one essay and one letter.

const SCHOOL = "MIT Sloan";
const letter =
  "Dear members of the Admissions Committee, when our clinic in Lagos ran out of vaccines I rebuilt its supply chain with eight nurses and two drivers. I want to learn at Sloan how to build health systems that do not break.";

async function notStartedToSubmitted(page: Page, baseURL: string, shot: string) {
  await addSchoolsByRequest(page, baseURL, [SCHOOL]);
  await page.goto("/app");
  await page.getByRole("link", { name: `Ready to submit? ${SCHOOL}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Ready to submit: ${SCHOOL}` })).toBeVisible();
  await expect(page.getByText(/^Not ready: \d+ things to fix$/)).toBeVisible();
  await expect(page.getByText("Not written yet")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/submit-shots/${shot}-not-ready.png`, fullPage: true });

  // The finding links to the essay: written there.
  await page.getByRole("link", { name: "Open Cover letter" }).click();
  const text = page.getByRole("textbox", { name: /Essay text/ });
  await text.fill(letter);
  await expect(saveStatus(page)).toHaveText("Saved");

  // The rest of the form, written once on the profile.
  await page.goto("/app/profile");
  await page.getByRole("textbox", { name: "Employer" }).fill("Lagos Health Trust");
  await page.getByRole("textbox", { name: "Title" }).fill("Operations Lead");
  await page.getByLabel("Started (month)").fill("2021-01");
  await page.getByRole("spinbutton", { name: "Team size" }).fill("8");
  await page.getByRole("button", { name: "Add job" }).click();
  await expect(page.getByText("Operations Lead, Lagos Health Trust, 2021-01 to present, team of 8")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/submit-shots/${shot}-profile.png`, fullPage: true });

  // The checklist and the letter, done.
  for (const kind of ["test", "transcripts", "form", "fee", "video"]) {
    const response = await page.request.post("/app?index", {
      form: { intent: "item-status", school: SCHOOL, kind, status: "done" },
      headers: { origin: baseURL },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await addAgreedRecommender(page, SCHOOL);
  // The page reloads its data after the first status: the second is chosen on the page as reloaded.
  await page.reload();
  const card = page.getByRole("region", { name: "Jo Rivera", exact: true });
  await card.getByRole("combobox", { name: `Status of Jo Rivera's letter for ${SCHOOL}` }).selectOption("submitted");
  await card.getByRole("button", { name: `Save status of Jo Rivera's letter for ${SCHOOL}` }).click();
  await expect(page.getByText(`${SCHOOL}: Submitted`)).toBeVisible();

  await page.goto(`/app/submit/${encodeURIComponent(SCHOOL)}`);
  await expect(page.getByText("Ready", { exact: true })).toBeVisible();
  const field = page.getByRole("region", { name: "Cover letter", exact: true });
  await expect(field.getByRole("button", { name: "Copy for the portal" })).toBeVisible();
  await expect(field.getByText(/The portal will count \d+ of 300 words/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Work history", exact: true }).getByRole("button", { name: "Copy for the portal" })).toBeVisible();
  await expect(page.getByText(/Scout does not have this school's form questions for 2026-27/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/submit-shots/${shot}-ready.png`, fullPage: true });

  // Submitted, with the round and the day; what was sent opens read only.
  await page.getByRole("combobox", { name: "Round" }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Mark submitted" }).click();
  await expect(page.getByText("Marked submitted")).toBeVisible();
  await expect(page.getByText("Submitted", { exact: true }).first()).toBeVisible();
  await page.getByRole("link", { name: "Open what you sent" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `What you sent to ${SCHOOL}` })).toBeVisible();
  await expect(page.getByText(letter)).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/submit-shots/${shot}-sent.png`, fullPage: true });
}

test("one school goes from not started to Ready to Submitted", async ({ page, trialApplicant: _, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await notStartedToSubmitted(page, baseURL!, "desktop");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("one school goes from not started to Ready to Submitted @mobile", async ({ page, trialApplicant: _, baseURL }) => {
    await notStartedToSubmitted(page, baseURL!, "phone");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

// The Mark submitted form's file comes after the page's first ones: sent before it arrives (a
// quick click), the browser posts the form itself and the page comes back marked, with its toast.
test("Mark submitted sent before the form's script arrives", async ({ page, trialApplicant: _, baseURL }) => {
  await addSchoolsByRequest(page, baseURL!, ["Tuck"]);
  const job = await page.request.post("/app/profile", {
    form: { intent: "add-position", employer: "Lagos Health Trust", title: "Operations Lead", startMonth: "2021-01", endMonth: "", teamSize: "8" },
    headers: { origin: baseURL! },
  });
  expect(job.ok(), await job.text()).toBe(true);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/submit-form-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/app/submit/Tuck");
  await page.getByRole("combobox", { name: "Round" }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Mark submitted" }).click();
  await expect(page.getByText("Marked submitted")).toBeVisible();
  await expect(page.getByRole("link", { name: "Interview and decision" })).toBeVisible();
  release();
});
