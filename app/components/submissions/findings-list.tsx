import { Link } from "@remix-run/react";
import { type Finding, findingKindLabels } from "~/domain/submissions/findings";
import { AddQuestionButton } from "./add-question-button";

// What is left before the school is Ready: each finding with where it is, the passage (as text)
// and a link to the page where it is fixed. Information that needs no change is listed apart.
export function FindingsList({ findings }: { findings: Finding[] }) {
  const blocking = findings.filter((finding) => finding.blocking);
  const fine = findings.filter((finding) => !finding.blocking);
  return (
    <div className="space-y-4">
      {blocking.length > 0 ? <Findings items={blocking} label="To fix before submitting" /> : null}
      {fine.length > 0 ? <Findings items={fine} label="Worth knowing, nothing to change" /> : null}
    </div>
  );
}

function Findings({ items, label }: { items: Finding[]; label: string }) {
  return (
    <div>
      <h3 className="text-base font-semibold text-slate-900">{`${label} (${items.length})`}</h3>
      <ul className="mt-2 space-y-3">
        {items.map((finding, index) => (
          <li key={`${finding.kind}-${finding.where}-${index}`} className="rounded-lg border border-slate-200 p-3">
            <p className="text-sm font-medium text-slate-900">
              <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-slate-700">
                {findingKindLabels[finding.kind]}
              </span>
              {finding.where}
            </p>
            {finding.passage ? <p className="mt-1 break-words border-l-4 border-amber-300 pl-2 text-sm italic text-slate-800">{finding.passage}</p> : null}
            <p className="mt-1 break-words text-sm text-slate-800">{finding.message}</p>
            {finding.add ? (
              <AddQuestionButton school={finding.add.school} title={finding.add.title} />
            ) : (
              <Link to={finding.fix.href} className="mt-1 inline-block text-sm font-medium text-brand-700 underline">
                {finding.fix.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
