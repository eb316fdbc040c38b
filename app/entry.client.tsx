import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { watchDataRequests } from "./lib/failed-request";
import { INLINE_STYLES_ID, InlineStylesProvider } from "./inline-styles";
import { REQUEST_ID_META, RequestIdProvider } from "./request-id";

watchDataRequests();
const requestId = document.querySelector(`meta[name="${REQUEST_ID_META}"]`)?.getAttribute("content") ?? "";
const styles = document.getElementById(INLINE_STYLES_ID)?.textContent ?? "";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RequestIdProvider value={requestId}>
        <InlineStylesProvider value={styles}>
          <RemixBrowser />
        </InlineStylesProvider>
      </RequestIdProvider>
    </StrictMode>,
  );
});
