import { Fragment } from "react";
import { type Citation, type CitedSource, citationOf } from "~/domain/catalogue/sources";

type Props = {
  sources: readonly (string | null | undefined)[];
  /** The school's own web domains: a source on one of them is the school's page. */
  ownDomains: readonly string[];
  /** How old the fact is: its cycle or the date it was read ("2025-2026", "June 2026"); null: not known. */
  age: string | null;
  /** Said to screen readers after each link ("for Test score, HBS"). */
  about?: string;
  className?: string;
};

// The one way an applicant sees where a fact comes from (app/domain/catalogue/sources.ts): the
// school's own page as the school's ("Source: hbs.edu, 2025-2026"), then a third party's reading
// labelled as such with its site and age. Each site links to the page it was read on.
export function SourceCitation({ sources, ownDomains, age, about, className = "" }: Props) {
  const citation = citationOf(sources, ownDomains, age);
  if (citation.school.length === 0 && citation.thirdParty.length === 0) return null;
  return (
    <span className={className}>
      {citation.school.length ? (
        <span>
          {"Source: "}
          <Sites sources={citation.school} about={about} />
          {citation.age ? `, ${citation.age}` : ""}.
        </span>
      ) : null}
      {citation.school.length && citation.thirdParty.length ? " " : null}
      {citation.thirdParty.length ? <ThirdParty citation={citation} about={about} /> : null}
    </span>
  );
}

function ThirdParty({ citation, about }: { citation: Citation; about?: string }) {
  const many = citation.thirdParty.length > 1;
  return (
    <span>
      {`${many ? "Third parties' reading" : "A third party's reading"} (`}
      <Sites sources={citation.thirdParty} about={about} />
      {`${many ? ";" : ","} ${citation.age ?? "undated"}), not the school's own page.`}
    </span>
  );
}

function Sites({ sources, about }: { sources: CitedSource[]; about?: string }) {
  return (
    <>
      {sources.map((source, index) => (
        <Fragment key={source.url}>
          {index ? ", " : ""}
          {/* The name starts with the site as shown; the rest is said, not shown, so the sentence reads whole. */}
          <a
            href={source.url}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={`${source.site}${about ? ` ${about}` : ""} (opens in a new tab)`}
            className="break-all underline underline-offset-2"
          >
            {source.site}
          </a>
        </Fragment>
      ))}
    </>
  );
}
