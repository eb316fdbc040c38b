import { getFormProps, useForm } from "@conform-to/react";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import { formatMoney } from "~/domain/platform/money";
import { NEGOTIATION_LIMIT } from "~/domain/offers/offer-rules";
import type { Criterion } from "~/domain/offers/comparison";
import type { OfferView } from "~/domain/offers/page-data";
import { lastResultOf } from "~/domain/platform/forms";
import { Button } from "../ui/button";
import { Field, TextAreaField } from "../ui/field";
import { NegotiationFollowUp } from "./negotiation-follow-up";
import { CostForm, ItemForm, ItemLine } from "./offer-forms";
import { OFFERS_PATH, useSeasonFetcher } from "./season-fetcher";
import { Panel, TopicFacts } from "./season-facts";

// One admit: what Scout found on its cost, deposits and awards, the applicant's figures, the
// net cost, their scores on their criteria, and the negotiation e-mail they write.

export function OfferCard({ offer, criteria, today }: { offer: OfferView; criteria: Criterion[]; today: string }) {
  return (
    <Panel title={`${offer.school}: admitted ${formatCalendarDate(offer.decidedOn)}`}>
      <dl className="grid gap-1 text-slate-800 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        <dt className="font-semibold">Cost of attendance</dt>
        <dd>
          {offer.cost
            ? `${formatMoney(offer.cost.minor, offer.currency!)} (${offer.cost.source === "own" ? "your own figure" : `published figure: ${offer.cost.fact?.sourceOwner === "school" ? "the school" : (offer.cost.fact?.sourceOwner ?? "the school")}, ${offer.cost.fact?.cycle ?? ""}`})`
            : "Not given yet"}
        </dd>
        <dt className="font-semibold">Awards</dt>
        <dd>
          {offer.awards.length && offer.currency
            ? formatMoney(
                offer.awards.reduce((sum, award) => sum + award.amountMinor, 0),
                offer.currency,
              )
            : "None recorded"}
        </dd>
        <dt className="font-semibold">Net cost</dt>
        <dd>{offer.netMinor !== null && offer.currency ? formatMoney(offer.netMinor, offer.currency) : "Give the cost first"}</dd>
      </dl>
      {offer.awards.length + offer.deposits.length ? (
        <ul className="mt-3 space-y-2">
          {[...offer.awards, ...offer.deposits].map((item) => (
            <ItemLine key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-brand-800">What Scout found on cost, deposits and awards</summary>
        <TopicFacts topic="cost" facts={offer.facts} school={offer.school} />
        <TopicFacts topic="deposit" facts={offer.facts} school={offer.school} />
        <TopicFacts topic="scholarship" facts={offer.facts} school={offer.school} />
      </details>
      <h3 className="mt-4 font-semibold text-slate-900">The cost you count</h3>
      <CostForm offer={offer} />
      {offer.currency ? (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">An award or a deposit</h3>
          <ItemForm offer={offer} today={today} />
          {criteria.length ? <ScoresForm offer={offer} criteria={criteria} /> : null}
          <NegotiationForm offer={offer} />
          <NegotiationFollowUp offer={offer} />
        </>
      ) : null}
    </Panel>
  );
}

function ScoresForm({ offer, criteria }: { offer: OfferView; criteria: Criterion[] }) {
  const fetcher = useSeasonFetcher();
  return (
    <fetcher.Form method="post" action={OFFERS_PATH} className="mt-4 grid gap-3 sm:grid-cols-3">
      <h3 className="font-semibold text-slate-900 sm:col-span-3">{`Your scores for ${offer.school} (0 to 10)`}</h3>
      <input type="hidden" name="intent" value="scores" />
      <input type="hidden" name="school" value={offer.school} />
      {criteria.map((criterion, index) => (
        <div key={criterion.id}>
          <input type="hidden" name={`criterionIds[${index}]`} value={criterion.id} />
          <Field label={criterion.name} name={`scores[${index}]`} type="number" min={0} max={10} defaultValue={offer.scores[criterion.id] ?? 0} />
        </div>
      ))}
      <div className="sm:col-span-3">
        <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
          Save the scores
        </Button>
      </div>
    </fetcher.Form>
  );
}

function NegotiationForm({ offer }: { offer: OfferView }) {
  const fetcher = useSeasonFetcher();
  const [form, fields] = useForm<{ draft: string }>({ lastResult: lastResultOf(fetcher) });
  const critique = fetcher.data?.critique;
  return (
    <fetcher.Form method="post" action={OFFERS_PATH} className="mt-4" {...getFormProps(form)}>
      <h3 className="font-semibold text-slate-900">Your negotiation e-mail</h3>
      <input type="hidden" name="school" value={offer.school} />
      <TextAreaField
        label="Your words (Scout critiques, never writes)"
        field={fields.draft}
        defaultValue={offer.negotiationDraft}
        maxLength={NEGOTIATION_LIMIT}
        rows={6}
        hint="Kept only here. Scout's critique needs a plan or a trial, and counts against today's AI budget."
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="negotiation-save" variant="secondary" disabled={fetcher.state !== "idle"}>
          Save the e-mail
        </Button>
        <Button type="submit" name="intent" value="negotiation-critique" disabled={fetcher.state !== "idle"}>
          Ask for Scout's critique
        </Button>
      </div>
      {critique ? (
        <div className="mt-3 rounded-md bg-slate-50 p-3" role="status">
          <p className="font-semibold text-slate-900">{critique.summary}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {critique.items.map((item) => (
              <li key={item.quote}>
                <q>{item.quote}</q>: {item.comment}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </fetcher.Form>
  );
}
