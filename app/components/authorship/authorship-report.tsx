import { formatNumber } from "~/domain/platform/numbers";
import type { DisclosureEntry } from "~/domain/authorship/disclosure";
import { ARRIVAL_LIMIT } from "~/domain/authorship/arrival";
import { type ReportVersion, arrivalSentence } from "~/domain/authorship/report";
import type { SchoolAiPolicy } from "~/domain/ai-policy/ai-policy";
import { AiPolicyStatement } from "../ai-policy/ai-policy-statement";
import { DisclosureLine } from "./disclosure-timeline";
import { ReaderTime } from "../ui/reader-time";

export type ReportView = { school: string; essayTitle: string; policy: SchoolAiPolicy | null; versions: ReportVersion[]; log: DisclosureEntry[] };

const words = (count: number) => `${formatNumber(count)} word${count === 1 ? "" : "s"}`;

// The authorship report as read on screen, on paper (print: styles in the classes) and through a
// shared link: facts only, version by version. It never says the essay is or is not AI-free.
export function AuthorshipReport({ report }: { report: ReportView }) {
  return (
    <article className="flex flex-col gap-6 text-slate-900 print:gap-4 print:text-black">
      <header>
        <p className="text-sm font-medium text-slate-700 print:text-black">{report.school}</p>
        <h1 className="text-2xl font-bold">{`Authorship report: ${report.essayTitle || "Untitled Essay"}`}</h1>
        <p className="mt-2 max-w-3xl text-sm text-slate-700 print:text-black">
          How this essay was written in Scout, from its saved versions and the log of every time Scout&rsquo;s AI helped with it. It states facts only: it gives
          no score and no verdict about who wrote the essay. {ARRIVAL_LIMIT}
        </p>
      </header>
      <section aria-labelledby="report-policy" className="break-inside-avoid">
        <h2 id="report-policy" className="text-lg font-semibold">
          {`${report.school}'s AI policy`}
        </h2>
        <div className="mt-1">
          <AiPolicyStatement policy={report.policy} />
        </div>
      </section>
      <section aria-labelledby="report-versions">
        <h2 id="report-versions" className="text-lg font-semibold">
          {`Versions (${report.versions.length})`}
        </h2>
        <ol className="mt-2 flex flex-col gap-4">
          {report.versions.map((version) => (
            <li key={version.version} className="break-inside-avoid rounded-lg border border-slate-200 p-4 print:border-slate-400">
              <h3 className="font-semibold">{`Version ${version.version}`}</h3>
              <p className="text-sm text-slate-700 print:text-black">
                Made <ReaderTime iso={version.createdAt} /> · last saved <ReaderTime iso={version.updatedAt} />
                {` · ${version.origin}`}
              </p>
              {version.notes ? <p className="text-sm text-slate-700 print:text-black">{`Notes: ${version.notes}`}</p> : null}
              <p className="mt-1 text-sm" data-testid={`version-${version.version}-counts`}>
                {`${words(version.words)} · ${formatNumber(version.wordsAdded)} added and ${formatNumber(version.wordsRemoved)} removed since ${version.version === 1 ? "an empty page" : `version ${version.version - 1}`}`}
              </p>
              <p className="mt-1 text-sm" data-testid={`version-${version.version}-arrival`}>
                {arrivalSentence(version.arrival)}
              </p>
              {version.acceptedSuggestions.length ? (
                <div className="mt-2 text-sm">
                  <p className="font-medium">Passages from accepted AI suggestions</p>
                  <ul className="mt-1 list-disc pl-5">
                    {version.acceptedSuggestions.map((passage) => (
                      <li key={`${passage.acceptedAt}-${passage.start}`}>
                        <q>{passage.text}</q>
                        {` (characters ${passage.start}–${passage.end}, accepted `}
                        <ReaderTime iso={passage.acceptedAt} />
                        {`; ${passage.stillInVersion ? "still in this version" : "since edited or removed"})`}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="mt-2 text-sm">No accepted AI suggestion in this version.</p>
              )}
              <ReaderPassages version={version} />
              <div className="mt-2 text-sm">
                <p className="font-medium">AI help while this version was being written</p>
                {version.interactions.length ? (
                  <ul className="mt-1 list-disc pl-5">
                    {version.interactions.map((entry) => (
                      <li key={entry.id}>
                        <DisclosureLine entry={entry} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-slate-700 print:text-black">None logged.</p>
                )}
              </div>
            </li>
          ))}
        </ol>
      </section>
      <p className="text-xs text-slate-700 print:text-black">
        Versions made before Scout recorded origins say &ldquo;origin not recorded&rdquo;; AI help given before the log began is not listed.
      </p>
    </article>
  );
}

/** Words readers proposed that the applicant took in: people's words, counted apart from Scout's. */
function ReaderPassages({ version }: { version: ReportVersion }) {
  if (!version.readerPassages.length) return null;
  return (
    <div className="mt-2 text-sm" data-testid={`version-${version.version}-readers`}>
      <p className="font-medium">{`Words from readers: ${formatNumber(version.readerWords)} of ${words(version.words)} still in this version`}</p>
      <ul className="mt-1 list-disc pl-5">
        {version.readerPassages.map((passage) => (
          <li key={`${passage.acceptedAt}-${passage.start}`}>
            <q>{passage.text}</q>
            {` (a reader's proposal, taken in `}
            <ReaderTime iso={passage.acceptedAt} />
            {`; ${passage.stillInVersion ? "still in this version" : "since edited or removed"})`}
          </li>
        ))}
      </ul>
    </div>
  );
}
