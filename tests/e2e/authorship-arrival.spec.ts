import { expect, expectAccessible, test } from "./fixtures";
import { addSchool, saveStatus, sidebar } from "./workspace-helpers";

// The authorship report says how the text arrived in the editor, as the browser reported it: what
// was typed and what was pasted, never "typed by the applicant" for words that were pasted.

test("typed and pasted words are each reported as what they were, in the reader's own time zone", async ({ page, context, trialApplicant }) => {
  void trialApplicant;
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/app");
  await addSchool(page, "Stanford GSB");
  await sidebar(page)
    .getByRole("link", { name: /Essay A: What matters most/ })
    .click();
  const text = page.getByRole("textbox", { name: /Essay text/ });
  await text.click();
  await page.keyboard.type("Hello. ");
  const pasted = Array.from({ length: 40 }, (_, i) => `pasted${i}`).join(" ");
  await page.evaluate((words) => navigator.clipboard.writeText(words), pasted);
  await page.keyboard.press("ControlOrMeta+V");
  await expect(text).toHaveValue(`Hello. ${pasted}`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(saveStatus(page)).toHaveText("Saved");

  await page.getByRole("link", { name: "Authorship report" }).click();
  await expect(page.getByTestId("version-1-arrival")).toHaveText("How its text arrived: 7 characters typed in Scout's editor; 40 words pasted in 1 paste.");
  await expect(page.getByText(/cannot see where pasted text came from/)).toBeVisible();
  await expect(page.getByText(/typed by the applicant/)).toHaveCount(0);
  // Times in this browser's zone, named (Playwright's default zone is the machine's).
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(page.getByText(`(${zone})`).first()).toBeVisible();
  await expectAccessible(page);
});
