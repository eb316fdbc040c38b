import { parseLimit } from "~/domain/essay-rules";

export type EditorPrompt = { prompt: string; limit: string | null; unconfirmed: boolean; cycle: string } | null;

/** The cycle the wording comes from, as users write it: "2025-2026 …" → "2025–26"; null when unknown. */
function cycleLabel(cycle: string) {
  const match = cycle.match(/(\d{4})-(?:\d{2})?(\d{2})/);
  return match ? `${match[1]}–${match[2]}` : null;
}

// The school's prompt, its limit and the cycle its wording comes from, always above the text: the
// prompt is not the essay (docs/product-rules.md §29), so it never counts toward the limit.
export function PromptCard({ prompt }: { prompt: EditorPrompt }) {
  if (!prompt) return null;
  const limit = parseLimit(prompt.limit);
  return (
    <section aria-label="Prompt" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="whitespace-pre-wrap text-slate-900">{prompt.prompt}</p>
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
        <span>{prompt.limit ? `Limit: ${prompt.limit}${limit?.kind === "characters" ? " (spaces count)" : ""}` : "No limit stated"}</span>
        <span>{cycleText(prompt)}</span>
      </p>
    </section>
  );
}

function cycleText({ cycle, unconfirmed }: { cycle: string; unconfirmed: boolean }) {
  const label = cycleLabel(cycle);
  if (!unconfirmed) return label ? `${label} prompt` : "Current prompt";
  return `${label ? `Wording from the ${label} cycle` : "Wording from an earlier cycle"} · not yet confirmed for this cycle`;
}
