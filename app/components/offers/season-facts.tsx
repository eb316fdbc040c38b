import { type ReactNode, useId } from "react";
import { formatMoney } from "~/domain/platform/money";
import { type FactTopic, NOT_KNOWN, type SeasonFact, ageLabel, ownerLabel, topicLabels } from "~/domain/offers/offer-types";
import type { SchoolFactsView } from "~/domain/offers/page-data";

// A school's facts on one topic, each with who says it and for which cycle; where the catalogue
// has nothing, Scout says so and links the school's own page.

export function FactLine({ fact, currentCycle }: { fact: SeasonFact; currentCycle: string }) {
  return (
    <li className="text-slate-800">
      <span className="break-words">{fact.value}</span>
      {fact.amountMinor !== null && fact.currency ? <span className="ml-1 font-semibold">{`(${formatMoney(fact.amountMinor, fact.currency)})`}</span> : null}
      <span className="block text-sm text-slate-700">
        {`Source: ${ownerLabel(fact.sourceOwner)}, ${ageLabel(fact.cycle, currentCycle)}${fact.pageDate ? `, page dated ${fact.pageDate}` : ""}. `}
        <a href={fact.sourceUrl} className="text-brand-700 underline" rel="noreferrer noopener" target="_blank">
          Read the source
        </a>
        {fact.updatesWhen ? <span className="block">{`When it takes updates: ${fact.updatesWhen}.`}</span> : null}
        {fact.cadenceDays ? <span className="block">{`Update cadence: every ${fact.cadenceDays} days.`}</span> : null}
        {fact.note ? <span className="block">{`Note: ${fact.note}`}</span> : null}
      </span>
    </li>
  );
}

export function TopicFacts({ topic, facts, school }: { topic: FactTopic; facts: SchoolFactsView; school: string }) {
  const mine = facts.facts.filter((fact) => fact.topic === topic);
  return (
    <div className="mt-3">
      <h3 className="font-semibold text-slate-900">{`${topicLabels[topic]}: what Scout found`}</h3>
      {mine.length ? (
        <ul className="mt-1 list-disc space-y-2 pl-5">
          {mine.map((fact) => (
            <FactLine key={fact.id} fact={fact} currentCycle={facts.cycle} />
          ))}
        </ul>
      ) : (
        <NotKnown school={school} page={facts.page} />
      )}
    </div>
  );
}

export function NotKnown({ school, page }: { school: string; page: string | null }) {
  return (
    <p className="mt-1 text-slate-800">
      {`${NOT_KNOWN}. `}
      {page ? (
        <a href={page} className="text-brand-700 underline" rel="noreferrer noopener" target="_blank">
          {`Check ${school}'s own page`}
        </a>
      ) : (
        `Check ${school}'s own admissions pages.`
      )}
    </p>
  );
}

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="break-words text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
