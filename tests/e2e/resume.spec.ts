import { expect, expectAccessible, test } from "./fixtures";
import { expectDraftKept, saveStatus } from "./workspace-helpers";

// The resume is as safe as an essay, and its feedback is highlights in its text.

test("a pasted resume saves itself: the tab closed, the next visit has it", async ({ page, context, trialApplicant: _ }) => {
  await page.goto("/app/resume");
  const text = page.getByRole("textbox", { name: /Resume text/ });
  await text.fill("Analyst at Northwind, 2021-2025. Grew revenue 30%.");
  await expect(saveStatus(page)).toHaveText("Saved");
  await page.close();

  const next = await context.newPage();
  await next.goto("/app/resume");
  await expect(next.getByRole("textbox", { name: /Resume text/ })).toHaveValue("Analyst at Northwind, 2021-2025. Grew revenue 30%.");
  await expectAccessible(next);
});

test("resume text that could not be saved is kept on this device and offered back", async ({ page, context, trialApplicant: _ }) => {
  await page.goto("/app/resume");
  const text = page.getByRole("textbox", { name: /Resume text/ });
  await expect(text).toBeVisible();
  await context.setOffline(true);
  await text.fill("Pasted while the train was in a tunnel.");
  await expectDraftKept(page);
  await page.close();
  await context.setOffline(false);

  const next = await context.newPage();
  await next.goto("/app/resume");
  await expect(next.getByText(/You have unsaved text from/)).toBeVisible();
  await next.getByRole("button", { name: "Restore" }).click();
  await expect(next.getByRole("textbox", { name: /Resume text/ })).toHaveValue("Pasted while the train was in a tunnel.");
  await expect(saveStatus(next)).toHaveText("Saved");
});

test("resume feedback is highlighted in the text, each comment linked to its passage", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app/resume");
  const text = page.getByRole("textbox", { name: /Resume text/ });
  await text.fill("Analyst at Northwind. I recieved an award for grid storage.");
  // Pasted and asked at once: saved first, then reviewed, never "Save Required".
  await page.getByRole("button", { name: "Get Feedback" }).click();
  const panel = page.getByRole("region", { name: "Feedback" });
  await expect(panel).toContainText("“recieved” may be misspelled");
  await expect(page.locator("mark").filter({ hasText: "recieved" })).toHaveCount(1);
  await expect(page.getByText("Please save your resume before getting feedback.")).toHaveCount(0);
  await expectAccessible(page);

  const misspelled = panel.getByRole("listitem").filter({ hasText: "may be misspelled" }).first();
  await misspelled.getByRole("button", { name: /^Show in text/ }).click();
  await expect(misspelled).toHaveAttribute("aria-current", "true");
  await misspelled.getByRole("button", { name: /^Apply “received”/ }).click();
  await expect(text).toHaveValue("Analyst at Northwind. I received an award for grid storage.");
  await expect(panel).not.toContainText("“recieved” may be misspelled");
  await page.reload();
  await expect(page.getByRole("textbox", { name: /Resume text/ })).toHaveValue("Analyst at Northwind. I received an award for grid storage.");
});
