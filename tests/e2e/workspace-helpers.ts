import { type Page, expect } from "./fixtures";

/** Adds a catalogue school through Manage Schools and closes the dialog. */
export async function addSchool(page: Page, school: string) {
  await page.getByRole("button", { name: "Add School", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Manage Schools" })
    .getByRole("button", { name: `Add ${school}`, exact: true })
    .click();
  await expect(page.getByText(`${school} and its required essays have been added to your applications.`)).toBeVisible();
  await page.keyboard.press("Escape");
}

/** On a phone: adds a catalogue school from the navigation drawer's Add School and closes the dialog. */
export async function addSchoolOnPhone(page: Page, school: string) {
  await page.getByRole("button", { name: "Open navigation" }).click();
  await page.getByRole("dialog", { name: "Navigation" }).getByRole("button", { name: "Add School" }).click();
  await page
    .getByRole("dialog", { name: "Manage Schools" })
    .getByRole("button", { name: `Add ${school}`, exact: true })
    .click();
  await expect(page.getByText(`${school} and its required essays have been added to your applications.`)).toBeVisible();
  await page.keyboard.press("Escape");
}

/** The workspace sidebar (desktop). */
export const sidebar = (page: Page) => page.getByRole("navigation", { name: "Applications" });

/** The editor's save status line. */
export const saveStatus = (page: Page) =>
  page.getByRole("status").filter({ hasText: /^(Saved|Saving…|Unsaved changes|Offline — kept on this device|Not saved — press Save to try again)$/ });

/** Waits until the editor has kept its text in this browser (written a moment after typing). */
export async function expectDraftKept(page: Page) {
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("scout.draft.")))).toBe(true);
}

/** Adds Tuck (a 2,000-character limit) and opens its first essay. */
export async function openFirstTuckEssay(page: Page) {
  await page.goto("/app");
  await addSchool(page, "Tuck");
  await sidebar(page)
    .getByRole("link", { name: /Essay 1: Why MBA/ })
    .click();
  await expect(page.getByRole("textbox", { name: /Essay text/ })).toBeVisible();
}

/** A recommender who has agreed to write for `school`, added on the recommenders page (the school asks for a letter). */
export async function addAgreedRecommender(page: Page, school: string, name = "Jo Rivera") {
  await page.goto("/app/recommenders");
  await page.getByRole("textbox", { name: "Name of the new recommender" }).fill(name);
  await page.getByRole("textbox", { name: "E-mail of the new recommender" }).fill("jo.rivera@example.com");
  await page.getByRole("button", { name: "Add recommender" }).click();
  const card = page.getByRole("region", { name, exact: true });
  await card.getByRole("combobox", { name: `School ${name} writes for` }).selectOption(school);
  await card.getByRole("button", { name: `Add school for ${name}` }).click();
  await card.getByRole("combobox", { name: `Status of ${name}'s letter for ${school}` }).selectOption("agreed");
  await card.getByRole("button", { name: `Save status of ${name}'s letter for ${school}` }).click();
  await expect(page.getByText(`${school}: Agreed`)).toBeVisible();
}

/** Adds catalogue schools through Manage Schools' action as the dialog posts it: quicker than the dialog, for tests about something else. */
export async function addSchoolsByRequest(page: Page, baseURL: string, schools: string[]) {
  for (const school of schools) {
    const response = await page.request.post("/app/schools", { form: { intent: "add", school }, headers: { origin: baseURL } });
    expect(response.ok(), await response.text()).toBe(true);
  }
}
