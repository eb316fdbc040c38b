import { expect, expectAccessible, markEarlierToasts, test, toast } from "./fixtures";
import { openFirstTuckEssay, saveStatus } from "./workspace-helpers";

test("write, save, get feedback: highlights in the text, resolve one, regenerate", async ({ page, trialApplicant: _ }) => {
  await openFirstTuckEssay(page);
  const text = page.getByRole("textbox", { name: /Essay text/ });
  await text.fill("Leadership matters to me. I recieved a promotion after the the launch.");
  // Asked with unsaved text, Get Feedback saves it first, then asks: never "Save Required".
  const started = Date.now();
  await page.getByRole("button", { name: "Get Feedback" }).click();
  await expect(page.getByText(/Found \d+ areas for improvement\./)).toBeVisible();
  console.log(`feedback shown after ${Date.now() - started} ms`);
  await expect(page.getByText("Please save your essay before getting feedback.")).toHaveCount(0);
  await expect(saveStatus(page)).toHaveText("Saved");
  const marks = page.locator("mark");
  await expect(marks.filter({ hasText: "recieved" })).toHaveCount(1);
  await expect(marks.filter({ hasText: "Leadership" })).toHaveCount(1);
  const panel = page.getByRole("region", { name: "Feedback" });
  await expect(panel).toContainText("may be misspelled");
  await expectAccessible(page);

  const countText = await panel.getByRole("heading").textContent();
  const before = Number(/\((\d+)\)/.exec(countText ?? "")?.[1]);
  await panel
    .getByRole("button", { name: /^Resolve:/ })
    .first()
    .click();
  await expect(page.getByText("Feedback Resolved")).toBeVisible();
  await expect(panel.getByRole("heading")).toHaveText(`Feedback (${before - 1})`);

  // The first answer's toast, with the same words, is still showing: the new answer's is awaited.
  await markEarlierToasts(page);
  await panel.getByRole("button", { name: "Regenerate" }).click();
  await expect(toast(page, "Feedback Generated").getByText(/Found \d+ areas for improvement\./)).toBeVisible();
  await expect(panel.getByRole("heading")).toHaveText(`Feedback (${before})`);

  // Typing is never blocked: fixing the flagged word inside its highlight changes the text, the
  // highlight goes and its item stays, marked addressed.
  const misspelled = panel.getByRole("listitem").filter({ hasText: "may be misspelled" }).first();
  await misspelled.getByRole("button", { name: /^Show in text/ }).click();
  await expect(misspelled).toHaveAttribute("aria-current", "true");
  await page.keyboard.type("received");
  await expect(text).toHaveValue("Leadership matters to me. I received a promotion after the the launch.");
  await expect(marks.filter({ hasText: "recieved" })).toHaveCount(0);
  await expect(misspelled).toContainText("Addressed");
  await expect(marks.filter({ hasText: "Leadership" })).toHaveCount(1);
  await expect(saveStatus(page)).toHaveText("Saved");

  await panel.getByRole("button", { name: "Hide Highlights" }).click();
  await expect(marks).toHaveCount(0);
  await text.press("End");
  await text.type(" More.");
  await expect(page.getByText("Your essay changed since this feedback was made.")).toBeVisible();
});

test("resume feedback, shown by section", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app/resume");
  await page.getByRole("textbox").fill("Analyst at Northwind. Led a team of four on grid storage.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Your resume has been saved successfully")).toBeVisible();
  await page.getByRole("button", { name: "Get Feedback" }).click();
  await expect(page.getByText(/Found \d+ areas? for improvement\./)).toBeVisible();
  const panel = page.getByRole("region", { name: "Feedback" });
  await expect(panel).toContainText("Section 1");
  await expectAccessible(page);
  await panel.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByText("Feedback Cleared")).toBeVisible();
  await expect(panel).toBeHidden();
});

test("apply a spelling fix, add a word to my dictionary, and the next check knows it", async ({ page, trialApplicant: _ }) => {
  await openFirstTuckEssay(page);
  const text = page.getByRole("textbox", { name: /Essay text/ });
  await text.fill("I led the zorbing team and recieved praise.");
  await expect(saveStatus(page)).toHaveText("Saved");
  await page.getByRole("button", { name: "Get Feedback" }).click();
  const panel = page.getByRole("region", { name: "Feedback" });
  await expect(panel).toContainText("“recieved” may be misspelled");

  await panel.getByRole("button", { name: /^Apply “received”/ }).click();
  await expect(text).toHaveValue("I led the zorbing team and received praise.");
  await expect(panel).not.toContainText("“recieved” may be misspelled");

  await panel.getByRole("button", { name: "Add to dictionary: “zorbing”" }).click();
  await expect(page.getByText("Added to Your Dictionary")).toBeVisible();
  await expect(panel).not.toContainText("“zorbing” may be misspelled");
  await expectAccessible(page);

  await expect(saveStatus(page)).toHaveText("Saved");
  await markEarlierToasts(page);
  await panel.getByRole("button", { name: "Regenerate" }).click();
  await expect(toast(page, "Feedback Generated").getByText(/Found \d+ areas? for improvement\./)).toBeVisible();
  await expect(panel).not.toContainText("may be misspelled");
});

test("suggest a fix: shown as a diff of my words, accepted into the text", async ({ page, trialApplicant: _ }) => {
  await openFirstTuckEssay(page);
  const text = page.getByRole("textbox", { name: /Essay text/ });
  await text.fill("Leadership matters to me because I grew a team.");
  await expect(saveStatus(page)).toHaveText("Saved");
  await page.getByRole("button", { name: "Get Feedback" }).click();
  const panel = page.getByRole("region", { name: "Feedback" });
  await expect(panel).toContainText("Overall: The essay has a clear subject.");

  const item = panel.getByRole("listitem").filter({ hasText: "Consider opening with a more specific moment." });
  await item.getByRole("button", { name: /^Suggest a fix/ }).click();
  await expect(item.getByText("Suggested fix (your words kept where possible)")).toBeVisible();
  await expect(item.locator("ins")).toContainText("specifically");
  await expectAccessible(page);

  await item.getByRole("button", { name: "Keep my words" }).click();
  await expect(item.getByText("Suggested fix (your words kept where possible)")).toHaveCount(0);
  await item.getByRole("button", { name: /^Suggest a fix/ }).click();
  await item.getByRole("button", { name: "Accept suggestion" }).click();
  await expect(text).toHaveValue("Leadership, specifically matters to me because I grew a team.");
});
