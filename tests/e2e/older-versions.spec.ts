import { expect, expectAccessible, test } from "./fixtures";
import { openFirstTuckEssay, saveStatus } from "./workspace-helpers";

// An older version is the essay's history (docs/product-rules.md §7a): it opens read only, naming
// the newest, and goes on only as a new version; an editor left open on a version that another
// tab has since made older is told so, and keeps its text.

test("an older version opens read only, and its text goes on as a new version", async ({ page, trialApplicant: _ }) => {
  await openFirstTuckEssay(page);
  await page.getByRole("textbox", { name: /Essay text/ }).fill("The first draft, about the river.");
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 10_000 });
  await page.getByRole("button", { name: "Versions" }).click();
  const versions = page.getByRole("dialog", { name: "Manage Versions" });
  await versions.getByRole("button", { name: "New Version" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Version 2", { timeout: 15_000 });
  await page.getByRole("textbox", { name: /Essay text/ }).fill("The second draft, about the mountain.");
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 10_000 });

  await page.getByRole("button", { name: "Versions" }).click();
  await versions.getByRole("listitem").filter({ hasText: "Version 1" }).getByRole("link", { name: "Open" }).click();
  const notice = page.getByRole("region", { name: "Older version" });
  await expect(notice).toContainText("This is version 1, an older version: it is kept as it was and cannot be edited.");
  await expect(page.getByRole("region", { name: "Text of version 1" })).toHaveText("The first draft, about the river.");
  await expect(page.getByRole("textbox", { name: /Essay text/ })).toHaveCount(0);
  await expectAccessible(page);

  await notice.getByRole("button", { name: "Copy into a new version" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Version 3", { timeout: 15_000 });
  await expect(page.getByRole("textbox", { name: /Essay text/ })).toHaveValue("The first draft, about the river.");

  // Version 2 is as it was, and version 1 still points to the newest, now version 3.
  await page.goBack();
  await expect(page.getByRole("region", { name: "Older version" }).getByRole("link", { name: "Open version 3" })).toBeVisible();
});

test("an editor left open on a version another tab made older does not save into it, and keeps its text", async ({ page, context, trialApplicant: _ }) => {
  await openFirstTuckEssay(page);
  const text = page.getByRole("textbox", { name: /Essay text/ });
  await text.fill("Written in the first tab.");
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 10_000 });
  const firstVersion = page.url();

  const other = await context.newPage();
  await other.goto(firstVersion);
  await other.getByRole("button", { name: "Versions" }).click();
  await other.getByRole("dialog", { name: "Manage Versions" }).getByRole("button", { name: "New Version" }).click();
  await expect(other.getByRole("heading", { level: 1 })).toContainText("Version 2", { timeout: 15_000 });

  // The first tab's autosave is refused; its text stays in its editor, with the ways on.
  await text.fill("Written in the first tab, then more.");
  const refused = page.getByRole("alert").filter({ hasText: "Version 2 of this essay was made since you opened this one" });
  await expect(refused).toBeVisible({ timeout: 10_000 });
  await expect(refused.getByRole("link", { name: "Open version 2" })).toBeVisible();
  await expect(text).toHaveValue("Written in the first tab, then more.");
  await expectAccessible(page);

  // Version 1 opened again (here in the second tab) is read only, and offers the kept text on.
  await other.goto(firstVersion);
  await expect(other.getByRole("region", { name: "Text of version 1" })).toHaveText("Written in the first tab.");
  const kept = other.getByRole("status").filter({ hasText: "is kept on this device, not saved: this version is older." });
  await kept.getByRole("button", { name: "Save it as a new version" }).click();
  await expect(other.getByRole("heading", { level: 1 })).toContainText("Version 3", { timeout: 15_000 });
  await expect(other.getByRole("textbox", { name: /Essay text/ })).toHaveValue("Written in the first tab, then more.");
  await other.goBack();
  await expect(other.getByRole("region", { name: "Older version" })).toBeVisible();
  await expect(other.getByText("is kept on this device, not saved")).toHaveCount(0);

  // The first tab keeps its own text as a version too.
  await refused.getByRole("button", { name: "Save mine as a new version" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Version 4", { timeout: 15_000 });
  await expect(page.getByRole("textbox", { name: /Essay text/ })).toHaveValue("Written in the first tab, then more.");
});
