import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import type { Toast } from "~/domain/platform/toast";
import type { Placement } from "~/domain/readers/anchor";
import { READER_LIMITS, readerRoleLabels } from "~/domain/readers/reader-rules";
import { Button } from "../ui/button";
import { TextAreaField } from "../ui/field";
import { useToastFor } from "../ui/toast";
import type { ReaderComment } from "./reader-comment";

type AcceptAnswer = { toast: Toast; readerAccepted?: { revision: number; content: string } };

export type ReaderNoteEntryProps = {
  comment: ReaderComment;
  /** Where its words now stand in the applicant's text, or outdated. */
  placed: Placement;
  /** Its words hold the caret in the text. */
  active: boolean;
  action: string;
  /** The revision the editor last saved; a reader's words are taken in only over it, with nothing unsaved. */
  revision: number;
  unsaved: boolean;
  onShowInText: (start: number, end: number) => void;
  onAccepted: (text: { revision: number; content: string }) => void;
};

// One reader's comment in the list beside the text, among Scout's items: who said it, the words it
// is about (Show in text selects them; outdated when they are gone), what they said or propose,
// and what the applicant does with it: take their words, resolve, answer, dismiss.
export function ReaderNoteEntry({ comment, placed, active, action, revision, unsaved, onShowInText, onAccepted }: ReaderNoteEntryProps) {
  const fetcher = useFetcher<AcceptAnswer>();
  const [answering, setAnswering] = useState(false);
  useToastFor(fetcher.data, (answer) => {
    if (answer.readerAccepted) onAccepted(answer.readerAccepted);
    return answer.toast;
  });
  const busy = fetcher.state !== "idle";
  const submit = (fields: Record<string, string>) => fetcher.submit({ commentId: comment.id, ...fields }, { method: "post", action });
  const quote = `“${comment.anchor.quote.slice(0, 120)}”`;
  return (
    <li
      data-testid="reader-comment"
      data-reader={comment.id}
      aria-current={active ? "true" : undefined}
      className={`px-4 py-3 text-sm text-slate-800 ${active ? "bg-brand-50 ring-2 ring-inset ring-brand-600" : ""}`}
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900">Reader</span>
        <span className="font-medium text-slate-900">{`${comment.readerName} · ${readerRoleLabels[comment.role]}`}</span>
      </p>
      <p className="mt-1">
        {placed.state === "placed" ? (
          <button
            type="button"
            onClick={() => onShowInText(placed.start, placed.end)}
            className="block max-w-full truncate text-left text-xs text-brand-700 underline"
            aria-label={`Show in text: ${quote}`}
          >
            {quote}
          </button>
        ) : (
          <>
            <q className="text-slate-600 line-through">{comment.anchor.quote}</q>
            <span className="ml-1 rounded bg-slate-200 px-1 text-xs font-medium">Outdated: these words are gone</span>
          </>
        )}
      </p>
      {comment.body ? <p className="mt-1 text-slate-900">{comment.body}</p> : null}
      {comment.replacement !== null ? <p className="mt-1">{`Proposes: “${comment.replacement}”`}</p> : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {comment.replacement !== null && placed.state === "placed" ? (
          <Button
            size="sm"
            disabled={busy || unsaved}
            onClick={() => submit({ intent: "reader-accept", baseRevision: String(revision) })}
            title={unsaved ? "Save your text first" : undefined}
          >
            Take their words
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => submit({ intent: "reader-resolve" })}>
          Resolve
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => setAnswering((open) => !open)} aria-expanded={answering}>
          Answer
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => submit({ intent: "reader-dismiss" })}>
          Dismiss
        </Button>
      </div>
      {answering ? (
        <fetcher.Form method="post" action={action} className="mt-2 flex flex-col gap-2">
          <input type="hidden" name="intent" value="reader-answer" />
          <input type="hidden" name="commentId" value={comment.id} />
          <TextAreaField label={`Your answer to ${comment.readerName}`} name="answer" required maxLength={READER_LIMITS.answer} rows={2} />
          <Button type="submit" size="sm" disabled={busy}>
            Keep answer
          </Button>
        </fetcher.Form>
      ) : null}
    </li>
  );
}
