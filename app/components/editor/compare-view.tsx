import { countWords } from "~/domain/essays/essay-rules";
import { diffWords } from "~/domain/essays/word-diff";
import { formatNumber } from "~/domain/platform/numbers";

type Side = { label: string; content: string };

// Two versions side by side: words only in the older one struck through, words only in the newer
// one highlighted. Text, never HTML.
export function CompareView({ before, after }: { before: Side; after: Side }) {
  const { left, right } = diffWords(before.content, after.content);
  const column = (label: string, content: string, parts: typeof left) => (
    <div className="min-w-0 flex-1">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">
        {label} <span className="font-normal text-slate-700">{`· ${formatNumber(countWords(content))} words`}</span>
      </h3>
      <div className="max-h-[60vh] overflow-y-auto whitespace-pre-wrap rounded-md border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed text-slate-900">
        {parts.map((part, index) =>
          part.change === "removed" ? (
            <del key={index} className="bg-red-100 text-red-900">
              {part.text}
            </del>
          ) : part.change === "added" ? (
            <ins key={index} className="bg-green-100 text-green-900 no-underline">
              {part.text}
            </ins>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </div>
    </div>
  );
  return (
    <div className="flex flex-col gap-4 md:flex-row">
      {column(before.label, before.content, left)}
      {column(after.label, after.content, right)}
    </div>
  );
}
