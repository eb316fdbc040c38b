import { type Page, expect, expectAccessible, test, toast } from "./fixtures";
import { addSchoolsByRequest } from "./workspace-helpers";

// Before you start, in the browser and by keyboard: an admit chosen opens its checklist; the
// applicant says they need a student visa, the school's country's steps appear, each citing
// whose page says it; they tick one done, date another and add their own.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function admitted(page: Page, school: string) {
  await page.goto(`/app/submit/${encodeURIComponent(school)}`);
  await page.getByRole("combobox", { name: "Round" }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Mark submitted" }).click();
  await expect(page.getByText("Marked submitted")).toBeVisible();
  await page.goto(`/app/standing/${encodeURIComponent(school)}`);
  const form = page.getByRole("region", { name: "The school's decision" });
  await form.getByLabel("Decision", { exact: true }).selectOption("admitted");
  await form.getByLabel("Day of the decision").fill(day(0));
  await form.getByRole("button", { name: "Record the decision" }).click();
  await expect(page.getByText("Admitted recorded")).toBeVisible();
}

async function pressOn(page: Page, locator: ReturnType<Page["getByRole"]>, key: string) {
  await locator.focus();
  await page.keyboard.press(key);
}

// The negotiation e-mail sent: the follow-up's day shown, then the school's answer stops it.
async function followUp(page: Page, shot: string) {
  const offer = page.getByRole("region", { name: /^Yale SOM: admitted/ });
  await offer.getByLabel("Cost of attendance from").selectOption("own");
  await offer.getByLabel("Amount (your own figure)").fill("119,110");
  await offer.getByRole("button", { name: "Save the cost" }).click();
  await expect(page.getByText("Cost saved")).toBeVisible();
  await offer.getByLabel("The day you sent it (Yale SOM)").fill(day(0));
  await pressOn(page, offer.getByRole("button", { name: "Record it sent" }), "Enter");
  await expect(offer.getByText(/no answer recorded\. Scout reminds you to follow up on/)).toBeVisible();
  await expectAccessible(page);
  await offer.getByRole("heading", { name: "Sent, and the school's answer" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/admit-shots/${shot}-follow-up.png` });
  await offer.getByLabel("The day the school answered (Yale SOM)").fill(day(0));
  await pressOn(page, offer.getByRole("button", { name: "Record the answer" }), "Enter");
  await expect(offer.getByText(/the school answered .*No follow-up reminder\./)).toBeVisible();
}

async function checklist(page: Page, baseURL: string, shot: string) {
  await addSchoolsByRequest(page, baseURL, ["Yale SOM"]);
  // The work history is the part of the form that is sent: Submitted needs something to keep.
  const job = await page.request.post("/app/profile", {
    form: { intent: "add-position", employer: "Lagos Health Trust", title: "Operations Lead", startMonth: "2021-01", endMonth: "", teamSize: "8" },
    headers: { origin: baseURL },
  });
  expect(job.ok(), await job.text()).toBe(true);
  await admitted(page, "Yale SOM");
  await page.goto("/app/offers");
  await followUp(page, shot);
  await page.getByRole("link", { name: "Before you start" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Before you start" })).toBeVisible();
  const card = page.getByRole("region", { name: /^Yale SOM: admitted/ });

  // By keyboard: the visa answer, then the school chosen.
  await pressOn(page, card.getByRole("radio", { name: "Yes, I need a student visa for Yale SOM" }), "Space");
  await expect(card.getByRole("radio", { name: "Yes, I need a student visa for Yale SOM" })).toBeChecked();
  await pressOn(page, card.getByRole("button", { name: "Yale SOM is my choice: open the checklist" }), "Enter");
  await expect(toast(page, "Checklist open", "Yale SOM: what comes next.")).toBeVisible();
  await expect(card.getByText("Student visa steps for United States.")).toBeVisible();
  await expect(card.getByText("SEVIS I-901 fee", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: "Read the source for SEVIS I-901 fee" })).toHaveAttribute("href", "https://www.ice.gov/sevis/i901");
  await expect(card.getByText(/Scout does not have Yale SOM's forms or dates for this/).first()).toBeVisible();

  await pressOn(page, card.getByRole("button", { name: "Mark done: SEVIS I-901 fee, Yale SOM" }), "Enter");
  await expect(card.getByRole("heading", { name: "Checklist: 1 of 9 done" })).toBeVisible();
  await card.getByLabel("Your date for Housing").fill("2027-05-01");
  await pressOn(page, card.getByRole("button", { name: "Save date: Housing, Yale SOM" }), "Enter");
  await expect(card.getByText("Your date: May 1, 2027")).toBeVisible();
  await card.getByLabel("Add your own item for Yale SOM").fill("Buy a winter coat");
  await card.getByLabel("Its date (optional)").fill("2027-08-01");
  await pressOn(page, card.getByRole("button", { name: "Add item" }), "Enter");
  await expect(card.getByText("Buy a winter coat", { exact: true })).toBeVisible();
  await expect(card.getByRole("heading", { name: "Checklist: 1 of 10 done" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/admit-shots/${shot}-before-you-start.png`, fullPage: true });
}

test("an admit chosen opens its checklist, with the visa steps sourced, by keyboard", async ({ page, trialApplicant: _, baseURL }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await checklist(page, baseURL!, "desktop");
  // A school not in the applicant's list is not found.
  const other = await page.request.post("/app/before-you-start", { form: { intent: "choose", school: "Wharton" }, headers: { origin: baseURL! } });
  expect(other.status()).toBe(404);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the checklist at 390 px @mobile", async ({ page, trialApplicant: _, baseURL }) => {
    test.setTimeout(180_000);
    await checklist(page, baseURL!, "phone");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
