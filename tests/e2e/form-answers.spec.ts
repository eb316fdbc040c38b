import { expect, expectAccessible, test } from "./fixtures";
import { addSchoolsByRequest } from "./workspace-helpers";

// A form that posts in place keeps the problems the action named by their fields only until the
// next answer: once a try is stored, the last refusal's message goes with it.
test("a refused score's message goes once the next score is saved", async ({ page, trialApplicant: _, baseURL }) => {
  await addSchoolsByRequest(page, baseURL!, ["Harvard Business School"]);
  await page.goto("/app");
  const hbs = page.getByRole("main").getByRole("region", { name: "Harvard Business School", exact: true });
  await hbs.locator("summary", { hasText: "Application checklist" }).click();
  const item = hbs.getByRole("listitem").filter({ has: page.getByText("Test score", { exact: true }) });
  await item.getByText("Enter your score").click();
  const score = item.getByRole("spinbutton", { name: "Total score" });
  await score.fill("900");
  await item.getByLabel("Date taken").fill("2026-10-12");
  await item.getByRole("button", { name: "Save score" }).click();
  const refusal = item.getByText("A GMAT Focus Edition total is 205-805, ends in 5");
  await expect(refusal).toBeVisible();
  await expect(score).toHaveAttribute("aria-invalid", "true");

  await score.fill("705");
  await item.getByRole("button", { name: "Save score" }).click();
  await expect(page.getByText("Score saved")).toBeVisible();
  await expect(item).toContainText("GMAT Focus Edition 705");
  await expect(refusal).toHaveCount(0);
  await expect(score).not.toHaveAttribute("aria-invalid");
  await expectAccessible(page);
});
