import { readFile, writeFile } from "node:fs/promises";
import { type Page, expect, expectAccessible, test } from "./fixtures";
import { drawPages, recall } from "./ocr";
import { addAgreedRecommender, addSchoolsByRequest, saveStatus } from "./workspace-helpers";

// One school whose form has short answers with character limits, from not started to Ready to
// Submitted: each finding is fixed by following its link (a short answer over its 50 characters,
// a title the profile states otherwise, fixed by editing the profile's job in place), the copy
// of what was sent opens read only, an edit after Submit makes a new version and leaves the copy
// as sent, and Submitted is taken back within the day. Columbia asks two short answers of 50
// characters, three essays and one letter.

const SCHOOL = "Columbia";
const GOAL = "Short answer: immediate post-MBA goal";
const SUMMER = "Short answer: summer after first year";
const TOO_LONG = "Director of operations at a West African health network"; // 55 characters
const GOAL_ANSWER = "Operations director, West African health network"; // 48
const ESSAY_1 =
  "As Operations Manager at Lagos Health Trust I rebuilt the supply chain of a clinic network that ran out of vaccines every rainy season. After the MBA I want to run operations for a health network across West Africa, and then build the systems that keep clinics stocked.";
const ESSAY_2 = "I learned to collaborate in a clinic where the drivers knew more about the roads than any plan did, so I asked them first and planned second.";
const ESSAY_3 = "At Columbia I would start a club for operators in health care and bring clinicians and supply chain students into one room every month.";
const AFTER = "A sentence written after submitting, which the school never saw.";

const ready = (page: Page) => page.goto(`/app/submit/${encodeURIComponent(SCHOOL)}`);

/** Follows a finding's link to the essay and writes `text` there. */
async function writeThroughFinding(page: Page, link: string, text: string) {
  await page.getByRole("link", { name: link, exact: true }).first().click();
  const box = page.getByRole("textbox", { name: /Essay text/ });
  await box.fill(text);
  await expect(saveStatus(page)).toHaveText("Saved");
  await ready(page);
}

async function addJob(page: Page) {
  await page.goto("/app/profile");
  await page.getByRole("textbox", { name: "Employer" }).fill("Lagos Health Trust");
  await page.getByRole("textbox", { name: "Title" }).fill("Operations Lead");
  await page.getByLabel("Started (month)").fill("2021-01");
  await page.getByRole("spinbutton", { name: "Team size" }).fill("8");
  await page.getByRole("button", { name: "Add job" }).click();
  await expect(page.getByText("Operations Lead, Lagos Health Trust, 2021-01 to present, team of 8")).toBeVisible();
  // Neither a reapplicant nor an international applicant: those questions are not theirs.
  await page.getByRole("combobox", { name: "Reapplying to a school this cycle?" }).selectOption("no");
  await page.getByRole("combobox", { name: "Applying as an international applicant?" }).selectOption("no");
  await page.getByRole("button", { name: "Save answers" }).click();
  await expect(page.getByText("Each school's Ready to submit page asks the questions that are yours.")).toBeVisible();
}

async function checklistAndLetterDone(page: Page, baseURL: string) {
  for (const kind of ["test", "transcripts", "form", "fee"]) {
    const response = await page.request.post("/app?index", {
      form: { intent: "item-status", school: SCHOOL, kind, status: "done" },
      headers: { origin: baseURL },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await addAgreedRecommender(page, SCHOOL);
  await page.reload();
  const card = page.getByRole("region", { name: "Jo Rivera", exact: true });
  await card.getByRole("combobox", { name: `Status of Jo Rivera's letter for ${SCHOOL}` }).selectOption("submitted");
  await card.getByRole("button", { name: `Save status of Jo Rivera's letter for ${SCHOOL}` }).click();
  await expect(page.getByText(`${SCHOOL}: Submitted`)).toBeVisible();
}

async function toReady(page: Page, baseURL: string, shot: string) {
  // Five texts: more than the trial's three essays, so a paid plan.
  expect((await page.request.post("/api/test/plan", { headers: { origin: baseURL } })).ok()).toBe(true);
  await addSchoolsByRequest(page, baseURL, [SCHOOL]);
  await addJob(page);
  await ready(page);
  await expect(page.getByRole("heading", { level: 1, name: `Ready to submit: ${SCHOOL}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `Open ${GOAL}`, exact: true })).toBeVisible();
  await expect(page.getByText(/Scout has 3 of this school's short answers and form questions/)).toBeVisible();
  await expect(page.getByText("Not for you: international applicants only, and your profile says you are not")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/submit-shots/${shot}-cbs-not-ready.png`, fullPage: true });

  // A question with no essay (here renamed away; in life, one the catalogue added after the school was): added from its finding.
  const summer = await page.getByRole("link", { name: `Open ${SUMMER}`, exact: true }).getAttribute("href");
  const renamed = await page.request.post(summer!, { form: { intent: "rename", title: "My summer plans" }, headers: { origin: baseURL } });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  await ready(page);
  await expect(page.getByText("Not among your essays", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/submit-shots/${shot}-cbs-missing.png`, fullPage: true });
  await page.getByRole("button", { name: `Add an essay for ${SUMMER}` }).click();
  await expect(page.getByText("Essay Added")).toBeVisible();
  await expect(page.getByText("Not among your essays", { exact: true })).toHaveCount(0);

  // Each question written from its finding; the goal first too long for the portal's 50 characters.
  await writeThroughFinding(page, `Open ${GOAL}`, TOO_LONG);
  await expect(page.getByText("55 characters for a limit of 50: 5 characters to cut, counted as the portal counts.")).toBeVisible();
  await writeThroughFinding(page, `Open ${GOAL}`, GOAL_ANSWER);
  await writeThroughFinding(page, `Open ${SUMMER}`, "Summer associate, health care private equity");
  await writeThroughFinding(page, "Open Essay 1: Career goals and dream job", ESSAY_1);
  await writeThroughFinding(page, "Open Essay 2: Collaboration and community", ESSAY_2);
  await writeThroughFinding(page, "Open Essay 3: Co-create your CBS experience", ESSAY_3);
  await expect(page.getByText("Over the limit")).toHaveCount(0);

  // The essay's title disagrees with the profile, where it is the profile that is out of date: edited in place.
  await expect(page.getByText("Your profile has you at Lagos Health Trust as Operations Lead.", { exact: false })).toBeVisible();
  await page.screenshot({ path: `/tmp/submit-shots/${shot}-cbs-findings.png`, fullPage: true });
  await page.goto("/app/profile");
  await page.getByRole("button", { name: "Edit Operations Lead, Lagos Health Trust, 2021-01 to present, team of 8" }).click();
  const editing = page.locator("form").filter({ has: page.getByRole("button", { name: "Save changes" }) });
  await expect(editing.getByRole("textbox", { name: "Employer" })).toBeFocused();
  await editing.getByRole("textbox", { name: "Title" }).fill("Operations Manager");
  await editing.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("button", { name: "Edit Operations Manager, Lagos Health Trust, 2021-01 to present, team of 8" })).toBeFocused();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/submit-shots/${shot}-cbs-profile-edited.png`, fullPage: true });

  await checklistAndLetterDone(page, baseURL);
  await ready(page);
  await expect(page.getByText("Ready", { exact: true })).toBeVisible();
  const goal = page.getByRole("region", { name: GOAL, exact: true });
  await expect(goal.getByRole("button", { name: "Copy for the portal" })).toBeVisible();
  await expect(goal.getByText(/The portal will count 48 of 50 characters/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/submit-shots/${shot}-cbs-ready.png`, fullPage: true });
}

/** The copy as a PDF, each page drawn by poppler and read back by tesseract: what was sent is on the page. */
async function expectSentPdf(page: Page) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download as PDF" }).click()]);
  expect(file.suggestedFilename()).toMatch(/^Columbia-sent-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = new Uint8Array(await readFile((await file.path())!));
  await writeFile("/tmp/submit-shots/desktop-cbs-sent.pdf", bytes);
  const drawn = await drawPages(bytes);
  try {
    const pages = await Promise.all(Array.from({ length: drawn.count }, (_, i) => drawn.read(i + 1, "eng")));
    for (const sent of [GOAL_ANSWER, ESSAY_1, ESSAY_2, ESSAY_3, "Operations Manager, Lagos Health Trust"])
      expect(recall(sent, pages.join("\n")).share, sent).toBeGreaterThanOrEqual(0.98);
  } finally {
    await drawn.done();
  }
}

async function submitEditAndUndo(page: Page, baseURL: string, shot: string) {
  await page.getByRole("combobox", { name: "Round" }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Mark submitted" }).click();
  await expect(page.getByText("Marked submitted")).toBeVisible();
  await page.getByRole("link", { name: "Open what you sent" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `What you sent to ${SCHOOL}` })).toBeVisible();
  await expect(page.getByText(GOAL_ANSWER)).toBeVisible();
  await expect(page.getByText(ESSAY_1)).toBeVisible();
  await expect(page.getByText(/Operations Manager, Lagos Health Trust/).first()).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/submit-shots/${shot}-cbs-sent.png`, fullPage: true });

  if (shot === "desktop") await expectSentPdf(page);

  // An edit after Submit lands in a new version; the copy of what was sent does not move.
  await ready(page);
  await page.getByRole("link", { name: "Essay 2: Collaboration and community", exact: true }).click();
  const box = page.getByRole("textbox", { name: /Essay text/ });
  await expect(box).toBeEditable();
  await box.fill(`${ESSAY_2} ${AFTER}`);
  await expect(saveStatus(page)).toHaveText("Saved");
  await page.goto(`/app/submit/${encodeURIComponent(SCHOOL)}/sent`);
  await expect(page.getByText(ESSAY_2, { exact: true })).toBeVisible();
  await expect(page.getByText(AFTER, { exact: false })).toHaveCount(0);

  // Preparing for the school's interview: the essays as sent, read only, not the edit since.
  const started = await page.request.post("/app/interviews", {
    form: { intent: "start", formatId: "application-based", school: SCHOOL },
    headers: { origin: baseURL },
    maxRedirects: 0,
  });
  expect(started.status()).toBe(302);
  await page.goto(started.headers()["location"]!);
  await page.getByText(`What you sent to ${SCHOOL}`).click();
  const asSent = page.getByRole("region", { name: "Essay 2: Collaboration and community, as sent" });
  await expect(asSent.getByText(ESSAY_2, { exact: true })).toBeVisible();
  await expect(page.getByText(AFTER, { exact: false })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: `/tmp/submit-shots/${shot}-cbs-interview.png`, fullPage: true });

  // Marked by mistake: taken back the same day; the school is not submitted any more.
  await ready(page);
  await page.getByRole("button", { name: "Undo Submitted" }).click();
  await expect(page.getByText("Submitted undone")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark submitted" })).toBeVisible();
  const sent = await page.request.get(`/app/submit/${encodeURIComponent(SCHOOL)}/sent`);
  expect(sent.status()).toBe(404);
}

test("a school with short answers goes from not started to Ready to Submitted, and back", async ({ page, applicant: _, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await toReady(page, baseURL!, "desktop");
  await submitEditAndUndo(page, baseURL!, "desktop");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("a school with short answers goes from not started to Ready to Submitted @mobile", async ({ page, applicant: _, baseURL }) => {
    test.setTimeout(120_000);
    await toReady(page, baseURL!, "phone");
    await submitEditAndUndo(page, baseURL!, "phone");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
