import AxeBuilder from "@axe-core/playwright";
import { type Locator, type Page, type Request, test as base, expect } from "@playwright/test";

export type { Page };

type Applicant = { email: string; password: string };

// `applicant`: a new account, signed in through the real auth API in this browser context.
// Every test also fails on a console error or an uncaught page error.
export const test = base.extend<{
  applicant: Applicant;
  trialApplicant: Applicant;
  admin: Applicant;
  failOnConsoleErrors: void;
  refusalsOnFailure: void;
  clientAddress: string;
}>({
  // Each test is a different person at an address of their own (Cloudflare's cf-connecting-ip,
  // which wrangler dev passes through): the credential guard counts sign-ins per client, and the
  // tests run in parallel. A header the browser adds itself, not a route that hands every request
  // to the test process and back (that cost each page load its scripts' round trips). The pages
  // fetch only their own origin (the voice call's offer goes through the app), so the header never
  // turns a call into a CORS preflight; a navigation elsewhere (Google's sign-in) just carries it.
  clientAddress: [
    async ({ context }, use) => {
      const address = `198.51.100.${Math.floor(Math.random() * 250)}-${crypto.randomUUID().slice(0, 8)}`;
      await context.setExtraHTTPHeaders({ "cf-connecting-ip": address });
      await use(address);
    },
    { auto: true },
  ],
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The browser logs every 4xx answer (a refused form, a page that is a 404 on purpose) as a
        // console error; those are answers the tests expect. A 5xx or anything else is a failure.
        const clientError = /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text());
        // Remix logs a request it cancelled because a newer one replaced it (a fetcher submitted
        // again while its last answer was still reloading the page): expected, not a failure.
        const superseded = message.text().startsWith("AbortError: signal is aborted without reason");
        // A test that takes the browser offline on purpose (context.setOffline) sees the requests
        // the page could not send logged this way; only such a test can produce it.
        const offline = message.text() === "Failed to load resource: net::ERR_INTERNET_DISCONNECTED";
        if (!clientError && !superseded && !offline) errors.push(message.text());
      });
      // The same superseded request, when the page's promise for it is left to reject on its own.
      page.on("pageerror", (error) => {
        if (error.message !== "signal is aborted without reason") errors.push(error.message);
      });
      await use();
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
  // What the server answered to each form the page sent (a save, an intent) and to each read it
  // refused or has not answered, with what the page showed last, kept for a test that fails: a
  // status line such as "Not saved — press Save to try again" says that the server refused, not
  // why, and a failure on a busy machine may not come back when run again.
  refusalsOnFailure: [
    async ({ page, baseURL }, use, testInfo) => {
      const answers: Promise<string>[] = [];
      page.on("response", (response) => {
        const request = response.request();
        // A page's reads are kept only when refused (a 404 or a 500 behind a page that never came).
        const read = request.method() === "GET";
        if ((read && response.status() < 400) || !response.url().startsWith(baseURL!)) return;
        const line = `${new Date().toISOString()} ${request.method()} ${response.url().slice(baseURL!.length)} ${response.status()}`;
        if (read) return void answers.push(Promise.resolve(line));
        answers.push(
          response
            .text()
            .then((body) => `${line}\n  ${body.slice(0, 600)}`)
            .catch(() => `${line} (body not readable)`),
        );
      });
      // Requests still unanswered when the test ended (a page that waits on a server that is busy).
      const unanswered = new Map<Request, number>();
      page.on("request", (request) => void (request.url().startsWith(baseURL!) && unanswered.set(request, Date.now())));
      page.on("requestfinished", (request) => void unanswered.delete(request));
      page.on("requestfailed", (request) => void unanswered.delete(request));
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const [request, since] of unanswered)
        answers.push(Promise.resolve(`${new Date(since).toISOString()} ${request.method()} ${request.url().slice(baseURL!.length)}: no answer yet`));
      // Where the page was and what it showed, for a failure CI prints but cannot show.
      const shown = await page
        .getByRole("main")
        .first()
        .ariaSnapshot({ timeout: 2_000 })
        .catch(() => "(not readable)");
      answers.push(Promise.resolve(`${new Date().toISOString()} the page at ${page.url().replace(baseURL!, "")} showed:\n${shown.slice(0, 4_000)}`));
      const text = (await Promise.all(answers)).join("\n");
      await testInfo.attach("answers to the page's forms", { body: text, contentType: "text/plain" });
      console.error(`${testInfo.title}: answers to the page's forms\n${text}`);
    },
    { auto: true },
  ],
  applicant: async ({ page, baseURL, clientAddress }, use) => {
    const applicant = { email: `applicant-${crypto.randomUUID()}@example.com`, password: "correct-horse-battery" };
    const response = await page.request.post("/api/auth/sign-up/email", {
      data: { ...applicant, name: "" },
      headers: { origin: baseURL!, "cf-connecting-ip": clientAddress },
    });
    expect(response.ok(), await response.text()).toBe(true);
    await use(applicant);
  },
  // An applicant on the 14-day trial (started on /plans; the browser tests run without Stripe).
  trialApplicant: async ({ page, applicant, baseURL }, use) => {
    const response = await page.request.post("/plans", { form: { intent: "start-trial", plan: "pro" }, headers: { origin: baseURL! } });
    expect(response.ok(), await response.text()).toBe(true);
    await use(applicant);
  },
  // An operator: a signed-in applicant made admin through the test worker's hook.
  admin: async ({ page, applicant, baseURL }, use) => {
    const response = await page.request.post("/api/test/admin", { headers: { origin: baseURL! } });
    expect(response.ok(), await response.text()).toBe(true);
    await use(applicant);
  },
});

export { expect };

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(" ")) }));
  expect(serious).toEqual([]);
}

/**
 * A toast (app/components/ui/toast.tsx) in the Notifications region, by its title word for word and,
 * when given, its description word for word. A loose `page.getByText` also finds the page's own
 * sentence holding the same words, and an earlier toast still showing: it then passes before the
 * awaited toast comes, or finds two. A toast marked by `markEarlierToasts` is left out.
 */
export function toast(page: Page, title: string, description?: string): Locator {
  const cards = page
    .getByRole("region", { name: "Notifications" })
    .locator("[data-toast]:not([data-earlier-toast])")
    .filter({ has: page.getByText(title, { exact: true }).and(page.locator("[data-toast-title]")) });
  return description === undefined ? cards : cards.filter({ has: page.getByText(description, { exact: true }).and(page.locator("[data-toast-description]")) });
}

/**
 * Marks the toasts showing now, so that `toast` finds only one shown after: for an answer whose
 * toast has the same words as one still showing (the same action again).
 */
export async function markEarlierToasts(page: Page) {
  await page.locator("[data-toast]").evaluateAll((cards) => cards.forEach((card) => card.setAttribute("data-earlier-toast", "")));
}
