import { deadlinesSearchUrl } from "~/domain/deadlines/school-deadlines-page";

const linkClass = "font-medium text-brand-700 underline underline-offset-2";

// Where to check a school's dates, on every school's card and round picker: its own deadlines page
// where operators keep one; otherwise a web search, worded as a search so it is never taken for
// the school's page. Both open in a new tab and tell the school nothing about Scout.
export function SchoolDeadlinesLink({ school, url }: { school: string; url: string | null }) {
  return (
    <p className="text-sm text-slate-700">
      {url ? (
        <>
          {"Check each round's date on "}
          <a href={url} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {`${school}'s deadlines page`}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </>
      ) : (
        <>
          {`Scout has no link to ${school}'s own deadlines page: `}
          <a href={deadlinesSearchUrl(school)} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {`search the web for ${school}'s MBA application deadlines`}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </>
      )}
    </p>
  );
}
