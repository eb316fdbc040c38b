import { useRef } from "react";
import { useFetcher } from "@remix-run/react";
import type { Toast } from "~/domain/platform/toast";
import { type ReaderAsk, type ReaderScaleAnswers, readerRoleLabels } from "~/domain/readers/reader-rules";
import { Button } from "../ui/button";
import { useToastFor } from "../ui/toast";
import { ReaderNoteForm } from "./reader-note-form";
import { ReaderScaleForm } from "./reader-scale-form";

export type ReaderPageData = ReaderAsk & {
  scaleAnswers: ReaderScaleAnswers | null;
  doneAt: string | null;
  school: string;
  essayTitle: string;
  version: number;
  text: string;
  prompt: { prompt: string; limit: string | null } | null;
  comments: { id: string; quote: string; body: string; replacement: string | null; answer: string | null }[];
};

// The reader's page: the school's question and limit, the essay's text (as text, never HTML),
// a way to comment on or propose other words for a passage, the scale, and "I'm done". The
// reader sees only their own comments.
export function ReaderPageView({ page }: { page: ReaderPageData }) {
  const textRef = useRef<HTMLDivElement>(null);
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <header>
        <p className="text-sm font-medium text-slate-700">{`${page.school} · ${page.essayTitle}`}</p>
        <h1 className="text-2xl font-semibold text-slate-900">{`${page.readerName}, you were asked to read this essay`}</h1>
        <p className="mt-1 text-sm text-slate-700">
          {`As ${readerRoleLabels[page.role].toLowerCase()}. Comment on any passage or propose other words; the text stays the writer's to change.`}
          {page.dueOn ? ` Hoped for by ${page.dueOn}.` : ""}
        </p>
        {page.lookFor ? <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-slate-900">{`What to look for: ${page.lookFor}`}</p> : null}
      </header>
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <article aria-labelledby="essay-heading" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="essay-heading" className="text-lg font-semibold text-slate-900">
            The question
          </h2>
          <p className="mt-1 text-sm text-slate-800">{page.prompt?.prompt ?? "The school's question is not in Scout's catalogue."}</p>
          <p className="mt-1 text-sm text-slate-700">{`Limit: ${page.prompt?.limit ?? "not stated by the school"}`}</p>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">{`The essay (version ${page.version})`}</h2>
          <div ref={textRef} data-testid="reader-text" className="mt-2 text-base leading-7 whitespace-pre-wrap text-slate-900">
            {page.text || "This version has no text yet."}
          </div>
        </article>
        <aside className="flex flex-col gap-4" aria-label="Your notes">
          {page.doneAt ? (
            <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900">
              You said you were done. Thank you: the writer has your notes.
            </p>
          ) : (
            <ReaderNoteForm textRef={textRef} />
          )}
          {page.scale.length ? <ReaderScaleForm scale={page.scale} answers={page.scaleAnswers} /> : null}
          <YourComments comments={page.comments} />
          {page.doneAt ? null : <DoneForm />}
        </aside>
      </div>
    </main>
  );
}

export function YourComments({ comments, part }: { comments: ReaderPageData["comments"]; part?: string }) {
  const heading = `your-comments${part ? `-${part}` : ""}`;
  return (
    <section aria-labelledby={heading} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <h2 id={heading} className="font-semibold text-slate-900">{`Your comments (${comments.length})`}</h2>
      <ul className="mt-2 flex flex-col gap-2">
        {comments.map((comment) => (
          <li key={comment.id} className="border-l-4 border-brand-600 pl-2 text-slate-800">
            <q className="text-slate-700">{comment.quote}</q>
            {comment.body ? <p>{comment.body}</p> : null}
            {comment.replacement !== null ? <p>{`Proposed: “${comment.replacement}”`}</p> : null}
            {comment.answer ? <p className="mt-1 text-slate-900">{`The writer answered: ${comment.answer}`}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DoneForm() {
  const fetcher = useFetcher<{ toast: Toast }>();
  useToastFor(fetcher.data, (answer) => answer.toast);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="done" />
      <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
        I&rsquo;m done: tell the writer
      </Button>
    </fetcher.Form>
  );
}
