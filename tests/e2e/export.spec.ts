import { readFile } from "node:fs/promises";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { docxText } from "../support/export-files";
import { type Page, expect, expectAccessible, test } from "./fixtures";
import { openFirstTuckEssay, saveStatus } from "./workspace-helpers";

// Essays leave as Word, PDF and portal text exactly as written, in the browser.

const essay = "I \u201Cled\u201D a team \u2014 five analysts\u2026\n\n\nIn Z\u00FCrich.\tThen Athens: \u0395\u03BB\u03BB\u03AC\u03B4\u03B1.";

async function download(page: Page, name: string): Promise<Uint8Array> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name, exact: true }).click()]);
  return new Uint8Array(await readFile((await file.path())!));
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, isEvalSupported: false }).promise;
  let text = "";
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    text += content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
  }
  return text;
}

test("an essay downloads as Word and PDF, and both open with the essay in them", async ({ page, trialApplicant: _ }) => {
  await openFirstTuckEssay(page);
  await page.getByRole("textbox", { name: /Essay text/ }).fill(essay);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(saveStatus(page)).toHaveText("Saved");
  await expectAccessible(page);

  const word = docxText(await download(page, "Word (.docx)"));
  expect(word).toContain("Tuck");
  expect(word.endsWith(`\n${essay}`)).toBe(true);

  const pdf = await pdfText(await download(page, "PDF"));
  expect(pdf).toContain("Ελλάδα");
  expect(pdf).toContain("I \u201Cled\u201D a team \u2014 five analysts\u2026");
});

test("Copy for the portal copies the text exactly, by keyboard, and says Copied", async ({ page, context, trialApplicant: _ }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openFirstTuckEssay(page);
  await page.getByRole("textbox", { name: /Essay text/ }).fill(essay);
  const copy = page.getByRole("button", { name: "Copy for the portal" });
  await expect(copy).toHaveAttribute("title", /counts characters/);
  await expect(page.getByText(`The portal will count ${essay.length} of 2,000 characters`)).toBeVisible();
  await copy.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(essay);
});

test("printing the essay page prints the essay, not the app", async ({ page, trialApplicant: _ }) => {
  await openFirstTuckEssay(page);
  await page.getByRole("textbox", { name: /Essay text/ }).fill(essay);
  await page.emulateMedia({ media: "print" });
  const printed = page.locator("[data-print-essay]");
  await expect(printed).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Essay text/ })).toBeHidden();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeHidden();
  const drawn = await printed.locator("[data-print-text]").evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node, "::before").content));
  // Each part is drawn from its attribute (the stylesheet's content: attr(data-print-text)).
  expect(drawn).not.toContain("none");
  expect(drawn[0]).toBe('"Tuck"');
  expect(await printed.locator("[data-print-text]").last().getAttribute("data-print-text")).toBe(essay);
});

test("a school's card downloads all its essays in one file", async ({ page, trialApplicant: _ }) => {
  await openFirstTuckEssay(page);
  await page.getByRole("textbox", { name: /Essay text/ }).fill(essay);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(saveStatus(page)).toHaveText("Saved");
  await page.goto("/app");
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download all Tuck essays as Word (.docx)" }).click()]);
  const word = docxText(new Uint8Array(await readFile((await file.path())!)));
  expect(word).toContain(essay);
  expect(word).toContain("Essay 1: Why MBA");
});

test("a download past the limit says why in a toast, and nothing is downloaded", async ({ page, trialApplicant: _ }) => {
  await openFirstTuckEssay(page);
  const essayId = /\/app\/essays\/([^/?]+)/.exec(page.url())![1]!;
  // Twenty files in a few seconds: the most one person may build in 10 minutes (docs/export.md).
  for (let i = 0; i < 20; i++) expect((await page.request.get(`/app/export/essay/${essayId}?format=docx`)).status()).toBe(200);
  let downloads = 0;
  page.on("download", () => downloads++);
  await page.getByRole("link", { name: "PDF", exact: true }).click();
  const toast = page.getByRole("alert").filter({ hasText: "Not downloaded" });
  await expect(toast).toContainText("You've downloaded 20 files in the last 10 minutes. You can download more in 10 minutes.");
  expect(downloads).toBe(0);
});
