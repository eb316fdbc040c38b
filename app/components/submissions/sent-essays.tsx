import { Link } from "@remix-run/react";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import type { SentEssay } from "~/domain/submissions/snapshot";
import { readyPath } from "./use-submit-action";

export type SentForInterview = { school: string; submittedOn: string; essays: SentEssay[] };

// Preparing for a school's interview: the essays as that school received them (the copy kept when
// it was marked submitted), read only, since that is what its interviewer has read.
export function SentEssays({ sent }: { sent: SentForInterview }) {
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <summary className="cursor-pointer text-lg font-semibold text-slate-900">{`What you sent to ${sent.school}`}</summary>
      <p className="mt-2 text-sm text-slate-700">
        {`Submitted ${formatCalendarDate(sent.submittedOn)}. Read only: the essays as the school has them, which an interviewer who reads your application has read. `}
        <Link to={`${readyPath(sent.school)}/sent`} className="font-medium text-brand-700 underline">
          Open everything you sent
        </Link>
      </p>
      {sent.essays.map((essay) => (
        <section key={essay.essayId} aria-label={`${essay.title}, as sent`} className="mt-4">
          <h2 className="text-base font-semibold text-slate-900">{essay.title}</h2>
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{essay.text}</p>
        </section>
      ))}
    </details>
  );
}
