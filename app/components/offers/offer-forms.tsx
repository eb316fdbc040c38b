import { getFormProps, useForm } from "@conform-to/react";
import { lastResultOf } from "~/domain/platform/forms";
import { currencies, formatMoney } from "~/domain/platform/money";
import { ITEM_NAME_LIMIT } from "~/domain/offers/offer-rules";
import type { OfferItemView, OfferView } from "~/domain/offers/page-data";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import { Button } from "../ui/button";
import { CheckboxField, Field, SelectField } from "../ui/field";
import { OFFERS_PATH, useSeasonFetcher } from "./season-fetcher";

// An offer's own forms: its cost (the school's figure or the applicant's), an award or a
// deposit, and taking one back. The server checks each (docs/offers.md).

export function CostForm({ offer }: { offer: OfferView }) {
  const fetcher = useSeasonFetcher();
  const [form, fields] = useForm<{ source: string; factId: string; currency: string; amount: string; school: string }>({ lastResult: lastResultOf(fetcher) });
  const figures = offer.facts.facts.filter((fact) => fact.topic === "cost" && fact.amountMinor !== null && fact.currency);
  return (
    <fetcher.Form method="post" action={OFFERS_PATH} className="grid gap-3 sm:grid-cols-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="cost" />
      <Field label="School" field={fields.school} defaultValue={offer.school} readOnly className="sm:col-span-2" />
      <SelectField label="Cost of attendance from" field={fields.source} defaultValue={figures.length ? "school" : "own"}>
        {figures.length ? <option value="school">A published figure below</option> : null}
        <option value="own">My own figure</option>
      </SelectField>
      {figures.length ? (
        <SelectField label="Published figure" field={fields.factId} defaultValue={figures[0]!.id}>
          {figures.map((fact) => (
            <option key={fact.id} value={fact.id}>
              {`${formatMoney(fact.amountMinor!, fact.currency!)} (${fact.sourceOwner === "school" ? "the school" : fact.sourceOwner}, ${fact.cycle})`}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField label="Currency (your own figure)" field={fields.currency} defaultValue={offer.currency ?? "USD"}>
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <Field label="Amount (your own figure)" field={fields.amount} inputMode="decimal" hint="One year, in the currency chosen: 119,110.00" />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          Save the cost
        </Button>
      </div>
    </fetcher.Form>
  );
}

export function ItemForm({ offer, today }: { offer: OfferView; today: string }) {
  const fetcher = useSeasonFetcher();
  const [form, fields] = useForm<{ kind: string; name: string; amount: string; dueOn: string; refundable: string; binding: string; school: string }>({
    lastResult: lastResultOf(fetcher),
  });
  return (
    <fetcher.Form method="post" action={OFFERS_PATH} className="grid gap-3 sm:grid-cols-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="item" />
      <input type="hidden" name="school" value={offer.school} />
      <SelectField label="What it is" field={fields.kind} defaultValue="award">
        <option value="award">Scholarship or fellowship</option>
        <option value="deposit">Deposit</option>
      </SelectField>
      <Field label="Name" field={fields.name} maxLength={ITEM_NAME_LIMIT} required hint="As the letter names it: “Dean's Fellowship”, “First deposit”." />
      <Field label={`Amount (${offer.currency})`} field={fields.amount} inputMode="decimal" required />
      <Field label="Deadline" field={fields.dueOn} type="date" min={today} hint="Required for a deposit; an award's reply or application deadline." />
      <SelectField label="Refundable (deposits)" field={fields.refundable} defaultValue="unknown">
        <option value="unknown">Not stated</option>
        <option value="no">Non-refundable</option>
        <option value="yes">Refundable</option>
      </SelectField>
      <CheckboxField label="Binding: I pledged to attend if admitted (Early Decision)" name="binding" />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          Add it
        </Button>
      </div>
    </fetcher.Form>
  );
}

export function ItemLine({ item }: { item: OfferItemView }) {
  const fetcher = useSeasonFetcher();
  const terms = [
    item.dueOn ? `due ${formatCalendarDate(item.dueOn)}` : null,
    item.refundable === false ? "non-refundable" : item.refundable ? "refundable" : null,
    item.binding ? "binding" : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 text-slate-800">
      <span className="break-words">
        <strong>{item.name}</strong> {formatMoney(item.amountMinor, item.currency)}
        {terms.length ? `, ${terms.join(", ")}` : ""}
      </span>
      <fetcher.Form method="post" action={OFFERS_PATH}>
        <input type="hidden" name="intent" value="remove-item" />
        <input type="hidden" name="itemId" value={item.id} />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"} aria-label={`Remove ${item.name}`}>
          Remove
        </Button>
      </fetcher.Form>
    </li>
  );
}
