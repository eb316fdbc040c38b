import { expect, expectAccessible, test } from "./fixtures";

test.describe("admin: AI prompts", () => {
  test("an admin saves a new version of a prompt, compares it with the default, activates it and rolls back", async ({ page, admin }) => {
    expect(admin.email).toBeTruthy();
    await page.goto("/admin/prompts");
    await expect(page.getByRole("heading", { name: "AI prompts" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Chat: resume" }).click();

    await expect(page.getByRole("heading", { name: "Chat: resume" })).toBeVisible();
    await expect(page.getByText("Version 1 is in use.")).toBeVisible();
    await expectAccessible(page);

    // An empty text is refused next to the field.
    const text = page.getByLabel("Prompt text");
    const original = await text.inputValue();
    expect(original).toContain("resume");
    await text.fill("");
    await page.getByLabel("What changed").fill("Ends with a question");
    await page.getByRole("button", { name: "Save as new version" }).click();
    await expect(page.getByText("The prompt text is required.")).toBeVisible();
    await expect(text).toHaveAttribute("aria-invalid", "true");

    const added = "Always end with one question for the applicant.";
    await text.fill(`${original}\n${added}`);
    await page.getByRole("button", { name: "Save as new version" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Version 2 Saved" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/prompts\/chat_resume\?v=2$/);
    await expect(page.getByRole("heading", { name: "Version 2", exact: true })).toBeVisible();
    // Saved, not yet in use.
    await expect(page.getByText("Version 1 is in use.")).toBeVisible();

    await page.getByLabel("From", { exact: true }).selectOption("1");
    await page.getByLabel("To", { exact: true }).selectOption("2");
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(page.getByText("From Version 1 to Version 2: 0 lines changed, 0 lines removed, 1 line added.")).toBeVisible();
    const changes = page.getByRole("list", { name: "Changes from Version 1 to Version 2" });
    await expect(changes.locator("ins")).toHaveText(`added: ${added}`);
    await expect(changes.getByText("Added", { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Activate version 2" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Version 2 In Use" })).toBeVisible();
    await expect(page.getByText("Version 2 is in use.")).toBeVisible();
    await expect(page.getByLabel("Prompt text")).toHaveValue(`${original}\n${added}`);

    // Rolling back is activating the older version.
    await page.getByRole("button", { name: "Activate version 1" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Version 1 In Use" })).toBeVisible();
    await expect(page.getByText("Version 1 is in use.")).toBeVisible();

    await page.getByRole("link", { name: "All prompts" }).click();
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Chat: resume" }) });
    await expect(row).toContainText("Version 1 of 2");
    await expect(row).toContainText(admin.email);
  });
});
