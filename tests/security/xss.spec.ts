import { scriptFake } from "../fakes/control";
import { FAKE_PORTS } from "../fakes/ports";
import { type Page, test as base, expect, expectAccessible } from "../e2e/fixtures";
import { addSchool, sidebar } from "../e2e/workspace-helpers";

// Everything a person writes, and everything the model answers, is shown as text: in real
// Chromium, with the app's own CSP, nothing in it runs, opens a dialog or becomes an element.
// Each test puts the corpus into the fields the workspace offers, then reloads the pages that
// show it and checks the literal text is there and inert.

const CORPUS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  "javascript:alert(1)",
  "[click](javascript:alert(1))",
  '"><iframe src=javascript:alert(1)>',
  "\u202Egnp.exe",
  "{{constructor.constructor('alert(1)')()}}",
  // Breaking out of the places text sits in the server's HTML: a textarea, the document title,
  // the framework's inline data script.
  "</textarea><img src=x onerror=alert(1)>",
  "</title><svg onload=alert(1)>",
  "</script><img src=x onerror=alert(1)>",
] as const;

// Essays and the resume refuse `<script` and `javascript:` outright ("Invalid content
// detected"); the rest of the corpus goes in.
const REFUSED = /<\s*script\b|javascript\s*:/i;
const TEXT_SAFE = CORPUS.filter((payload) => !REFUSED.test(payload));
// Essay titles are under 200 characters.
const TITLE = ['"><iframe src=javascript:alert(1)>', "</title><img src=x onerror=alert(1)>", "{{constructor.constructor('alert(1)')()}}", "\u202Egnp.exe"].join(
  " ",
);

declare global {
  interface Window {
    __cspViolations: string[];
    __reportCspViolation?: (text: string) => Promise<void>;
  }
}

type Guard = { expectInert: (page: Page) => Promise<void> };

// Installed before the first page load and kept for every later one: any dialog is recorded and
// dismissed, every CSP violation is recorded (in the page, and here across reloads).
const test = base.extend<{ guard: Guard }>({
  guard: [
    async ({ page }, use) => {
      const dialogs: string[] = [];
      const violations: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss().catch(() => undefined);
      });
      await page.exposeFunction("__reportCspViolation", (text: string) => {
        violations.push(text);
      });
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener("securitypolicyviolation", (event) => {
          const text = `${event.violatedDirective}: ${event.blockedURI || "inline"} ${event.sample} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
          window.__cspViolations.push(text);
          void window.__reportCspViolation?.(text);
        });
      });
      const expectInert = async (target: Page) => {
        expect(dialogs, "dialogs opened by the page").toEqual([]);
        expect(await target.evaluate(() => window.__cspViolations), "CSP violations on this page").toEqual([]);
        expect(violations, "CSP violations since the test began").toEqual([]);
        const injected = await target.evaluate(() => {
          const found: string[] = [];
          for (const element of Array.from(document.querySelectorAll("*"))) {
            for (const attribute of Array.from(element.attributes)) {
              const name = attribute.name.toLowerCase();
              if (name.startsWith("on") && attribute.value.includes("alert")) found.push(`<${element.localName} ${name}="${attribute.value}">`);
              if (["href", "src", "action", "formaction", "xlink:href", "data"].includes(name) && /^\s*javascript:/i.test(attribute.value)) {
                found.push(`<${element.localName} ${name}="${attribute.value}">`);
              }
            }
          }
          // The app has no frames or embeds (frame-src 'none'), and no image called "x".
          for (const element of Array.from(document.querySelectorAll("iframe, object, embed, img[src='x']"))) found.push(element.outerHTML.slice(0, 120));
          for (const script of Array.from(document.scripts)) {
            if (!script.text.includes("alert(1)")) continue;
            // Remix's own data script (carrying this response's nonce) holds the loader data, the
            // payloads included, as escaped string literals: data, not code. Anything else is not.
            // Its `<` are escaped (\u003c), so no markup from the text stands in it raw either.
            const frameworkData =
              script.nonce !== "" &&
              script.text.trimStart().startsWith("window.__remixContext") &&
              !/<\/?(?:script|img|svg|iframe|title|textarea)\b/i.test(script.text);
            if (!frameworkData) found.push(`<script>${script.text.slice(0, 120)}`);
          }
          return found;
        });
        expect(injected, "elements, handlers or scripts made from the text").toEqual([]);
      };
      await use({ expectInert });
      if (!page.isClosed()) await expectInert(page);
    },
    { auto: true },
  ],
});

/** The fake model's feedback answer for the request whose text holds `marker`. */
function scriptFeedback(marker: string, text: string) {
  const highlight = "<img src=x onerror=alert(1)>";
  const at = text.indexOf(highlight);
  return scriptFake(FAKE_PORTS.e2eOpenai, {
    match: marker,
    content: JSON.stringify({
      feedback: [
        { type: "clarity", severity: "major", paragraph: 1, comment: `Model comment: ${CORPUS.join(" ")}`, textReference: null },
        {
          type: "<svg onload=alert(1)>",
          severity: "minor",
          paragraph: 1,
          comment: "</script><img src=x onerror=alert(1)>",
          textReference: at === -1 ? null : { highlightText: highlight, startPos: at, endPos: at + highlight.length },
        },
      ],
    }),
  });
}

async function expectFeedbackPanel(page: Page) {
  const panel = page.getByRole("region", { name: "Feedback" });
  for (const payload of CORPUS) await expect(panel).toContainText(payload);
  await expect(panel).toContainText("<svg onload=alert(1)>");
  await expect(panel).toContainText("</script><img src=x onerror=alert(1)>");
}

test("essay text, title, version notes, compare and AI feedback are shown as text", async ({ page, guard, trialApplicant: _ }) => {
  const marker = `xss-essay-${crypto.randomUUID()}`;
  const text = `${TEXT_SAFE.join("\n")}\n${marker}`;
  const secondDraft = `${text}\nA second draft line.`;
  const notes = CORPUS.join(" ");
  expect(notes.length).toBeLessThanOrEqual(500);

  await page.goto("/app");
  await addSchool(page, "Wharton");
  await sidebar(page)
    .getByRole("link", { name: /Essay 2: Contribution/ })
    .click();
  const essay = page.getByRole("textbox", { name: /Essay text/ });

  // The whole corpus is refused, and the refusal is text too.
  await essay.fill(CORPUS.join("\n"));
  // The keyboard saves whatever autosave is doing (a disabled button would wait for nothing).
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Invalid content detected")).toBeVisible();

  await essay.fill(text);
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Essay Saved")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();

  // Rename.
  await page.getByRole("heading", { level: 1 }).getByRole("button", { name: "Rename" }).click();
  const rename = page.getByRole("dialog", { name: "Rename essay" });
  await rename.getByLabel("Title").fill(TITLE);
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByText("Essay Renamed")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(TITLE);
  await expect(sidebar(page).getByRole("link", { name: TITLE })).toContainText(TITLE);
  await expect(page).toHaveTitle(`${TITLE} · Scout`);

  // A new version with notes, then a change in it.
  await page.getByRole("button", { name: "Versions" }).click();
  const versions = page.getByRole("dialog", { name: "Manage Versions" });
  await versions.getByLabel("Notes for the new version").fill(notes);
  await versions.getByRole("button", { name: "New Version" }).click();
  await expect(page.getByText("Version Created")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Version 2");
  await essay.fill(secondDraft);
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();

  // AI feedback whose comments (and an item's type) are the corpus.
  await scriptFeedback(marker, secondDraft);
  await page.getByRole("button", { name: "Get Feedback" }).click();
  await expect(page.getByText(/Found \d+ areas for improvement\./)).toBeVisible();
  await expectFeedbackPanel(page);
  await expect(page.locator("mark").filter({ hasText: "<img src=x onerror=alert(1)>" }).first()).toBeAttached();
  await guard.expectInert(page);

  // Everything again from the server's HTML.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(TITLE);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Version 2");
  await expect(page).toHaveTitle(`${TITLE} · Scout`);
  await expect(sidebar(page).getByRole("link", { name: TITLE })).toContainText(TITLE);
  await expect(sidebar(page).getByText("v2")).toBeVisible();
  await expect(essay).toHaveValue(secondDraft);
  await expect(page.getByText("\u202Egnp.exe", { exact: false }).first()).toBeAttached();
  await expectFeedbackPanel(page);
  await guard.expectInert(page);

  // The versions list (notes) and the comparison (both drafts, word by word).
  await page.getByRole("button", { name: "Versions" }).click();
  await expect(versions.getByText(notes, { exact: false })).toBeVisible();
  await versions.getByRole("button", { name: "Compare" }).click();
  const compare = versions.getByRole("region", { name: "Compare versions" });
  await expect(compare.locator("ins")).toContainText("second draft");
  for (const payload of TEXT_SAFE) await expect(compare).toContainText(payload);
  await expectAccessible(page);
  await guard.expectInert(page);

  // The sidebar as another page renders it.
  await page.keyboard.press("Escape");
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Your applications" })).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: TITLE })).toContainText(TITLE);
  // The dashboard shows the title too, as text.
  await expect(page.getByRole("main").getByRole("link", { name: TITLE })).toContainText(TITLE);
  await guard.expectInert(page);
});

const GOAL_ROWS = ["Location", "Title", "Industry", "Business problem", "Knowledge gaps", "Courses & clubs"];
const GOAL_HORIZONS = ["Internship", "Short term", "Long term", "Global"];

test("goals and the resume, with its AI feedback, are shown as text", async ({ page, guard, trialApplicant: _ }) => {
  await page.goto("/app/goals");
  const vision = page.getByLabel("Long-term vision");
  const cells = GOAL_ROWS.flatMap((row) => GOAL_HORIZONS.map((horizon) => page.getByRole("textbox", { name: `${row}, ${horizon}`, exact: true })));
  const cellText = (index: number) => CORPUS[index % CORPUS.length]!;
  await vision.fill(CORPUS.join("\n"));
  for (const [index, cell] of cells.entries()) await cell.fill(cellText(index));
  await expect(page.getByText("All changes saved")).toBeVisible();
  await guard.expectInert(page);
  await page.reload();
  await expect(vision).toHaveValue(CORPUS.join("\n"));
  for (const [index, cell] of cells.entries()) await expect(cell).toHaveValue(cellText(index));
  await guard.expectInert(page);

  const marker = `xss-resume-${crypto.randomUUID()}`;
  const resume = `${TEXT_SAFE.join("\n")}\n${marker}`;
  await page.goto("/app/resume");
  const text = page.getByRole("textbox");
  await text.fill(CORPUS.join("\n"));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Invalid content detected")).toBeVisible();
  await text.fill(resume);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Your resume has been saved successfully")).toBeVisible();
  await scriptFeedback(marker, resume);
  await page.getByRole("button", { name: "Get Feedback" }).click();
  await expect(page.getByText(/Found \d+ areas? for improvement\./)).toBeVisible();
  await expectFeedbackPanel(page);
  await guard.expectInert(page);

  await page.reload();
  await expect(text).toHaveValue(resume);
  await expectFeedbackPanel(page);
  await expectAccessible(page);
  await guard.expectInert(page);
});

test("a chat message and Scout's answer are shown as text, live, after a reload and in History", async ({ page, guard, trialApplicant: _ }) => {
  const marker = `xss-chat-${crypto.randomUUID()}`;
  const message = `${CORPUS.join(" ")} ${marker}`;
  await scriptFake(FAKE_PORTS.e2eOpenai, { match: marker, content: `Scout answers: ${CORPUS.join("\n")}` });

  await page.goto("/app");
  await page.getByRole("button", { name: "Ask Scout" }).click();
  const widget = page.getByRole("region", { name: "Ask Scout" });
  await widget.getByRole("textbox", { name: "Message Scout" }).fill(message);
  await widget.getByRole("textbox", { name: "Message Scout" }).press("Enter");
  const log = widget.getByRole("log", { name: "Conversation with Scout" });
  const expectConversation = async (where: typeof log) => {
    const mine = where.locator("[data-from=user]");
    const scout = where.locator("[data-from=assistant]");
    await expect(scout).toContainText("Scout answers:");
    for (const payload of CORPUS) {
      await expect(mine).toContainText(payload);
      await expect(scout).toContainText(payload);
    }
  };
  await expectConversation(log);
  await expect(widget.getByText("49 messages remaining in your free trial")).toBeVisible();
  await guard.expectInert(page);

  await page.reload();
  await page.getByRole("button", { name: "Ask Scout" }).click();
  await expectConversation(log);
  await widget.getByRole("button", { name: "History" }).click();
  // The conversation's title is the message's opening words.
  const entry = widget.getByRole("button", { name: "<script>alert(1)</script> <img src=x onerror=alert(1)>" });
  await expect(entry).toContainText("<script>alert(1)</script> <img src=x onerror=alert(1)>");
  await expect(entry).toContainText("2 messages");
  await guard.expectInert(page);
  await entry.click();
  await expect(page.getByText("Chat Loaded")).toBeVisible();
  await expectConversation(log);

  // The full-page Ask Scout shows the same conversation.
  await page.goto("/app/ask");
  await expectConversation(page.getByRole("log", { name: "Conversation with Scout" }));
  await expectAccessible(page);
  await guard.expectInert(page);
});
