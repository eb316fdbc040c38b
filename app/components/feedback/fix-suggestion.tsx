import { diffWords } from "~/domain/essays/word-diff";
import { Button } from "../ui/button";

// A fix the applicant asked for, as a diff of their passage: their words that would go struck
// through, the new ones marked. Text only, never HTML. Accepting puts it into the text (where
// they can still edit or undo it); rejecting keeps their words.
export function FixSuggestion({
  passage,
  suggestion,
  busy,
  onAccept,
  onReject,
}: {
  passage: string;
  suggestion: string;
  busy: boolean;
  onAccept: () => void;
  onReject: () => void;
}) {
  const { left, right } = diffWords(passage, suggestion);
  return (
    <div className="mt-2 rounded-md border border-slate-200 bg-slate-50 p-2">
      <p className="text-xs font-medium text-slate-800">Suggested fix (your words kept where possible)</p>
      <p className="mt-1 whitespace-pre-wrap text-sm text-slate-900">
        <span className="font-medium">Yours: </span>
        {left.map((part, index) =>
          part.change === "removed" ? (
            <del key={index} className="bg-red-100 text-red-900">
              {part.text}
            </del>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
      <p className="mt-1 whitespace-pre-wrap text-sm text-slate-900">
        <span className="font-medium">Suggested: </span>
        {right.map((part, index) =>
          part.change === "added" ? (
            <ins key={index} className="bg-green-100 text-green-900 no-underline">
              {part.text}
            </ins>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={onAccept} disabled={busy}>
          Accept suggestion
        </Button>
        <Button size="sm" variant="secondary" onClick={onReject} disabled={busy}>
          Keep my words
        </Button>
      </div>
    </div>
  );
}
