import { DEFAULT_TOAST_MS, type Toast } from "~/domain/platform/toast";
import { MAX_TOASTS, TOASTS_REGION_CLASSES, ToastCard } from "../ui/toast";
import { createContext, useContext, useEffect } from "react";

// The enhancement script's text (enhance.js), inlined in the page: no request, no framework. The
// server render puts it in (entry.server.tsx), so the browser bundle of the pages with React,
// which never render it, does not carry it.
const EnhancementContext = createContext("");
export const EnhancementProvider = EnhancementContext.Provider;

/** The pages without a framework: their one script, with the request's CSP nonce. */
export function EnhancementScript({ nonce }: { nonce: string }) {
  const script = useContext(EnhancementContext);
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}

/**
 * Reached by the browser's router from a page with React (a link or redirect that was not a
 * document load): such a page cannot work there (its script does not run), so it loads itself
 * again as a document. On a page without a framework this effect never runs: no React.
 */
export function LoadAsDocument() {
  useEffect(() => window.location.reload(), []);
  return null;
}

/**
 * The Notifications region as the server renders it: the toast the last redirect carried
 * (redirectWithToast), and a template of each kind for the toasts the script shows.
 */
export function StaticToaster({ toast }: { toast: Toast | null }) {
  return (
    <>
      <section
        aria-label="Notifications"
        aria-live="polite"
        data-toasts=""
        data-toast-ms={DEFAULT_TOAST_MS}
        data-toast-max={MAX_TOASTS}
        className={TOASTS_REGION_CLASSES}
      >
        {toast ? <ToastCard toast={toast} /> : null}
      </section>
      <template data-toast-template="default">
        <ToastCard toast={{ title: " ", description: " " }} />
      </template>
    </>
  );
}
