import { Link } from "@remix-run/react";
import type { StandingPage } from "~/domain/standing/page-data";
import { SourceCitation } from "../catalogue/source-citation";

// Once invited: the school's interview as the catalogue knows it, each format with its source,
// and the mock interviews to practise it; or that Scout does not know the format.
export function Preparation({ data }: { data: StandingPage }) {
  return (
    <div className="space-y-3 text-slate-800">
      {data.preparation.length === 0 ? (
        <p>{`Scout does not know ${data.school}'s interview format. Read the invitation for who interviews you and how.`}</p>
      ) : (
        <ul className="space-y-2">
          {data.preparation.map((format) => (
            <li key={format.formatName}>
              <strong>{format.formatName}</strong>
              <span className="block text-sm">{format.note}</span>
              <SourceCitation
                className="block text-sm text-slate-700"
                sources={format.sources}
                ownDomains={data.ownDomains}
                age={null}
                about={`${format.formatName}, ${data.school}`}
              />
            </li>
          ))}
        </ul>
      )}
      <Link to="/app/interviews" className="inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700">
        Practise in Mock Interviews
      </Link>
    </div>
  );
}
