import { scriptFake } from "../fakes/control";
import { FAKE_PORTS } from "../fakes/ports";
import { type Page, expect, expectAccessible, test } from "./fixtures";
import { addSchool, openFirstTuckEssay, saveStatus, sidebar } from "./workspace-helpers";

// Checks no one else makes, in the browser: a story told for two schools, and trim.

const story =
  "When our largest client threatened to leave in March, I gathered the eight engineers who had built their platform, and we spent three nights rebuilding the reporting pipeline that had failed them twice. By Friday the client signed a renewal, and two of those engineers now lead teams of their own.";

async function write(page: Page, text: string) {
  await page.getByRole("textbox", { name: /Essay text/ }).fill(text);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(saveStatus(page)).toHaveText("Saved");
}

async function openDarden(page: Page) {
  await sidebar(page)
    .getByRole("link", { name: /Community of Belonging/ })
    .click();
  // The Darden essay's own text box (the page before may have had another essay's).
  await expect(page.getByRole("textbox", { name: "Essay text: Community of Belonging" })).toBeVisible();
}

test("a story told for two schools is shown on the essay, side by side", async ({ page, trialApplicant: _ }) => {
  await openFirstTuckEssay(page);
  await write(page, `Why now: ${story}`);
  await addSchool(page, "Darden");
  await openDarden(page);
  await write(page, `Belonging starts in hard weeks. ${story.replace("three nights", "three long nights")}`);

  await page.getByRole("button", { name: "Get Feedback" }).click();
  const panel = page.getByRole("region", { name: "Feedback" });
  await expect(panel.getByText(/^Also in Tuck, Essay 1: Why MBA.*: \d+ words\.$/)).toBeVisible();
  await panel.getByRole("button", { name: "Compare side by side" }).click();
  const compare = page.getByRole("dialog", { name: "The same story in two essays" });
  await expect(compare.getByRole("region", { name: "In This essay" })).toContainText("three long nights");
  await expect(compare.getByRole("region", { name: /^In Tuck, Essay 1/ })).toContainText("three nights rebuilding");
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(compare).toBeHidden();
});

test("trim proposes cuts in the applicant's words; two accepted, one rejected, saved as a new version", async ({ page, trialApplicant: _ }) => {
  const marker = `trimmed${crypto.randomUUID().slice(0, 8)}`;
  const original = `I led the very first launch of our product in Lagos ${marker}. We spent three long nights fixing the payments flow. The launch worked, and the team grew from four to twelve. I learned to listen before I decide.`;
  const proposal = `I led the first launch of our product in Lagos ${marker}. We spent nights fixing the payments flow. The launch worked, and the team grew from four to twelve.`;
  await scriptFake(FAKE_PORTS.e2eOpenai, { match: marker, content: JSON.stringify({ text: proposal }) });
  await page.goto("/app");
  await addSchool(page, "Darden");
  await openDarden(page);
  await write(page, original);

  await page.getByRole("button", { name: "Trim", exact: true }).click();
  const ask = page.getByRole("dialog", { name: "Trim with Scout" });
  await ask.getByRole("textbox", { name: "Trim to (words)" }).fill("35");
  await ask.getByRole("button", { name: "Propose cuts" }).click();
  const review = page.getByRole("dialog", { name: "Trim: Scout's cuts" });
  await expect(review.getByRole("group", { name: /^Cut \d+$/ })).toHaveCount(3);
  await expectAccessible(page);
  // Keep "three long": the cut of "very" and of the last sentence stay accepted.
  await review.getByRole("group", { name: "Cut 2" }).getByRole("button", { name: "Keep my words" }).click();
  await review.getByRole("button", { name: "Save as a new version" }).click();
  await expect(page.getByText("Version Created")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Essay text/ })).toHaveValue(
    `I led the first launch of our product in Lagos ${marker}. We spent three long nights fixing the payments flow. The launch worked, and the team grew from four to twelve.`,
  );
});
