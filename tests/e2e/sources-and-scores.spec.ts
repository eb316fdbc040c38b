import type { Locator } from "@playwright/test";
import { type Page, expect, expectAccessible, test } from "./fixtures";
import { addSchool } from "./workspace-helpers";

// Whose page a checklist fact comes from (the school's own, or a third party's reading with its
// site and age), and the score form: an English test on its scale and the GMAT Focus Edition with
// its optional section scores. SCREENSHOTS=<dir> keeps a picture of each at 1280 and 390 px.

const main = (page: Page) => page.getByRole("main");
const shots = process.env.SCREENSHOTS;

/**
 * The part of the page a person looks at (or the window), at a desktop's width and a phone's; the
 * window is made tall enough for the part, since the workspace scrolls inside its own pane.
 */
async function picture(page: Page, name: string, part?: Locator) {
  if (!shots) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: part ? 3000 : 900 });
    if (part) await part.screenshot({ path: `${shots}/${name}-${width}.png` });
    else await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function openChecklist(page: Page, school: string) {
  const card = main(page).getByRole("region", { name: school, exact: true });
  await card.locator("summary", { hasText: "Application checklist" }).click();
  const item = (label: string) => card.getByRole("listitem").filter({ has: page.getByText(label, { exact: true }) });
  // The facts arrive once the checklist is open.
  await expect(item("Application fee")).toContainText("Source:");
  return item;
}

test("a checklist fact read on a copy of the school's page says it is a third party's reading, the school's own page is cited as the school's", async ({
  page,
  trialApplicant: _,
}) => {
  await page.goto("/app");
  await addSchool(page, "Harvard Business School");
  await addSchool(page, "INSEAD");
  const hbs = await openChecklist(page, "Harvard Business School");
  await expect(hbs("Test score")).toContainText("A third party's reading (serisamplersparkfun.pages.dev, undated), not the school's own page.");
  await expect(hbs("Test score")).not.toContainText("Source:");
  await expect(hbs("Application fee")).toContainText("Source: hbs.edu, 2023-2024.");
  await expect(hbs("English test")).toContainText("A third party's reading (agos.co.jp, c.2023-2024), not the school's own page.");
  const insead = await openChecklist(page, "INSEAD");
  await expect(insead("Exit language")).toContainText("exit language at A2 (basic) or above");
  await expect(insead("Exit language")).toContainText("Source: intheknow.insead.edu.");
  await expectAccessible(page);
  await picture(page, "checklist-sources", main(page).getByRole("region", { name: "Harvard Business School", exact: true }));
});

test("scores go in on their own scales: an IELTS band, a GMAT Focus total with its sections, a 10th Edition total", async ({ page, trialApplicant: _ }) => {
  await page.goto("/app");
  await addSchool(page, "Harvard Business School");
  const item = await openChecklist(page, "Harvard Business School");

  // The English test: IELTS moves in half bands; HBS's source lists it among the tests it takes.
  const english = item("English test");
  await english.getByText("Enter your English test score").click();
  await english.getByRole("combobox", { name: "Test" }).selectOption("ielts");
  await english.getByRole("spinbutton", { name: "Total score" }).fill("7.25");
  await english.getByLabel("Date taken").fill("2026-04-18");
  await english.getByRole("button", { name: "Save score" }).click();
  await expect(english.getByText("An IELTS total is 0-9 in half bands")).toBeVisible();
  await english.getByRole("spinbutton", { name: "Total score" }).fill("7.5");
  await english.getByRole("button", { name: "Save score" }).click();
  await expect(english).toContainText("IELTS 7.5");
  await expect(english).toContainText("Listed among the tests Harvard Business School accepts");

  // The GMAT Focus Edition with its optional sections, each 60-90.
  const test = item("Test score");
  await test.getByText("Enter your score").click();
  await expect(test.getByRole("combobox", { name: "Test" })).toHaveValue("gmat_focus");
  const sections = test.getByRole("group", { name: "Section scores (optional)" });
  await test.getByRole("spinbutton", { name: "Total score" }).fill("655");
  await test.getByLabel("Date taken").fill("2026-03-02");
  await sections.getByRole("spinbutton", { name: "Quantitative Reasoning" }).fill("91");
  await sections.getByRole("spinbutton", { name: "Data Insights" }).fill("80");
  await test.getByRole("button", { name: "Save score" }).click();
  await expect(sections.getByText("Quantitative Reasoning is scored 60-90")).toBeVisible();
  await expectAccessible(page);
  await picture(page, "score-form-error", test);
  await sections.getByRole("spinbutton", { name: "Quantitative Reasoning" }).fill("84");
  await test.getByRole("button", { name: "Save score" }).click();
  await expect(test).toContainText("GMAT Focus Edition 655 (Quantitative Reasoning 84, Data Insights 80)");

  // A 785 is no 10th Edition total (they end in 0), and the 10th Edition offers its own sections,
  // not the Focus Edition's. The form stays open after a save, under its new summary.
  await expect(test.getByText("Enter or replace a score")).toBeVisible();
  await test.getByRole("combobox", { name: "Test" }).selectOption("gmat");
  await expect(test.getByRole("group", { name: "Section scores (optional)" }).getByRole("spinbutton", { name: "Data Insights" })).toHaveCount(0);
  await expect(test.getByRole("group", { name: "Section scores (optional)" }).getByRole("spinbutton", { name: "Integrated Reasoning" })).toBeVisible();
  await test.getByRole("spinbutton", { name: "Total score" }).fill("785");
  await test.getByLabel("Date taken").fill("2023-11-20");
  await test.getByRole("button", { name: "Save score" }).click();
  await expect(test.getByText("A GMAT (10th Edition) total is 200-800, ends in 0")).toBeVisible();
  await test.getByRole("spinbutton", { name: "Total score" }).fill("780");
  await test.getByRole("button", { name: "Save score" }).click();
  await expect(test).toContainText("GMAT (10th Edition) 780");
  await expectAccessible(page);
  await picture(page, "score-form-saved", item("Test score"));
  await picture(page, "score-form-english", english);
});

test("operators see which facts lack a school source, per school", async ({ page, admin: _ }) => {
  await page.goto("/admin/sources");
  await expect(page.getByRole("heading", { level: 2, name: "Facts without a school source" })).toBeVisible();
  const hbs = page.getByRole("region", { name: /^Harvard Business School: \d+ without a school source$/ });
  await expect(hbs.getByRole("row", { name: /Application item: Test score/ })).toContainText("serisamplersparkfun.pages.dev");
  await expect(hbs.getByRole("row", { name: /Application item: Application fee/ })).toHaveCount(0);
  await expectAccessible(page);
  await picture(page, "admin-sources");
});
