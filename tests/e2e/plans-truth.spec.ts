import { expect, expectAccessible, test } from "./fixtures";

// A plan never sells what this installation does not offer (#28.7); the browser tests run with no
// office hours set up, as a fresh installation.
test("a trial user sees only what is offered, the trial's own limits, and chooses the plan the trial becomes", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app");
  const officeHours = page.getByRole("navigation", { name: "Applications" }).getByRole("link", { name: /Office Hours/ });
  await expect(officeHours).toHaveText("Office Hours");

  await page.goto("/plans");
  await expect(page.getByRole("heading", { name: "Legacy" })).toHaveCount(0);
  await expect(page.getByText(/office hours/i)).toHaveCount(0);
  const pro = page.getByRole("region", { name: "Pro" });
  await expect(pro.getByText("Unlimited AI coaching (chat and voice)")).toBeVisible();
  await expect(pro.getByText("During the free trial: 50 messages, 5 voice minutes and 3 essays.")).toBeVisible();
  await expect(pro.getByText("Your trial's plan")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Continue my trial on Essential" }).click();
  await expect(page.getByText(/Your trial continues on Essential/)).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await page.goto("/plans");
  await expect(page.getByRole("region", { name: "Essential" }).getByText("Your trial's plan")).toBeVisible();
});
