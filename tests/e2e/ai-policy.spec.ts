import { readFile } from "node:fs/promises";
import { expect, expectAccessible, test } from "./fixtures";
import { addSchool, saveStatus, sidebar } from "./workspace-helpers";

// The school's AI policy where the applicant writes, the mode Scout works in, the
// authorship report (opened and printed) and its share link, read in a signed-out browser.

test("a Stanford essay shows the school's policy with its source and the critique-only mode line", async ({ page, trialApplicant }) => {
  void trialApplicant;
  await page.goto("/app");
  await addSchool(page, "Stanford GSB");
  await sidebar(page)
    .getByRole("link", { name: /Essay A: What matters most/ })
    .click();
  const policy = page.getByRole("region", { name: "Stanford GSB's AI policy" });
  await expect(policy.getByText("Prohibits AI-written content", { exact: true })).toBeVisible();
  await expect(policy.getByText(/It is improper and a violation of the terms of this application process/)).toBeVisible();
  // Quoted by consultancies, not read on Stanford's own page: said so, with their sites and age.
  await expect(policy).toContainText("(as quoted by aringo.com, a third party; not checked against the school's own page)");
  await expect(policy).toContainText("Third parties' reading (aringo.com, wepegasus.com, gradpilot.com; June 2026), not the school's own page.");
  await expect(policy.getByRole("link", { name: /^aringo\.com/ })).toHaveAttribute("href", /^https:\/\//);
  await expect(page.getByTestId("coaching-mode")).toHaveText(/^Critique only: Stanford GSB prohibits AI-written content/);
  await expect(page.getByRole("region", { name: "AI log for this essay" })).toContainText("Scout has not helped with this essay yet.");
  await expectAccessible(page);

  // The dashboard card names the policy too.
  await page.goto("/app");
  await expect(page.getByText("AI policy: Prohibits AI-written content")).toBeVisible();
});

test("the authorship report opens, prints and downloads as PDF, and its share link opens in a signed-out browser until revoked", async ({
  page,
  trialApplicant,
  browser,
}) => {
  void trialApplicant;
  await page.goto("/app");
  await addSchool(page, "Stanford GSB");
  await sidebar(page)
    .getByRole("link", { name: /Essay A: What matters most/ })
    .click();
  await page.getByRole("textbox", { name: /Essay text/ }).fill("My grandmother ran a shop where I learned to listen.");
  // Autosaved.
  await expect(saveStatus(page)).toHaveText("Saved");

  await page.getByRole("link", { name: "Authorship report" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Authorship report: Essay A: What matters most" })).toBeVisible();
  await expect(page.getByTestId("version-1-counts")).toHaveText("10 words · 10 added and 0 removed since an empty page");
  await expectAccessible(page);

  // Print: the browser's print dialog opens with the report laid out for paper (the page's controls hidden).
  await page.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await page.getByRole("button", { name: "Print" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Share this report" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // Download: the same report as a PDF.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
  expect(download.suggestedFilename()).toBe("Stanford-GSB-Essay-A-What-matters-most-authorship-report.pdf");
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  await page.getByRole("button", { name: "Make a private link" }).click();
  const link = await page.getByRole("textbox", { name: "Your new link (shown once)" }).inputValue();
  expect(link).toMatch(/\/shared\/report\/[A-Za-z0-9_-]{43}$/);

  const stranger = await browser.newContext();
  const signedOut = await stranger.newPage();
  await signedOut.goto(link);
  await expect(signedOut.getByRole("heading", { level: 1, name: "Authorship report: Essay A: What matters most" })).toBeVisible();
  // The essay itself, as its newest version reads, under the report.
  await expect(signedOut.getByRole("heading", { name: "The essay: version 1, as last saved" })).toBeVisible();
  await expect(signedOut.getByText("My grandmother ran a shop where I learned to listen.")).toBeVisible();
  await expect(signedOut.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  await page.reload();
  await page.getByRole("button", { name: /^Revoke the link made/ }).click();
  await expect(page.getByText("It no longer opens the report.")).toBeVisible();
  const gone = await signedOut.goto(link);
  expect(gone?.status()).toBe(404);
  await stranger.close();
});
