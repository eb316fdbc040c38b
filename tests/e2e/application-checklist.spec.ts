import { type Page, expect, expectAccessible, test } from "./fixtures";
import { addSchool, addSchoolsByRequest } from "./workspace-helpers";

// Each school's whole application on its dashboard card: what the school asks (with
// its source, or "not verified"), the applicant's test score, items marked done or not needed,
// items they add, and the school's progress counting all of it.
const main = (page: Page) => page.getByRole("main");

test("an applicant works through Harvard's checklist: a score, items done and not needed, one of their own", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app");
  await addSchool(page, "Harvard Business School");
  const hbs = main(page).getByRole("region", { name: "Harvard Business School", exact: true });
  const progress = hbs.getByRole("progressbar", { name: "Harvard Business School progress" });
  await expect(progress).toHaveAttribute("aria-valuenow", "0");

  // With no deadline ahead known, what takes others' time comes first: Harvard's two letters.
  const next = main(page).getByRole("region", { name: "What to do next" });
  await expect(next).toContainText("Find a recommender for a letter");
  await expect(hbs.getByRole("link", { name: /^Letters: / })).toHaveText("Letters: 2 without a recommender yet (Harvard Business School)");

  // The checklist unfolds by keyboard.
  const summary = hbs.locator("summary", { hasText: "Application checklist" });
  // Test score, English test (HBS asks one of some applicants), transcripts, form, fee, interview.
  await expect(summary).toContainText("0 of 6 done");
  await summary.focus();
  await page.keyboard.press("Enter");
  const item = (label: string) => hbs.getByRole("listitem").filter({ has: page.getByText(label, { exact: true }) });
  await expect(item("Test score")).toContainText("GMAT (10th or Focus Edition) or GRE");
  await expect(item("Interview").getByRole("link", { name: /Practice in Mock Interviews/ })).toHaveAttribute("href", "/app/interviews");
  await expect(item("Application fee")).toContainText("Source: hbs.edu, 2023-2024.");
  await expect(item("Application fee").getByRole("link", { name: /^hbs\.edu for Application fee/ })).toHaveAttribute("href", /^https:\/\/www\.hbs\.edu\//);

  // A score out of the test's range is refused at its field; a real one shows on the item.
  await item("Test score").getByText("Enter your score").click();
  await item("Test score").getByRole("spinbutton", { name: "Total score" }).fill("900");
  await item("Test score").getByLabel("Date taken").fill("2026-10-12");
  await item("Test score").getByRole("button", { name: "Save score" }).click();
  await expect(item("Test score").getByText("A GMAT Focus Edition total is 205-805, ends in 5")).toBeVisible();
  await item("Test score").getByRole("spinbutton", { name: "Total score" }).fill("705");
  await item("Test score").getByRole("button", { name: "Save score" }).click();
  await expect(page.getByText("Score saved")).toBeVisible();
  await expect(item("Test score")).toContainText("GMAT Focus Edition 705");

  await item("Transcripts").getByRole("button", { name: "Mark done: Transcripts, Harvard Business School" }).click();
  await expect(item("Transcripts").getByText(/^Done /)).toBeVisible();
  await expect(summary).toContainText("1 of 6 done");
  await expect(progress).not.toHaveAttribute("aria-valuenow", "0");
  await item("Application fee").getByRole("button", { name: "Not needed: Application fee, Harvard Business School" }).click();
  await expect(summary).toContainText("1 of 5 done");

  // An item of their own: added, done, removed.
  await hbs.getByRole("textbox", { name: "Add an item for Harvard Business School" }).fill("Campus visit");
  await hbs.getByRole("button", { name: "Add item" }).click();
  await expect(item("Campus visit")).toContainText("Added by you");
  await item("Campus visit").getByRole("button", { name: "Mark done: Campus visit, Harvard Business School" }).click();
  await expect(summary).toContainText("2 of 6 done");
  await expectAccessible(page);
  await item("Campus visit").getByRole("button", { name: "Remove Campus visit from Harvard Business School's checklist" }).click();
  await expect(item("Campus visit")).toHaveCount(0);
});

// The browser unfolds a <details> by itself, so an applicant can open a checklist before the
// page's script has run; its contents must still come once the script does.
test("a checklist unfolded before the page's script ran shows its items once the script comes", async ({ page, trialApplicant: _, baseURL }) => {
  await addSchoolsByRequest(page, baseURL!, ["Harvard Business School"]);
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // Not "domcontentloaded": that waits for the held module scripts.
  await page.goto("/app", { waitUntil: "commit" });
  const hbs = main(page).getByRole("region", { name: "Harvard Business School", exact: true });
  const summary = hbs.locator("summary", { hasText: "Application checklist" });
  await summary.click();
  await expect(summary.locator("xpath=..")).toHaveAttribute("open", "");
  release();
  const item = hbs.getByRole("listitem").filter({ has: page.getByText("Test score", { exact: true }) });
  await expect(item.getByText("Enter your score")).toBeVisible();
});
