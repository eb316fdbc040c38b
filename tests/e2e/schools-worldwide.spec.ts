import { expect, expectAccessible, test } from "./fixtures";

// A school is data. An operator adds one as a draft, gives it a question, publishes it, and an
// applicant finds it by searching in Manage Schools. The school's name is this test's own.
test("an operator creates a school as a draft, publishes it, and an applicant finds it by searching", async ({ page, admin: _, trialApplicant: __ }) => {
  const tag = crypto.randomUUID().slice(0, 6).toUpperCase();
  const name = `Lumière School ${tag}`;
  await page.goto("/admin/catalogue");
  const form = page.getByRole("region", { name: "Add a school" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Short name").fill(`LS${tag}`);
  await form.getByLabel("Full name").fill(`Lumière School of Management ${tag}`);
  await form.getByLabel("Country").fill("France");
  await form.getByLabel("Region").selectOption("Europe");
  await form.getByLabel("Color").fill("blue");
  await form.getByLabel("Words that name the school in an essay").fill(`${name}\nLSM${tag} [exact]`);
  await form.getByRole("button", { name: "Add as a draft" }).click();
  // Refused at the field: the zone is missing, the colour is not a colour.
  await expect(form.getByText("Pick a time zone from the list.")).toBeVisible();
  await expect(form.getByLabel("Color")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Color").fill("#7A1F5C");
  await form.getByLabel("Time zone").selectOption("Europe/Paris");
  await form.getByRole("button", { name: "Add as a draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "School added" })).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name }) });
  await expect(row).toContainText("Draft (applicants do not see it)");
  await expectAccessible(page);

  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  const newQuestion = page.locator("details").filter({ hasText: "Add a question" });
  await newQuestion.getByText("Add a question").click();
  await newQuestion.getByLabel("Title").fill("Motivation");
  await newQuestion.getByLabel("Question, as the school words it").fill("Why this school, and why now?");
  await newQuestion.getByLabel("Sources").fill("https://lumiere.example/mba/essays");
  await newQuestion.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: `Publish school: ${name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "School published" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Retire school: ${name}` })).toBeVisible();

  // The applicant's picker finds it by a word of its name, accents aside, and adds it from the keyboard.
  await page.goto("/app");
  await page.getByRole("button", { name: "Add School", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Manage Schools" });
  const search = dialog.getByLabel("Search schools");
  await expect(search).toBeFocused();
  await expect(dialog.getByRole("region", { name: "Europe" }).getByRole("button", { name: "Add INSEAD" })).toBeVisible();
  await search.fill(`lumiere ${tag.toLowerCase()}`);
  await expect(dialog.getByRole("button", { name: /^Add / })).toHaveCount(1);
  await expect(dialog.getByRole("button", { name: `Add ${name}` })).toBeVisible();
  await expectAccessible(page);
  await search.press("Enter");
  await expect(page.getByText(`${name} and its required essays have been added to your applications.`)).toBeVisible();
  // The applicant's schools are on top of the dialog; the new one is there now.
  await expect(dialog.getByRole("region", { name: "Your schools" }).getByText(name)).toBeVisible();
});
