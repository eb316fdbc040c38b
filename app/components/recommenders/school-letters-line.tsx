import { Link } from "@remix-run/react";
import { type AtRiskLetter, letterStatusLabels, lettersSummary } from "~/domain/recommenders/letters";

// A school card's letters: how many, where each stands, and the way to the recommenders page.
export function SchoolLettersLine({ school, letters = [] }: { school: string; letters?: AtRiskLetter[] }) {
  // Letters the school asks for with no recommender yet are counted in the line, not listed.
  const chosen = letters.filter((letter) => !letter.missing);
  return (
    <div className="mt-3 text-sm text-slate-700">
      <p>
        <Link to="/app/recommenders" className="font-medium text-brand-800 underline-offset-2 hover:underline">
          {`Letters: ${lettersSummary(letters).replace(/^\d+ letters?: /, "")}`}
          <span className="sr-only">{` (${school})`}</span>
        </Link>
      </p>
      {chosen.length > 0 ? (
        <ul className="mt-1 text-xs">
          {chosen.map((letter, index) => (
            <li key={`${index}-${letter.recommender}`}>{`${letter.recommender}: ${letterStatusLabels[letter.status]}`}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
