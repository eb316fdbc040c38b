import { Suspense, memo } from "react";
import { shortCycle } from "~/domain/catalogue/catalogue";
import { parseLimit } from "~/domain/essays/essay-rules";
import { lazyPart } from "../ui/lazy-part";

// Links and words only, drawn by the server: nothing in it waits for its file, which comes after
// the page's first ones (with the sources' rules, about 1.5 KB gzip and two files on an essay).
const SourceCitation = lazyPart(() => import("../catalogue/source-citation").then((module) => ({ default: module.SourceCitation })), { whenPageIsUp: true });

/** `wording`: wordingLabel's "2025-26 wording; this year's not yet confirmed", null when confirmed for `cycle`. */
export type EditorPrompt = {
  prompt: string;
  limit: string | null;
  cycle: string;
  wording: string | null;
  sources: string[];
  ownDomains: string[];
  textCycle: string;
} | null;

// The school's prompt, its limit and what is known of its wording, always above the text: the
// prompt is not the essay (docs/product-rules.md §29), so it never counts toward the limit. A
// prompt carried from an earlier cycle says so; where it was read is cited by whose page it is.
// Kept from re-rendering with the editor: an update to the citation the server drew before its file
// is here would swap it for its placeholder.
export const PromptCard = memo(function PromptCard({ prompt }: { prompt: EditorPrompt }) {
  if (!prompt) return null;
  const limit = parseLimit(prompt.limit);
  return (
    <section aria-label="Prompt" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="whitespace-pre-wrap text-slate-900">{prompt.prompt || "The school's question for this essay has not been found yet."}</p>
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
        <span>{prompt.limit ? `Limit: ${prompt.limit}${limit?.kind === "characters" ? " (spaces count)" : ""}` : "No limit stated"}</span>
        {prompt.wording ? <span className="text-amber-800">{prompt.wording}</span> : <span>{shortCycle(prompt.cycle)} prompt</span>}
      </p>
      <p className="mt-1 text-xs text-slate-700">
        {/* A page opened from another may draw before the file is in: the line keeps its height. */}
        <Suspense fallback={"\u00a0"}>
          <SourceCitation sources={prompt.sources} ownDomains={prompt.ownDomains} age={prompt.textCycle} about="for this question" />
        </Suspense>
      </p>
    </section>
  );
});
