import { Link } from "@remix-run/react";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import type { SentCopy } from "~/domain/submissions/page-data";
import { readyPath } from "./use-submit-action";

// What a school was sent, read only: each essay as it was, the form's answers and the disclosure.
export function SentView({ sent }: { sent: SentCopy }) {
  const { snapshot } = sent;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <p className="text-sm">
        <Link to={readyPath(sent.school)} className="text-brand-700 underline">
          {`Back to ${sent.school}`}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{`What you sent to ${sent.school}`}</h1>
      <p className="mt-1 text-slate-700">{`Submitted ${formatCalendarDate(sent.submittedOn)}, ${sent.round} (${sent.cycle}). Read only: later edits never change it.`}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {(["pdf", "txt"] as const).map((format) => (
          <a
            key={format}
            href={`${readyPath(sent.school)}/sent.${format}`}
            download
            className="inline-flex h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50"
          >
            {format === "pdf" ? "Download as PDF" : "Download as text"}
          </a>
        ))}
      </div>
      {snapshot.essays.map((essay) => (
        <section key={essay.essayId} aria-label={essay.title} className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">{`${essay.title} (version ${essay.version})`}</h2>
          {essay.prompt ? <p className="mt-1 text-sm text-slate-700">{`${essay.prompt}${essay.limit ? ` (${essay.limit})` : ""}`}</p> : null}
          <p className="mt-3 whitespace-pre-wrap break-words text-slate-900">{essay.text}</p>
        </section>
      ))}
      {snapshot.answers.length > 0 ? (
        <section aria-label="Form answers" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">Form answers</h2>
          <dl className="mt-3 space-y-2">
            {snapshot.answers.map((answer) => (
              <div key={answer.label}>
                <dt className="text-sm font-medium text-slate-700">{answer.label}</dt>
                <dd className="whitespace-pre-wrap break-words text-slate-900">{answer.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section aria-label="AI disclosure" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">AI disclosure</h2>
        <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{snapshot.disclosure ?? "None sent."}</p>
      </section>
    </div>
  );
}
