import { type Page, expect, expectAccessible, test, toast } from "./fixtures";
import { addSchoolsByRequest } from "./workspace-helpers";

// After the decision, in the browser: a waitlist leads to the school's rules and the letter, each
// paragraph checked for news against what was sent; a denial leads to the schools whose next round
// is still open, one added in one step; two admits are compared on the applicant's criteria and
// their deposits, falling due together, are warned. A past deposit deadline is refused at its field.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function markSubmitted(page: Page, school: string) {
  await page.goto(`/app/submit/${encodeURIComponent(school)}`);
  await page.getByRole("combobox", { name: "Round" }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Mark submitted" }).click();
  await expect(page.getByText("Marked submitted")).toBeVisible();
}

async function decide(page: Page, school: string, decision: string, label: string) {
  await page.goto(`/app/standing/${encodeURIComponent(school)}`);
  const form = page.getByRole("region", { name: "The school's decision" });
  await form.getByLabel("Decision", { exact: true }).selectOption(decision);
  await form.getByLabel("Day of the decision").fill(day(0));
  await form.getByRole("button", { name: "Record the decision" }).click();
  await expect(page.getByText(`${label} recorded`)).toBeVisible();
}

async function fourSchoolsSubmitted(page: Page, baseURL: string) {
  await addSchoolsByRequest(page, baseURL, ["Kellogg", "Stanford GSB", "Yale SOM", "Tuck"]);
  // The work history is the part of the form that is sent; the letter's news is read against it.
  const job = await page.request.post("/app/profile", {
    form: { intent: "add-position", employer: "Lagos Health Trust", title: "Operations Lead", startMonth: "2021-01", endMonth: "", teamSize: "8" },
    headers: { origin: baseURL },
  });
  expect(job.ok(), await job.text()).toBe(true);
  for (const school of ["Kellogg", "Stanford GSB", "Yale SOM", "Tuck"]) await markSubmitted(page, school);
}

async function waitlistLetter(page: Page, shot: string) {
  await decide(page, "Kellogg", "waitlisted", "Waitlisted");
  await page.getByRole("link", { name: /accepts from its waitlist, and your letter/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Waitlisted: Kellogg" })).toBeVisible();
  const editor = page.getByRole("region", { name: "What is new since you applied?" });
  await editor
    .getByLabel("Your letter")
    .fill(
      "In October I was promoted to Director of Operations and now run the clinic network's budget.\n\nI still lead a team of 8 people at Lagos Health Trust.",
    );
  await editor.getByRole("button", { name: "Save and check" }).click();
  const checks = page.getByRole("region", { name: "Is each paragraph news?" });
  await expect(checks.getByText("Paragraph 1: news")).toBeVisible();
  await expect(checks.getByText("Paragraph 2: not news")).toBeVisible();
  await expect(checks.getByText(/Already in what you sent/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/after-shots/${shot}-waitlist-letter.png`, fullPage: true });
  await page.getByRole("button", { name: "Mark it sent" }).click();
  await expect(page.getByText(/^Sent /)).toBeVisible();
}

async function deniedToNextRounds(page: Page, shot: string) {
  await decide(page, "Stanford GSB", "denied", "Denied");
  await page.getByRole("link", { name: "Schools whose next round is still open" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rounds still open" })).toBeVisible();
  await expect(page.getByText(/^After Stanford GSB:/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/after-shots/${shot}-next-rounds.png`, fullPage: true });
  // Scout's catalogue knows a round ahead only where this cycle's date is in it: Columbia's Round 2.
  const add = page.getByRole("main").getByRole("button", { name: /^Add / }).first();
  const school = ((await add.textContent()) ?? "").replace(/^Add /, "");
  await add.click();
  await expect(page.getByText(`${school} added`)).toBeVisible();
  // Added in that one step: it is in the school list, and no longer offered here.
  await expect(page.getByRole("main").getByRole("button", { name: `Add ${school}` })).toHaveCount(0);
  await page.goto(`/app/standing/${encodeURIComponent(school)}`);
  await expect(page.getByText(`Mark ${school} submitted first`)).toBeVisible();
}

async function offer(page: Page, school: string, amount: string, deposit: { amount: string; dueOn: string }) {
  const card = page.getByRole("region", { name: new RegExp(`^${school}: admitted`) });
  await card.getByLabel("Cost of attendance from").selectOption("own");
  await card.getByLabel("Amount (your own figure)").fill(amount);
  await card.getByRole("button", { name: "Save the cost" }).click();
  // This school's toast: the first offer's "Cost saved" may still be showing for the second.
  await expect(toast(page, "Cost saved", `${school}: the net cost follows from it.`)).toBeVisible();
  await expect(card.getByLabel("What it is")).toBeVisible();
  await card.getByLabel("What it is").selectOption("deposit");
  await card.getByLabel("Name", { exact: true }).fill("First deposit");
  await card.getByLabel("Amount (USD)", { exact: true }).fill(deposit.amount);
  await card.getByLabel("Deadline").fill(deposit.dueOn);
  await card.getByLabel("Refundable (deposits)").selectOption("no");
  await card.getByRole("button", { name: "Add it" }).click();
  return card;
}

async function twoAdmitsCompared(page: Page, shot: string) {
  await decide(page, "Yale SOM", "admitted", "Admitted");
  await decide(page, "Tuck", "admitted", "Admitted");
  await page.getByRole("link", { name: /Tuck's offer/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your offers" })).toBeVisible();

  // A deposit deadline already passed is refused at its field, and nothing is added.
  const yale = await offer(page, "Yale SOM", "119,110", { amount: "2,000", dueOn: day(-5) });
  await expect(yale.getByText(/already passed/)).toBeVisible();
  await yale.getByLabel("Deadline").fill(day(20));
  await yale.getByRole("button", { name: "Add it" }).click();
  await expect(toast(page, "Deposit added", "Yale SOM: First deposit.")).toBeVisible();
  await offer(page, "Tuck", "127,058.10", { amount: "6,000", dueOn: day(23) });
  await expect(toast(page, "Deposit added", "Tuck: First deposit.")).toBeVisible();

  const warning = page.getByRole("alert").filter({ hasText: "Deposits to watch" });
  await expect(warning.getByText(/Yale SOM and Tuck: deposits fall due together \(.*, 3 days apart\)/)).toBeVisible();

  // The applicant's own criteria and scores rank the two.
  const compared = page.getByRole("region", { name: "Compared on what matters to you" });
  await compared.getByLabel("Criterion 1").fill("Career in health care");
  await compared.getByLabel("Weight").first().fill("5");
  await compared.getByRole("button", { name: "Save the criteria" }).click();
  await expect(page.getByText("Criteria saved")).toBeVisible();
  const yaleScores = page.getByRole("region", { name: /^Yale SOM: admitted/ });
  await yaleScores.getByLabel("Career in health care").fill("9");
  await yaleScores.getByRole("button", { name: "Save the scores" }).click();
  await expect(page.getByText("Scores saved")).toBeVisible();
  const table = compared.getByRole("table", { name: "Your offers compared" });
  // Both in dollars: compared in them without asking the applicant for a currency.
  await expect(table.getByRole("row", { name: "Yale SOM 45 of 50 USD 119,110.00 USD 119,110.00" })).toBeVisible();
  await expect(table.getByRole("row", { name: "Tuck 0 of 50 USD 127,058.10 USD 127,058.10" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/after-shots/${shot}-offers.png`, fullPage: true });
}

async function season(page: Page, baseURL: string, shot: string) {
  await fourSchoolsSubmitted(page, baseURL);
  await waitlistLetter(page, shot);
  await deniedToNextRounds(page, shot);
  await twoAdmitsCompared(page, shot);
}

test("a waitlist letter, a denial to the rounds still open, two admits compared with their deposits warned", async ({ page, trialApplicant: _, baseURL }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await season(page, baseURL!, "desktop");
  // Another applicant's school, or one not in the list, is not found.
  expect((await page.request.get("/app/waitlist/Wharton")).status()).toBe(404);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("a waitlist letter, a denial, two admits compared @mobile", async ({ page, trialApplicant: _, baseURL }) => {
    test.setTimeout(240_000);
    await season(page, baseURL!, "phone");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
