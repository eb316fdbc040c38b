import { expect, expectAccessible, test } from "./fixtures";
import { addSchool, addSchoolOnPhone, expectDraftKept, openFirstTuckEssay, saveStatus, sidebar } from "./workspace-helpers";

test("add a school, write, save, make a version and compare", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app");
  await addSchool(page, "Wharton");
  await expect(sidebar(page).getByRole("link", { name: /Essay 2: Contribution to the Wharton community/ })).toBeVisible();
  // Scout has no 2026-27 date for Wharton: the sidebar says so (and which round, while last year's is ahead a year on).
  await expect(sidebar(page).getByText(/^2026-27 cycle · (R\d: Scout doesn't have the date yet|No upcoming date in Scout)/)).toBeVisible();
  await expectAccessible(page);

  await sidebar(page)
    .getByRole("link", { name: /Essay 2: Contribution/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Essay 2: Contribution to the Wharton community");
  await expect(page.getByText("Limit: 350 words", { exact: true })).toBeVisible();
  // The prompt sits above the text; the text starts empty and only the writer's words count.
  await expect(page.getByRole("region", { name: "Prompt" })).toContainText("Limit: 350 words");
  const text = page.getByRole("textbox", { name: /Essay text/ });
  await expect(text).toHaveValue("");
  await expect(page.getByText("0 / 350 words")).toBeVisible();
  await text.fill("I organized a lunch club for first-generation students. It grew to forty members.");
  await expect(page.getByText("13 / 350 words")).toBeVisible();
  // Saved a moment after typing stops, with no button pressed; a reload finds it on the server.
  await expect(saveStatus(page)).toHaveText("Saved");
  await page.reload();
  await expect(page.getByRole("textbox", { name: /Essay text/ })).toHaveValue(
    "I organized a lunch club for first-generation students. It grew to forty members.",
  );
  await expectAccessible(page);

  await page.getByRole("button", { name: "Versions" }).click();
  const versions = page.getByRole("dialog", { name: "Manage Versions" });
  await versions.getByLabel("Notes for the new version").fill("Sharper ending");
  await versions.getByRole("button", { name: "New Version" }).click();
  // The new version's page is the real signal (under load the redirect can take a while); its toast comes with it.
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Version 2");
  await expect(page.getByText("Version Created")).toBeVisible();
  await expect(sidebar(page).getByText("v2")).toBeVisible();

  await page.getByRole("textbox", { name: /Essay text/ }).fill("I organized a lunch club for first-generation students. It grew to sixty members.");
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Essay Saved")).toBeVisible();
  await expect(saveStatus(page)).toHaveText("Saved");
  await page.getByRole("button", { name: "Versions" }).click();
  await versions.getByRole("button", { name: "Compare" }).click();
  const compare = versions.getByRole("region", { name: "Compare versions" });
  await expect(compare.locator("del")).toContainText("forty");
  await expect(compare.locator("ins")).toContainText("sixty");
  await expectAccessible(page);
});

test("the unsaved-changes dialog guards switching essays", async ({ page, trialApplicant: _ }) => {
  await openFirstTuckEssay(page);
  // Offline, nothing can save itself: the text stays unsaved, on this device, and says so.
  await page.context().setOffline(true);
  await page.getByRole("textbox", { name: /Essay text/ }).fill("Unsaved thoughts about Hanover.");
  await expect(saveStatus(page)).toHaveText("Offline — kept on this device");
  await sidebar(page)
    .getByRole("link", { name: /Essay 2: Tell us who you are/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Unsaved Changes" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay Here" }).click();
  await expect(page.getByRole("textbox", { name: /Essay text/ })).toHaveValue("Unsaved thoughts about Hanover.");

  await page.context().setOffline(false);
  await sidebar(page)
    .getByRole("link", { name: /Essay 2: Tell us who you are/ })
    .click();
  await dialog.getByRole("button", { name: "Save & Switch" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Essay 2: Tell us who you are");
  await sidebar(page)
    .getByRole("link", { name: /Essay 1: Why MBA/ })
    .click();
  await expect(page.getByRole("textbox", { name: /Essay text/ })).toHaveValue("Unsaved thoughts about Hanover.");
});

test("an unsaved draft survives a reload", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app");
  await addSchool(page, "Booth");
  await sidebar(page)
    .getByRole("link", { name: /Essay 1: Career goals/ })
    .click();
  await expect(page.getByRole("textbox", { name: /Essay text/ })).toBeVisible();
  await page.context().setOffline(true);
  await page.getByRole("textbox", { name: /Essay text/ }).fill("Words I have not saved yet.");
  await expectDraftKept(page);
  await page.context().setOffline(false);
  page.once("dialog", (dialog) => dialog.accept());
  await page.reload();
  await expect(page.getByText(/You have unsaved text from/)).toBeVisible();
  await page.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByRole("textbox", { name: /Essay text/ })).toHaveValue("Words I have not saved yet.");
});

test("reorder schools by keyboard, then delete one", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app");
  await addSchool(page, "Wharton");
  await addSchool(page, "Kellogg");
  const names = () =>
    sidebar(page)
      .getByRole("button", { name: /^Reorder / })
      .evaluateAll((handles) => handles.map((h) => h.getAttribute("aria-label")));
  await expect.poll(names).toEqual(["Reorder Wharton", "Reorder Kellogg"]);
  // A drag is cancelled if the list re-renders from a revalidation under it: let the page settle.
  await page.waitForLoadState("networkidle");
  await sidebar(page).getByRole("button", { name: "Reorder Kellogg" }).focus();
  // dnd-kit announces each step to screen readers; waiting for it keeps the keys in step with it.
  const announcement = page.locator("[id^=DndLiveRegion]");
  await page.keyboard.press("Space");
  await expect(announcement).toContainText("Kellogg");
  // dnd-kit measures the list just after the pick-up; an arrow pressed before that does nothing.
  await expect(async () => {
    await page.keyboard.press("ArrowUp");
    // A short wait inside the retry: the arrow is pressed again if dnd-kit was not listening yet.
    await expect(announcement).toContainText("moved over droppable area Wharton", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press("Space");
  await expect(page.getByText("Kellogg has been moved to position 1.")).toBeVisible();
  await page.reload();
  await expect.poll(names).toEqual(["Reorder Kellogg", "Reorder Wharton"]);

  await page.getByRole("button", { name: "Add School", exact: true }).click();
  await page.getByRole("dialog", { name: "Manage Schools" }).getByRole("button", { name: "Delete Wharton" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete School" });
  await expect(confirm).toContainText("Delete Wharton and all its essays?");
  await confirm.getByRole("button", { name: "Delete School" }).click();
  await expect(page.getByText("Wharton and all its essays have been deleted.")).toBeVisible();
  await expect(sidebar(page).getByRole("button", { name: "Reorder Wharton" })).toHaveCount(0);
});

test("someone who never started a trial, adding a school, is invited to start one (never told it expired)", async ({ page, applicant: _ }) => {
  await page.goto("/app");
  await expect(page.getByRole("link", { name: "Start your free trial" })).toHaveAttribute("href", "/plans");
  await expect(page.getByText("Trial expired")).toHaveCount(0);
  await page.getByRole("button", { name: "Add School", exact: true }).click();
  await page.getByRole("dialog", { name: "Manage Schools" }).getByRole("button", { name: "Add Wharton", exact: true }).click();
  const modal = page.getByRole("dialog", { name: "Start your free trial" });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("link", { name: "Choose Pro ($199/mo)" })).toHaveAttribute("href", "/plans?plan=pro");
  await expectAccessible(page);
  await modal.getByRole("button", { name: "Back" }).click();
  await expect(modal).toBeHidden();
});

test("@mobile the workspace at 390 px: drawer, schools and the editor's labeled actions", async ({ page, trialApplicant: _ }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/app");
  await addSchoolOnPhone(page, "Darden");
  const drawer = page.getByRole("dialog", { name: "Navigation" });
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(drawer.getByText("Schools & Essays")).toBeVisible();
  await drawer.getByRole("link", { name: /Inclusive Impact/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("region", { name: "Prompt" })).toContainText("wording; this year's not yet confirmed");
  const text = page.getByRole("textbox", { name: /Essay text/ });
  await text.fill("A short mobile draft.");
  await expect(saveStatus(page)).toHaveText("Saved");
  // The editor's actions are labeled and in the page's flow: none of them covers the text.
  const area = (await text.boundingBox())!;
  for (const name of ["Get Feedback", "Versions", "Save"]) {
    const button = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
    const overlaps = button.x < area.x + area.width && area.x < button.x + button.width && button.y < area.y + area.height && area.y < button.y + button.height;
    expect(overlaps, `${name} covers the text`).toBe(false);
  }
  await expectAccessible(page);
});

test("renaming to an empty title is refused next to the Title field", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app");
  await addSchool(page, "Wharton");
  await sidebar(page)
    .getByRole("link", { name: /Essay 2: Contribution/ })
    .click();
  await page.getByRole("button", { name: "Rename" }).click();
  const rename = page.getByRole("dialog", { name: "Rename essay" });
  const title = rename.getByLabel("Title");
  await title.fill("   ");
  await rename.getByRole("button", { name: "Rename" }).click();
  // Checked by the action (the editor ships no schema), shown by the field it is about.
  await expect(title).toHaveAccessibleDescription("Title is required");
  await expect(rename).toBeVisible();
  await expectAccessible(page);
  await title.fill("Why Wharton, and why now");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByText("Essay Renamed")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Why Wharton, and why now");
});

test("a paste over the length limit is kept whole, named at the editor, and never saved as if complete", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app");
  await addSchool(page, "Wharton");
  await sidebar(page)
    .getByRole("link", { name: /Essay 2: Contribution/ })
    .click();
  const text = page.getByRole("textbox", { name: /Essay text/ });
  await text.fill("word ".repeat(12_003).trim());
  await expect(text).toHaveValue(/^word/);
  expect((await text.inputValue()).length).toBe(60_014);
  await expect(page.getByRole("alert").filter({ hasText: "over the 50,000-character limit" })).toContainText("60,014 characters, 10,014 over");
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
  await expect(saveStatus(page)).toHaveText("Unsaved changes");
  await expectAccessible(page);
  // Nothing reached the server: after a reload the essay is still empty and the whole paste waits
  // in this browser.
  await expectDraftKept(page);
  page.once("dialog", (dialog) => dialog.accept());
  await page.reload();
  await expect(page.getByRole("textbox", { name: /Essay text/ })).toHaveValue("");
  await expect(page.getByText(/You have unsaved text from/)).toBeVisible();
});
