import { shortCycle } from "~/domain/catalogue/catalogue";
import { parseLimit } from "~/domain/essays/essay-rules";

/** `wording`: wordingLabel's "2025-26 wording; this year's not yet confirmed", null when confirmed for `cycle`. */
export type EditorPrompt = { prompt: string; limit: string | null; cycle: string; wording: string | null; source: string | null } | null;

// The school's prompt, its limit and what is known of its wording, always above the text: the
// prompt is not the essay (docs/product-rules.md §29), so it never counts toward the limit. A
// prompt carried from an earlier cycle says so, with the source it was taken from.
export function PromptCard({ prompt }: { prompt: EditorPrompt }) {
  if (!prompt) return null;
  const limit = parseLimit(prompt.limit);
  return (
    <section aria-label="Prompt" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="whitespace-pre-wrap text-slate-900">{prompt.prompt || "The school's question for this essay has not been found yet."}</p>
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
        <span>{prompt.limit ? `Limit: ${prompt.limit}${limit?.kind === "characters" ? " (spaces count)" : ""}` : "No limit stated"}</span>
        {prompt.wording ? (
          <span className="text-amber-800">
            {prompt.wording}
            {prompt.source ? (
              <>
                {" · "}
                <a href={prompt.source} target="_blank" rel="noreferrer noopener" className="underline">
                  source
                </a>
              </>
            ) : null}
          </span>
        ) : (
          <span>{shortCycle(prompt.cycle)} prompt</span>
        )}
      </p>
    </section>
  );
}
