import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { watchDataRequests } from "./lib/failed-request";
import { REQUEST_ID_META, RequestIdProvider } from "./request-id";

watchDataRequests();
const requestId = document.querySelector(`meta[name="${REQUEST_ID_META}"]`)?.getAttribute("content") ?? "";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RequestIdProvider value={requestId}>
        <RemixBrowser />
      </RequestIdProvider>
    </StrictMode>,
  );
});
