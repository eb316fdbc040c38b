import { useRef } from "react";
import { type ReaderRole, type ReaderScaleAnswers, type ReaderScaleKey, readerRoleLabels } from "~/domain/readers/reader-rules";
import { DoneForm, type ReaderPageData, YourComments } from "./reader-page-view";
import { ReaderNoteForm } from "./reader-note-form";
import { ReaderScaleForm } from "./reader-scale-form";

type SetEssay = Pick<ReaderPageData, "essayTitle" | "version" | "text" | "prompt" | "comments"> & { part: string; scaleAnswers: ReaderScaleAnswers | null };

export type ReaderSetPageData = {
  readerName: string;
  role: ReaderRole;
  lookFor: string;
  dueOn: string | null;
  scale: ReaderScaleKey[];
  doneAt: string | null;
  school: string;
  essays: SetEssay[];
};

// A school's set on one reader's page: each essay with the school's question and limit, its text
// (as text), the reader's notes and answers on it, and one "I'm done" for the whole set.
export function ReaderSetPageView({ page }: { page: ReaderSetPageData }) {
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <header>
        <p className="text-sm font-medium text-slate-700">{`${page.school} · ${page.essays.length} essay${page.essays.length === 1 ? "" : "s"}`}</p>
        <h1 className="text-2xl font-semibold text-slate-900">{`${page.readerName}, you were asked to read these ${page.school} essays`}</h1>
        <p className="mt-1 text-sm text-slate-700">
          {`As ${readerRoleLabels[page.role].toLowerCase()}. Comment on any passage of any essay or propose other words; the text stays the writer's to change.`}
          {page.dueOn ? ` Hoped for by ${page.dueOn}.` : ""}
        </p>
        {page.lookFor ? <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-slate-900">{`What to look for: ${page.lookFor}`}</p> : null}
        <nav aria-label="The essays" className="mt-3 text-sm">
          <ol className="list-decimal pl-5">
            {page.essays.map((essay) => (
              <li key={essay.part}>
                <a className="text-brand-700 underline" href={`#essay-${essay.part}`}>
                  {essay.essayTitle}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </header>
      {page.essays.map((essay, at) => (
        <SetEssaySection key={essay.part} essay={essay} at={at + 1} scale={page.scale} done={Boolean(page.doneAt)} />
      ))}
      {page.doneAt ? (
        <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900">
          You said you were done. Thank you: the writer has your notes on every essay.
        </p>
      ) : (
        <section aria-labelledby="done-heading" className="flex flex-col gap-2">
          <h2 id="done-heading" className="text-lg font-semibold text-slate-900">
            When you have read them all
          </h2>
          <DoneForm />
        </section>
      )}
    </main>
  );
}

function SetEssaySection({ essay, at, scale, done }: { essay: SetEssay; at: number; scale: ReaderScaleKey[]; done: boolean }) {
  const textRef = useRef<HTMLDivElement>(null);
  return (
    <section
      id={`essay-${essay.part}`}
      aria-labelledby={`essay-heading-${essay.part}`}
      className="flex scroll-mt-4 flex-col gap-6 border-t border-slate-200 pt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <article className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id={`essay-heading-${essay.part}`} className="text-lg font-semibold text-slate-900">
          {`${at}. ${essay.essayTitle} (version ${essay.version})`}
        </h2>
        <h3 className="mt-2 text-sm font-semibold text-slate-900">The question</h3>
        <p className="mt-1 text-sm text-slate-800">{essay.prompt?.prompt ?? "The school's question is not in Scout's catalogue."}</p>
        <p className="mt-1 text-sm text-slate-700">{`Limit: ${essay.prompt?.limit ?? "not stated by the school"}`}</p>
        <div ref={textRef} data-testid="reader-text" className="mt-3 text-base leading-7 whitespace-pre-wrap text-slate-900">
          {essay.text || "This version has no text yet."}
        </div>
      </article>
      <aside className="flex flex-col gap-4" aria-label={`Your notes on ${essay.essayTitle}`}>
        {done ? null : <ReaderNoteForm textRef={textRef} part={essay.part} />}
        {scale.length ? <ReaderScaleForm scale={scale} answers={essay.scaleAnswers} part={essay.part} /> : null}
        <YourComments comments={essay.comments} part={essay.part} />
      </aside>
    </section>
  );
}
