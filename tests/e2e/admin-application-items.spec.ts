import { expect, expectAccessible, test } from "./fixtures";

// /admin/application-items: an operator corrects what a school asks, with its source;
// a yes without one is refused at its field.
test("an operator records Tuck's fee with its source, and its letters", async ({ page, admin: _ }) => {
  await page.goto("/admin/application-items");
  await expect(page.getByRole("heading", { level: 2, name: "Application items" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Tuck", exact: true }).click();
  const fee = page.getByRole("region", { name: "Application fee" });
  await fee.getByRole("combobox", { name: "Does the school ask it?" }).selectOption("yes");
  await fee.getByRole("textbox", { name: "What applicants read" }).fill("US$250");
  await fee.getByRole("textbox", { name: "Source" }).fill("");
  await fee.getByRole("button", { name: "Save Application fee" }).click();
  await expect(fee.getByText("Say where this was read: a yes or a no needs its source")).toBeVisible();
  await fee.getByRole("textbox", { name: "Source" }).fill("https://www.tuck.dartmouth.edu/admissions/how-to-apply");
  await fee.getByRole("button", { name: "Save Application fee" }).click();
  await expect(page.getByText("Tuck: Application fee. Applicants see it now.")).toBeVisible();
  const letters = page.getByRole("region", { name: "Recommendation letters" });
  await letters.getByRole("spinbutton", { name: "Number of letters" }).fill("2");
  await letters.getByRole("button", { name: "Save recommendation letters" }).click();
  await expect(page.getByText("Tuck: what recommenders are asked. Applicants see it now.")).toBeVisible();
  await expectAccessible(page);
});
