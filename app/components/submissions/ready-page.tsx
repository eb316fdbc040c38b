import { useId } from "react";
import { Link } from "@remix-run/react";
import type { ReadyPage as PageData } from "~/domain/submissions/page-data";
import { SubmitForm } from "./submit-form";
import { SubmittedPanel } from "./submitted-panel";

// /app/submit/:school: everything the school receives, checked, and the school marked submitted.
export function ReadyPage({ data, today }: { data: PageData; today: string }) {
  const essaysHeading = useId();
  const submitHeading = useId();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900">{`Ready to submit: ${data.school}`}</h1>
      <section aria-labelledby={essaysHeading} className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id={essaysHeading} className="text-lg font-semibold text-slate-900">
          Essays the school receives
        </h2>
        <ul className="mt-3 divide-y divide-slate-200">
          {data.essays.map((essay) => (
            <li key={essay.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <Link to={`/app/essays/${essay.id}`} className="font-medium text-brand-700 underline">
                {essay.title}
              </Link>
              <span className="text-sm text-slate-700">
                {essay.written
                  ? `Version ${essay.version} · ${essay.words} words · ${essay.characters} characters${essay.limit ? ` · limit ${essay.limit}` : ""}`
                  : "Not started"}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={submitHeading} className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id={submitHeading} className="text-lg font-semibold text-slate-900">
          Submitted
        </h2>
        <div className="mt-3">
          {data.submitted ? (
            <SubmittedPanel school={data.school} sent={data.submitted} />
          ) : (
            <SubmitForm school={data.school} rounds={data.rounds} round={data.round} today={today} disclosureDraft={data.disclosureDraft} />
          )}
        </div>
      </section>
    </div>
  );
}
