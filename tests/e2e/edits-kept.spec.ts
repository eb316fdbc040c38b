import { expect, expectAccessible, test } from "./fixtures";
import { expectDraftKept, openFirstTuckEssay, saveStatus } from "./workspace-helpers";

// An edit the applicant made is never lost, and what the editor says about it is true.

test("an applied fix is saved at once, by itself: the tab closed the moment it is answered, the next visit has it", async ({
  page,
  context,
  trialApplicant: _,
}) => {
  await openFirstTuckEssay(page);
  const essayUrl = page.url();
  await page.getByRole("textbox", { name: /Essay text/ }).fill("I led the team and recieved praise.");
  await expect(saveStatus(page)).toHaveText("Saved");
  await page.getByRole("button", { name: "Get Feedback" }).click();
  const panel = page.getByRole("region", { name: "Feedback" });
  await expect(panel).toContainText("“recieved” may be misspelled");

  // Applying saves at once, by itself (no Save pressed, no autosave pause): the applicant closes
  // the tab the moment the server has answered that save.
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith(new URL(essayUrl).pathname),
  );
  await panel.getByRole("button", { name: /^Apply “received”/ }).click();
  await saved;
  await page.close();

  const next = await context.newPage();
  await next.goto(essayUrl);
  await expect(next.getByRole("textbox", { name: /Essay text/ })).toHaveValue("I led the team and received praise.");
  await expect(next.getByText(/You have unsaved text from/)).toHaveCount(0);
  // The comment went with the fix: the server has both.
  await expect(next.getByRole("region", { name: "Feedback" })).not.toContainText("“recieved” may be misspelled");
  await next.reload();
  await expect(next.getByRole("textbox", { name: /Essay text/ })).toHaveValue("I led the team and received praise.");
});

test("a fix applied offline is not called addressed until the text with it is saved", async ({ page, context, trialApplicant: _ }) => {
  await openFirstTuckEssay(page);
  const text = page.getByRole("textbox", { name: /Essay text/ });
  await text.fill("I led the team and recieved praise.");
  await expect(saveStatus(page)).toHaveText("Saved");
  await page.getByRole("button", { name: "Get Feedback" }).click();
  const panel = page.getByRole("region", { name: "Feedback" });
  const spelling = panel.getByRole("listitem").filter({ hasText: "“recieved” may be misspelled" });
  await expect(spelling).toBeVisible();
  // The writing checks' items show while the model's feedback is still being written, with their
  // buttons disabled until it is done: the fix is applied offline once the feedback is in.
  const apply = spelling.getByRole("button", { name: /^Apply “received”/ });
  await expect(apply).toBeEnabled();

  await context.setOffline(true);
  await apply.click();
  await expect(text).toHaveValue("I led the team and received praise.");
  await expect(spelling).toContainText("Fix not saved yet");
  await expect(spelling).not.toContainText("Addressed");
  await expect(saveStatus(page)).toHaveText("Offline — kept on this device");

  await context.setOffline(false);
  await expect(saveStatus(page)).toHaveText("Saved");
  await expect(spelling).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("textbox", { name: /Essay text/ })).toHaveValue("I led the team and received praise.");
  await expect(panel).not.toContainText("“recieved” may be misspelled");
});

test("unsaved text is offered on every visit until it is restored or discarded", async ({ page, context, trialApplicant: _ }) => {
  await openFirstTuckEssay(page);
  const essayUrl = page.url();
  const text = page.getByRole("textbox", { name: /Essay text/ });
  await text.fill("Saved words.");
  await expect(saveStatus(page)).toHaveText("Saved");
  await context.setOffline(true);
  await text.fill("Words only this browser has.");
  await expectDraftKept(page);
  await page.close();
  await context.setOffline(false);

  const next = await context.newPage();
  await next.goto(essayUrl);
  await expect(next.getByText(/You have unsaved text from/)).toBeVisible();
  await expect(next.getByRole("textbox", { name: /Essay text/ })).toHaveValue("Saved words.");
  // Looking is not deciding: once the page has settled (its effects ran after hydration), the
  // offer is there again on the next visit.
  await next.waitForLoadState("networkidle");
  await next.reload();
  await expect(next.getByText(/You have unsaved text from/)).toBeVisible();
  await expectAccessible(next);
  await next.getByRole("button", { name: "Restore" }).click();
  await expect(next.getByRole("textbox", { name: /Essay text/ })).toHaveValue("Words only this browser has.");
  await expect(saveStatus(next)).toHaveText("Saved");
  await next.reload();
  await expect(next.getByRole("textbox", { name: /Essay text/ })).toHaveValue("Words only this browser has.");
  await expect(next.getByText(/You have unsaved text from/)).toHaveCount(0);
});

test("the over-limit comment is addressed only once the text is within the limit", async ({ page, trialApplicant: _ }) => {
  await openFirstTuckEssay(page);
  const text = page.getByRole("textbox", { name: /Essay text/ });
  await text.fill("I led a team of five analysts in Boston. ".repeat(50).trim());
  await expect(saveStatus(page)).toHaveText("Saved");
  await page.getByRole("button", { name: "Get Feedback" }).click();
  const panel = page.getByRole("region", { name: "Feedback" });
  const overLimit = panel.getByRole("listitem").filter({ hasText: "the limit is 2000" });
  await expect(overLimit).toBeVisible();

  // Rewritten, and still over: the comment stays open, its highlight on what is over.
  await text.fill("We shipped the product on time in May. ".repeat(55).trim());
  await expect(page.getByText(/\/ 2,000 characters — over the limit/)).toBeVisible();
  await expect(overLimit).not.toContainText("Addressed");
  await expect(page.locator("mark").first()).toBeVisible();

  await text.fill("We shipped the product on time in May. ".repeat(40).trim());
  await expect(page.getByText(/\/ 2,000 characters — over the limit/)).toHaveCount(0);
  await expect(overLimit).toContainText("Addressed");
});
