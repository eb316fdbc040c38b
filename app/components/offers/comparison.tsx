import { getFormProps, useForm } from "@conform-to/react";
import { lastResultOf } from "~/domain/platform/forms";
import { type Criterion, MAX_CRITERIA, type OfferRow } from "~/domain/offers/comparison";
import { currencies, formatMoney, formatRate } from "~/domain/platform/money";
import { Button } from "../ui/button";
import { Field, SelectField } from "../ui/field";
import { OFFERS_PATH, useSeasonFetcher } from "./season-fetcher";

// The comparison: the applicant's criteria and weights, the rates they give for other
// currencies, and the offers ranked on their scores with each net cost beside.

export function ComparisonTable({ rows, base, criteria }: { rows: OfferRow[]; base: string | null; criteria: Criterion[] }) {
  if (rows.length === 0) return <p className="text-slate-800">Give each offer's cost to compare them.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-slate-800">
        <caption className="sr-only">Your offers compared</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 pr-3">
              School
            </th>
            <th scope="col" className="py-2 pr-3">
              Your points
            </th>
            <th scope="col" className="py-2 pr-3">
              Net cost
            </th>
            <th scope="col" className="py-2">{`Net cost in ${base ?? "its own currency"}`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 font-semibold">
                {row.school}
              </th>
              <td className="py-2 pr-3">{criteria.length ? `${row.points} of ${row.outOf}` : "No criteria yet"}</td>
              <td className="py-2 pr-3">{row.netMinor === null ? "No cost yet" : formatMoney(row.netMinor, row.currency)}</td>
              <td className="py-2">
                {row.missingRate ? "Not compared: give a rate below" : row.netInBase === null ? "No cost yet" : base ? formatMoney(row.netInBase, base) : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CriteriaForm({ criteria }: { criteria: Criterion[] }) {
  const fetcher = useSeasonFetcher();
  const slots = Array.from({ length: Math.min(MAX_CRITERIA, Math.max(criteria.length + 1, 3)) }, (_, index) => criteria[index] ?? null);
  return (
    <fetcher.Form method="post" action={OFFERS_PATH} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="criteria" />
      {slots.map((criterion, index) => (
        <fieldset key={criterion?.id ?? `new-${index}`} className="grid grid-cols-[1fr_6rem] gap-2">
          <legend className="sr-only">{`Criterion ${index + 1}`}</legend>
          <Field label={`Criterion ${index + 1}`} name={`names[${index}]`} defaultValue={criterion?.name ?? ""} maxLength={60} />
          <Field label="Weight" name={`weights[${index}]`} type="number" min={0} max={10} defaultValue={criterion?.weight ?? 1} />
        </fieldset>
      ))}
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
          Save the criteria
        </Button>
      </div>
    </fetcher.Form>
  );
}

export function RatesForm({ base, needs, rates }: { base: string | null; needs: string[]; rates: { currency: string; micro: number }[] }) {
  const fetcher = useSeasonFetcher();
  const [form, fields] = useForm<{ baseCurrency: string }>({ lastResult: lastResultOf(fetcher) });
  const shown = [...new Set([...needs, ...rates.map((rate) => rate.currency)])].filter((code) => code !== base);
  return (
    <fetcher.Form method="post" action={OFFERS_PATH} className="grid gap-3 sm:grid-cols-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="rates" />
      <SelectField label="Compare in" field={fields.baseCurrency} defaultValue={base ?? "USD"}>
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      {shown.map((code, index) => (
        <div key={code}>
          <input type="hidden" name={`currencies[${index}]`} value={code} />
          <Field
            label={`1 ${code} is worth (in ${base ?? "the currency above"})`}
            name={`rates[${index}]`}
            inputMode="decimal"
            defaultValue={rates.find((rate) => rate.currency === code) ? formatRate(rates.find((rate) => rate.currency === code)!.micro) : ""}
            error={(fetcher.data?.result?.error as Record<string, string[]> | undefined)?.[`rates[${index}]`]?.[0]}
          />
        </div>
      ))}
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
          Save the rates
        </Button>
      </div>
    </fetcher.Form>
  );
}
