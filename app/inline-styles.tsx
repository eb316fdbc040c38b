import { createContext, useContext } from "react";

// The stylesheet, in the page's <head> instead of a <link>: the first paint waits for no other
// request (it was the one render-blocking request of every page, ~190 ms on a phone's network in
// Lighthouse's simulation). About 7 KB gzip on each page load; navigations inside the app carry
// none (they fetch data only). The server render puts the built CSS in (entry.server.tsx); the
// browser reads it back from the page before hydrating (entry.client.tsx), so both render the
// same element and React leaves it as it is.
export const INLINE_STYLES_ID = "scout-styles";

const InlineStylesContext = createContext("");
export const InlineStylesProvider = InlineStylesContext.Provider;

export function InlineStyles() {
  const css = useContext(InlineStylesContext);
  return <style id={INLINE_STYLES_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
