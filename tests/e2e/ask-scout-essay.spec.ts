import { expect, expectAccessible, test } from "./fixtures";
import { openFirstTuckEssay } from "./workspace-helpers";

// Ask Scout opened from an essay is about that essay, not the last conversation of another context.
test("Ask Scout opened from an essay starts a conversation about that essay", async ({ page, trialApplicant: _ }) => {
  const marker = `global-${crypto.randomUUID()}`;
  await page.goto("/app");
  await page.getByRole("button", { name: "Ask Scout" }).click();
  const widget = page.getByRole("region", { name: "Ask Scout" });
  await widget.getByRole("textbox", { name: "Message Scout" }).fill(`Which schools fit me? ${marker}`);
  await widget.getByRole("textbox", { name: "Message Scout" }).press("Enter");
  await expect(widget.getByRole("log")).toContainText(`Scout here. You said: Which schools fit me? ${marker}`);
  await widget.getByRole("button", { name: "Minimize Ask Scout" }).click();

  await openFirstTuckEssay(page);
  await page.getByRole("button", { name: "Ask Scout" }).click();
  await expect(widget.getByText("About Essay 1: Why MBA, why now, why Tuck")).toBeVisible();
  await expect(widget.getByRole("log")).not.toContainText(marker);
  await expectAccessible(page);
  await widget.getByRole("textbox", { name: "Message Scout" }).fill("Is my opening specific enough?");
  await widget.getByRole("textbox", { name: "Message Scout" }).press("Enter");
  await expect(widget.getByRole("log")).toContainText("Scout here. You said: Is my opening specific enough?");

  // Back on this essay later, its own conversation is the one that opens.
  await page.reload();
  await page.getByRole("button", { name: "Ask Scout" }).click();
  await expect(widget.getByText("About Essay 1: Why MBA, why now, why Tuck")).toBeVisible();
  await expect(widget.getByRole("log")).toContainText("Is my opening specific enough?");
  await expect(widget.getByRole("log")).not.toContainText(marker);
});
