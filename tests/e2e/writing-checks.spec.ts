import { expect, expectAccessible, test } from "./fixtures";
import type { Page } from "./fixtures";
import { openFirstTuckEssay, saveStatus } from "./workspace-helpers";

// The checks that need no AI, as the applicant meets them: US or UK English chosen beside the
// feedback, a typo that opens a sentence, and an edited item kept open while its rule still fires.

const marks = (page: Page) => page.locator("mark");
const panel = (page: Page) => page.getByRole("region", { name: "Feedback" });

async function feedbackOn(page: Page, essay: string) {
  await openFirstTuckEssay(page);
  const text = page.getByRole("textbox", { name: /Essay text/ });
  await text.fill(essay);
  await expect(saveStatus(page)).toHaveText("Saved", { timeout: 10_000 });
  await page.getByRole("button", { name: "Get Feedback" }).click();
  await expect(page.getByText(/Found \d+ areas? for improvement\./)).toBeVisible({ timeout: 15_000 });
  return text;
}

/** Puts the caret over `length` characters at `at` and types over them, as a writer does. */
async function typeOver(page: Page, at: number, length: number, words: string) {
  await page.getByRole("textbox", { name: /Essay text/ }).evaluate(
    (area: HTMLTextAreaElement, [from, to]) => {
      area.focus();
      area.setSelectionRange(from!, to!);
    },
    [at, at + length],
  );
  await page.keyboard.type(words);
}

test("UK English, chosen beside the feedback: a British spelling is not underlined, 'Teh' is", async ({ page, trialApplicant: _ }) => {
  await feedbackOn(page, "Teh colour of the programme was my favourite part.");
  // US English until chosen otherwise.
  await expect(marks(page).filter({ hasText: /^colour$/ })).toHaveCount(1);
  await expect(panel(page)).toContainText("“colour” is the UK English spelling; in US English it is “color”.");

  await panel(page).getByRole("combobox", { name: "Spelling" }).selectOption({ label: "UK English" });
  await expect(page.getByText("Checking UK English")).toBeVisible();
  await expect(marks(page).filter({ hasText: /^colour$/ })).toHaveCount(0);
  await expect(marks(page).filter({ hasText: /^programme$/ })).toHaveCount(0);
  await expect(marks(page).filter({ hasText: /^Teh$/ })).toHaveCount(1);
  await expect(panel(page)).toContainText("“Teh” may be misspelled. Did you mean “The”");
  await expectAccessible(page);
});

const long = `We ${Array.from({ length: 38 }, () => "walked").join(" ")} home.`;

test("a long sentence with one word changed stays open, recounted; split, it is addressed", async ({ page, trialApplicant: _ }) => {
  const essay = `I will go. ${long}`;
  const text = await feedbackOn(page, essay);
  const longItem = panel(page).getByRole("listitem").filter({ hasText: "This sentence has 40 words" });
  await expect(longItem).toBeVisible();

  // One word of the long sentence changed: still 40 words, still open, still marked.
  const start = essay.indexOf("walked");
  await typeOver(page, start, "walked".length, "strode");
  await expect(text).toHaveValue(essay.replace("walked", "strode"));
  await expect(longItem).not.toContainText("Addressed");
  await expect(marks(page).filter({ hasText: /^We strode walked/ })).toHaveCount(1);
  // Two words more: recounted.
  await typeOver(page, start, 0, "then we ");
  await expect(panel(page)).toContainText("This sentence has 42 words; consider splitting it.");

  // The sentence split in two, each under the limit: addressed.
  const value = await text.inputValue();
  const middle = value.indexOf("walked", value.length / 2);
  await typeOver(page, middle, "walked ".length, "walked. Then we ");
  await expect(longItem).toContainText("Addressed");
});

test("a misspelling retyped wrong stays open with a new suggestion; retyped right, it is addressed", async ({ page, trialApplicant: _ }) => {
  await feedbackOn(page, "I will recieve it. We walked home.");
  const spellingItem = panel(page).getByRole("listitem").filter({ hasText: "may be misspelled" });
  await expect(spellingItem).toContainText("“recieve” may be misspelled");
  await typeOver(page, "I will ".length, "recieve".length, "receve");
  await expect(panel(page)).toContainText("“receve” may be misspelled. Did you mean “receive”");
  await expect(spellingItem).not.toContainText("Addressed");
  await expect(marks(page).filter({ hasText: /^receve$/ })).toHaveCount(1);
  await typeOver(page, "I will ".length, "receve".length, "receive");
  await expect(spellingItem).toContainText("Addressed");
  await expect(marks(page).filter({ hasText: /^receive$/ })).toHaveCount(0);
});
