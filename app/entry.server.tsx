import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { EnhancementProvider } from "./components/no-framework/page-scripts";
import enhancement from "./components/no-framework/enhance.js?raw";
import { InlineStylesProvider } from "./inline-styles";
import { asSent } from "./lib/no-framework";
import { NonceProvider } from "./nonce";
import styles from "./tailwind.css?inline";
import { RequestIdProvider } from "./request-id";

const ABORT_DELAY_MS = 5_000;

/** The pages without a framework inline this (app/lib/no-framework.ts). */
const ENHANCEMENT = asSent(enhancement);

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  const body = await renderToReadableStream(
    <NonceProvider value={loadContext.nonce}>
      <RequestIdProvider value={loadContext.app.requestId}>
        <InlineStylesProvider value={styles}>
          <EnhancementProvider value={ENHANCEMENT}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={loadContext.nonce} />
          </EnhancementProvider>
        </InlineStylesProvider>
      </RequestIdProvider>
    </NonceProvider>,
    {
      nonce: loadContext.nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) loadContext.app.reportError(error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));
  // Crawlers get the whole page at once; people get it streamed.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

// An error a loader, an action or the render threw and nobody handled: one log line with the
// request's id (the page the person sees quotes the same id). A request the browser gave up on is
// not an error. Remix's own refusals (405, a bad data request) carry the error inside.
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  context.app.reportError(inner ?? error);
};
