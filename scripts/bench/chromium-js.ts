import type { Browser, BrowserContext } from "playwright-core";
import { workspacePages } from "./pages";
import type { Applicant } from "./seed";
import { BASE } from "./server";

// The JavaScript Chromium fetches for each workspace page, signed in as an applicant, as it comes
// over the wire (compressed, with the response's headers: each file costs its headers too). A
// fresh page with the cache off each time: a first visit. Split at the page's load event: what the
// page needs before it is up, and the chunks fetched as it settles (drag-to-reorder, the chat window).

export type ChromiumJs = { page: string; path: string; byLoad: Scripts; afterLoad: Scripts };
/** `perFile`: each file's name (the path after /assets/) and its bytes, largest first (in results.json). */
type Scripts = { bytes: number; files: number; perFile: { file: string; bytes: number }[] };

export async function measureChromiumJs(browser: Browser, applicant: Applicant): Promise<ChromiumJs[]> {
  const context = await browser.newContext();
  await context.addCookies([...applicant.session.cookies].map(([name, value]) => ({ name, value, url: BASE })));
  const measured: ChromiumJs[] = [];
  try {
    for (const spec of workspacePages) {
      const path = spec.path(applicant);
      // The chat history's routes answer JSON for the chat window: no page of their own.
      if (!path || path.startsWith("/app/chat")) continue;
      measured.push({ page: spec.page, path, ...(await scriptsOf(context, path)) });
    }
  } finally {
    await context.close();
  }
  return measured;
}

async function scriptsOf(context: BrowserContext, path: string): Promise<Omit<ChromiumJs, "page" | "path">> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = new Map<string, string>();
  const byLoad: Scripts = { bytes: 0, files: 0, perFile: [] };
  const afterLoad: Scripts = { bytes: 0, files: 0, perFile: [] };
  let loaded = false;
  cdp.on("Network.responseReceived", (event) => event.type === "Script" && scripts.set(event.requestId, event.response.url));
  cdp.on("Network.loadingFinished", (event) => {
    const url = scripts.get(event.requestId);
    if (url === undefined) return;
    const into = loaded ? afterLoad : byLoad;
    into.bytes += event.encodedDataLength;
    into.files += 1;
    into.perFile.push({ file: new URL(url).pathname.replace("/assets/", ""), bytes: event.encodedDataLength });
  });
  try {
    const response = await page.goto(`${BASE}${path}`, { waitUntil: "load" });
    if (response?.status() !== 200) throw new Error(`${path} answered HTTP ${response?.status()}`);
    loaded = true;
    await page.waitForLoadState("networkidle");
  } finally {
    await page.close();
  }
  for (const scripts of [byLoad, afterLoad]) scripts.perFile.sort((a, b) => b.bytes - a.bytes);
  return { byLoad, afterLoad };
}
