// Pages that need no framework ship none: a route whose `handle` is NO_FRAMEWORK is
// rendered on the server and sent without React, React Router or Remix's scripts; the root
// (app/root.tsx) leaves out <Scripts/> and inlines the small enhancement script instead
// (app/components/no-framework). Such a page must work with no JavaScript at all: its forms are
// plain forms posting to their actions, its toasts are rendered by the server.
export const NO_FRAMEWORK = { hydrate: false } as const;

/**
 * A redirect's header that makes Remix in the browser load the next page as a document: a page
 * without a framework cannot be rendered by the browser's router (its script would not run).
 */
export const RELOAD_DOCUMENT = { "X-Remix-Reload-Document": "true" } as const;

/** Whether the page being rendered (any route of its chain) ships no framework. */
export function shipsNoFramework(matches: readonly { handle?: unknown }[]) {
  return matches.some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
}

/** The enhancement script as the page sends it: its whole-line comments are for the reader only. */
export const asSent = (source: string) => source.replace(/^[ \t]*\/\/.*\n/gm, "");
