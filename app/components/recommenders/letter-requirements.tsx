import { NOT_FOUND, type LetterRequirements, lettersCountText } from "~/domain/recommenders/requirements";
import { SourceCitation } from "../catalogue/source-citation";

// What a school asks of recommenders, as the catalogue has it, with its sources; "Not found"
// wherever the catalogue has nothing (never a guess).
export function LetterRequirementsDetails({ school, requirements }: { school: string; requirements: LetterRequirements | null }) {
  return (
    <details className="mt-2 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-brand-700 underline underline-offset-2">{`What ${school} asks recommenders`}</summary>
      {requirements ? (
        <div className="mt-2 space-y-2">
          <p>
            {lettersCountText(requirements)}
            {requirements.lettersNote ? ` — ${requirements.lettersNote}` : ""}
          </p>
          {requirements.questions.length > 0 ? (
            <>
              <p>{`Questions (${requirements.questionsCycle ?? "cycle not stated"}):`}</p>
              <ul className="list-disc pl-5">
                {requirements.questions.map((question) => (
                  <li key={question}>{question}</li>
                ))}
              </ul>
            </>
          ) : requirements.previousQuestions?.length ? (
            <>
              <p>{`This cycle's questions: ${NOT_FOUND.toLowerCase()}. Asked in ${requirements.previousQuestionsCycle ?? "an earlier cycle"}:`}</p>
              <ul className="list-disc pl-5">
                {requirements.previousQuestions.map((question) => (
                  <li key={question}>{question}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{`Questions: ${NOT_FOUND.toLowerCase()}.`}</p>
          )}
          <p>{`GMAC common letter form: ${requirements.usesGmacCommonLor === null ? NOT_FOUND.toLowerCase() : requirements.usesGmacCommonLor ? "yes" : "no"}.`}</p>
          {requirements.note ? <p>{requirements.note}</p> : null}
          <p>
            <SourceCitation
              sources={requirements.sources}
              ownDomains={requirements.ownDomains}
              age={requirements.questionsCycle ?? requirements.cycle}
              about={`for what ${school} asks recommenders`}
            />
          </p>
        </div>
      ) : (
        <p className="mt-2">{`${NOT_FOUND}: Scout has no record of what ${school} asks recommenders. Check the school's application site.`}</p>
      )}
    </details>
  );
}
