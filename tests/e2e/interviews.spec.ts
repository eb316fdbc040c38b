import { FAKE_PORTS } from "../fakes/ports";
import { expect, expectAccessible, test } from "./fixtures";
import { addSchool, saveStatus } from "./workspace-helpers";

// Mock interviews in real Chromium: an HBS interview held with the fake realtime peer acting
// the interviewer (tests/fakes/realtime-peer.ts), the voice tool reading the resume, the debrief
// with quotes; and the video essay's countdown and attempt limit with Chromium's fake camera.
type FakeCall = { received: { type: string; item?: { type?: string; output?: string } }[] };
const fakeCalls = async () => (await (await fetch(`http://127.0.0.1:${FAKE_PORTS.e2eOpenai}/__fake/realtime/calls`)).json()) as FakeCall[];

test("an HBS application-based interview: the interviewer reads my resume, I answer, the debrief quotes me", async ({ page, baseURL, applicant: _ }) => {
  // 30 minutes do not fit in the trial's 5: a paid plan.
  expect((await page.request.post("/api/test/plan", { headers: { origin: baseURL! } })).ok()).toBe(true);
  const marker = `resume-${crypto.randomUUID().slice(0, 8)}`;
  await page.goto("/app/resume");
  await page.getByRole("textbox", { name: /Resume text/ }).fill(`Plant manager, ${marker}. Rebuilt scheduling.`);
  await expect(saveStatus(page)).toHaveText("Saved");
  await page.goto("/app");
  await addSchool(page, "Harvard Business School");

  await page
    .getByRole("navigation", { name: "Applications" })
    .getByRole("link", { name: /Mock Interviews/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Mock Interviews" })).toBeVisible();
  const hbs = page.getByRole("article", { name: "Harvard Business School: Application-based interview (HBS style)" });
  await expect(hbs).toContainText("post-interview reflection");
  await expectAccessible(page);
  await hbs.getByRole("button", { name: "Practice (30 min)" }).click();

  await expect(page).toHaveURL(/\/app\/interviews\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Start the interview (30 min)" }).click();
  const said = page.getByRole("list", { name: "What was said" });
  await expect(said).toContainText("Welcome. Let me read your resume first.");
  // The tool's request for the resume was answered with this applicant's resume.
  await expect(said).toContainText("I have read your resume.");
  const calls = await fakeCalls();
  expect(calls.some((call) => call.received.some((event) => event.item?.output?.includes(marker)))).toBe(true);
  await expect(said).toContainText("Um, I rebuilt the plant's scheduling and cut downtime by 30 percent.");
  await expect(said).toContainText("Is there anything else we should know?");
  await expect(page.getByText(/\d+:\d\d left/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "End interview" }).click();

  const debrief = page.getByRole("region", { name: "Debrief" });
  const scores = debrief.getByRole("list", { name: "Scores" });
  await expect(scores).toContainText("“Um, I rebuilt the plant's scheduling”");
  await expect(scores.getByRole("listitem")).toHaveCount(2);
  await expect(debrief).not.toContainText("words the applicant never said");
  const delivery = page.getByRole("region", { name: "Delivery" });
  await expect(delivery).toContainText("Filler words");
  // The fake's answer is a second long: no rate per minute, said plainly (never "1176 words/min").
  await expect(delivery).toContainText("Too short to measure");
  await expect(delivery).toContainText("1 in all");
  await expect(page.getByRole("list", { name: "Transcript" })).toContainText("You:");
  await expectAccessible(page);

  // The practice reflection stays with the interview: written here, never an essay of the application.
  const reflection = page.getByRole("region", { name: "Practice reflection" });
  await expect(reflection.getByRole("timer")).toHaveText(/^2[34] h \d+ min left$/);
  await reflection.getByRole("textbox", { name: "Your reflection" }).fill("The interviewer asked about the plant; I would add what the night shift taught me.");
  await reflection.getByRole("button", { name: "Save reflection" }).click();
  await expect(page.getByText("Reflection Saved")).toBeVisible();
  await expect(reflection).not.toContainText(/Get Feedback|Trim/);
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole("region", { name: "Practice reflection" }).getByRole("textbox", { name: "Your reflection" })).toHaveValue(
    "The interviewer asked about the plant; I would add what the night shift taught me.",
  );
  // Nothing of it reached the application: HBS has no reflection essay.
  await page.goto("/app");
  await expect(page.getByText(/Post-interview reflection/)).toHaveCount(0);
});

test("video essay practice: a drawn question, the preparation countdown, the answer recorded here, and the attempt limit", async ({ page, admin: _ }) => {
  // An operator shortens the format (an audited edit) so the countdowns run in seconds.
  await page.goto("/admin/interview-formats");
  await page.getByRole("link", { name: "Video essay practice (Kellogg, Yale style)" }).click();
  await page.getByLabel("Preparation seconds").fill("5");
  await page.getByLabel("Answer seconds").fill("5");
  await page.getByLabel("Attempts per question").fill("2");
  await page.getByRole("button", { name: "Save format" }).click();
  await expect(page.getByText("Format Saved")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/app/interviews/video-essay");
  await page.getByRole("button", { name: "Draw a question" }).click();
  await expect(page.getByLabel("Question", { exact: true })).not.toBeEmpty();
  const status = page.getByRole("status").filter({ hasText: /Prepare|Answer|attempts left/ });
  await expect(status).toHaveText("2 of 2 attempts left");
  await page.getByRole("button", { name: "Start" }).click();
  await expect(status).toHaveText(/^Prepare: 0:0\d$/);
  // Stopped after a second or two of answer, as a person would: the recording has something in it.
  await expect(status).toHaveText(/^Answer: 0:0[0-3]$/);
  await page.getByRole("button", { name: "Stop answering" }).click();
  await expect(page.getByLabel("Your answer")).toBeVisible();
  await expect(page.getByRole("link", { name: "Save the recording to this device" })).toHaveAttribute("href", /^blob:/);
  await expect(status).toHaveText("1 of 2 attempts left");
  await expectAccessible(page);

  // The second attempt runs its whole answer time, then no attempt is left for this question.
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(status).toHaveText(/^Answer: 0:0\d$/);
  await expect(page.getByText("No attempts left for this question. Draw another question.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await page.getByRole("button", { name: "Draw another question" }).click();
  await expect(status).toHaveText("2 of 2 attempts left");
});

test("a team-based discussion: the prompt, the preparation countdown, and AI participants named on screen", async ({ page, baseURL, applicant: _ }) => {
  expect((await page.request.post("/api/test/plan", { headers: { origin: baseURL! } })).ok()).toBe(true);
  await page.goto("/app/interviews");
  await page
    .getByRole("region", { name: "All formats" })
    .getByRole("article", { name: "Team-based discussion (Wharton style)" })
    .getByRole("button", { name: "Practice (35 min)" })
    .click();
  const brief = page.getByRole("region", { name: "The discussion" });
  await expect(brief).toContainText("Around the table with you: Priya, Marcus, Sofia");
  await brief.getByRole("button", { name: "Prepare your pitch (10 min)" }).click();
  await expect(brief.getByRole("timer")).toHaveText(/^Preparation: (10:00|9:\d\d) left$/);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Start the discussion (35 min)" }).click();
  const said = page.getByRole("list", { name: "What was said" });
  await expect(said.getByRole("listitem").first()).toHaveText(/^0:0\d Priya: Welcome, everyone\./);
  await expect(said).toContainText("You: I propose a mentoring week across cohorts.");
  await expect(said).toContainText("Marcus: I like that");
  await page.getByRole("button", { name: "End interview" }).click();
  await expect(page.getByRole("list", { name: "Transcript" })).toContainText("Marcus: I like that");
  await expect(page.getByRole("region", { name: "Debrief" }).getByRole("list", { name: "Scores" })).toContainText("“I propose a mentoring week across”", {
    timeout: 15_000,
  });
});
