import { Link } from "@remix-run/react";
import { audienceLabels } from "~/domain/catalogue/catalogue";
import { measureCounts, parseLimit } from "~/domain/essays/essay-rules";
import type { ReadyEssay } from "~/domain/submissions/page-data";
import { SourceCitation } from "../catalogue/source-citation";

// The school's questions as the applicant answers them: each with who it is for, its limit as the
// portal counts it against what is written, and where its wording comes from.
export function QuestionList({ essays, ownDomains, cite }: { essays: ReadyEssay[]; ownDomains: string[]; cite: boolean }) {
  return (
    <ul className="divide-y divide-slate-200">
      {essays.map((essay) => (
        <li key={essay.id} className="py-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <Link to={`/app/essays/${essay.id}`} className="break-words font-medium text-brand-700 underline">
              {essay.title}
            </Link>
            <span className="text-sm text-slate-700">{progressText(essay)}</span>
          </div>
          {marks(essay).length ? <p className="mt-1 text-sm font-medium text-slate-800">{marks(essay).join(" · ")}</p> : null}
          {cite ? (
            <p className="mt-1 text-xs text-slate-600">
              <SourceCitation sources={essay.sources} ownDomains={ownDomains} age={essay.textCycle} about={`for ${essay.title}`} />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Who it is for, as the catalogue says, and whether that is this applicant, as their profile says; optional. */
function marks(essay: ReadyEssay): string[] {
  const audience = audienceLabels[essay.audience];
  if (essay.fit === "not_yours") return [`Not for you: ${audience?.toLowerCase() ?? ""}, and your profile says you are not`];
  const said = saidOf[essay.fit];
  return [audience && said ? `${audience}: ${said}` : audience, essay.required ? null : "Optional"].filter((mark): mark is string => Boolean(mark));
}

const saidOf: Record<ReadyEssay["fit"], string | null> = {
  everyone: null,
  yours: "you are, as your profile says",
  reapplying_here: "you are reapplying to this school",
  not_yours: null,
  not_said: "your profile does not say whether you are",
};

/** "42 of 50 characters, spaces and line breaks counted", as the portal counts; without a limit, both counts. */
function counted(essay: ReadyEssay): string {
  const measured = measureCounts(essay, parseLimit(essay.limit));
  if (measured.max === null) return `${essay.words} words · ${essay.characters} characters${essay.limit ? ` · limit ${essay.limit}` : ""}`;
  const over = measured.over ? " (over)" : "";
  return measured.unit === "words"
    ? `${measured.used} of ${measured.max} words${over}`
    : `${measured.used} of ${measured.max} characters${over}, spaces and line breaks counted`;
}

function progressText(essay: ReadyEssay): string {
  if (!essay.written) return essay.limit ? `Not started · limit ${essay.limit}` : "Not started";
  return `Version ${essay.version} · ${counted(essay)}`;
}
