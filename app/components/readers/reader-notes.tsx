import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import type { Toast } from "~/domain/platform/toast";
import { type Anchor, placeAnchor } from "~/domain/readers/anchor";
import { READER_LIMITS, type ReaderCommentStatus, type ReaderRole, readerRoleLabels } from "~/domain/readers/reader-rules";
import { Button } from "../ui/button";
import { TextAreaField } from "../ui/field";
import { useToastFor } from "../ui/toast";

export type ReaderComment = {
  id: string;
  linkId: string;
  readerName: string;
  role: ReaderRole;
  anchor: Anchor;
  body: string;
  replacement: string | null;
  status: ReaderCommentStatus;
  answer: string | null;
  createdAt: string;
};

export type ReaderNotesData = { comments: ReaderComment[]; done: { id: string; readerName: string; doneAt: string }[] };

/** Who said it: everyone, Scout, every reader, or one reader (by their link). */
export type NotesFilter = "everyone" | "scout" | "readers" | `reader:${string}`;

type AcceptAnswer = { toast: Toast; readerAccepted?: { revision: number; content: string } };

/** The editor's readers' notes: whether there are any, whether Scout's items show under the filter, and the panel. */
export function useReaderNotes(
  data: ReaderNotesData,
  text: { content: string; saved: { revision: number }; dirty: boolean; saving: boolean; adopt: ReaderNotesProps["onAccepted"] },
  action: string,
) {
  const [filter, setFilter] = useState<NotesFilter>("everyone");
  const shown = data.comments.length > 0 || data.done.length > 0;
  const panel = shown ? (
    <ReaderNotes
      data={data}
      content={text.content}
      action={action}
      revision={text.saved.revision}
      unsaved={text.dirty || text.saving}
      filter={filter}
      onFilter={setFilter}
      onAccepted={text.adopt}
    />
  ) : null;
  return { shown, showScout: filter === "everyone" || filter === "scout", panel };
}

type ReaderNotesProps = {
  data: ReaderNotesData;
  /** The text as the applicant has it now: each comment is placed on its words in it, or outdated. */
  content: string;
  action: string;
  /** The revision the editor last saved; a reader's words are taken in only over it, with nothing unsaved. */
  revision: number;
  unsaved: boolean;
  filter: NotesFilter;
  onFilter: (filter: NotesFilter) => void;
  onAccepted: (text: { revision: number; content: string }) => void;
};

// Readers' comments beside Scout's feedback, in the column the feedback uses: who said it picks
// whose notes show (Scout's items are hidden when only readers are wanted); each comment names its
// reader and the words it is about, placed where they now stand or marked outdated.
function ReaderNotes({ data, content, action, revision, unsaved, filter, onFilter, onAccepted }: ReaderNotesProps) {
  const readers = [...new Map(data.comments.map((comment) => [comment.linkId, comment.readerName])).entries()];
  const shown = data.comments.filter(
    (comment) => comment.status === "open" && (filter === "everyone" || filter === "readers" || filter === `reader:${comment.linkId}`),
  );
  return (
    <section aria-labelledby="reader-notes-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="reader-notes-heading" className="font-semibold text-slate-900">
        Notes
      </h2>
      {data.done.map((reader) => (
        <p key={reader.id} role="status" className="mt-2 rounded-md bg-emerald-50 p-2 text-sm text-emerald-900">{`${reader.readerName} is done reading.`}</p>
      ))}
      <label htmlFor="notes-filter" className="mt-2 block text-sm font-medium text-slate-800">
        Who said it
      </label>
      <select
        id="notes-filter"
        value={filter}
        onChange={(event) => onFilter(event.target.value as NotesFilter)}
        className="mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900"
      >
        <option value="everyone">Everyone</option>
        <option value="scout">Scout</option>
        <option value="readers">All readers</option>
        {readers.map(([linkId, name]) => (
          <option key={linkId} value={`reader:${linkId}`}>
            {name}
          </option>
        ))}
      </select>
      {filter === "scout" ? null : (
        <ol className="mt-3 flex flex-col gap-3" aria-label="Readers' comments">
          {shown.length === 0 ? <li className="text-sm text-slate-700">No open comment from readers.</li> : null}
          {shown.map((comment) => (
            <ReaderNote key={comment.id} comment={comment} content={content} action={action} revision={revision} unsaved={unsaved} onAccepted={onAccepted} />
          ))}
        </ol>
      )}
    </section>
  );
}

type ReaderNoteProps = Pick<ReaderNotesProps, "content" | "action" | "revision" | "unsaved" | "onAccepted"> & { comment: ReaderComment };

function ReaderNote({ comment, content, action, revision, unsaved, onAccepted }: ReaderNoteProps) {
  const fetcher = useFetcher<AcceptAnswer>();
  const [answering, setAnswering] = useState(false);
  useToastFor(fetcher.data, (answer) => {
    if (answer.readerAccepted) onAccepted(answer.readerAccepted);
    return answer.toast;
  });
  const placed = placeAnchor(comment.anchor, content);
  const busy = fetcher.state !== "idle";
  const submit = (fields: Record<string, string>) => fetcher.submit({ commentId: comment.id, ...fields }, { method: "post", action });
  return (
    <li className="rounded-md border border-slate-200 p-3 text-sm text-slate-800" data-testid="reader-comment">
      <p className="font-medium text-slate-900">{`${comment.readerName} · ${readerRoleLabels[comment.role]}`}</p>
      <p className="mt-1">
        <q className={placed.state === "outdated" ? "text-slate-600 line-through" : "bg-amber-100"}>{comment.anchor.quote}</q>
        {placed.state === "outdated" ? <span className="ml-1 rounded bg-slate-200 px-1 text-xs font-medium">Outdated: these words are gone</span> : null}
      </p>
      {comment.body ? <p className="mt-1">{comment.body}</p> : null}
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
