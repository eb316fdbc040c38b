import { Link } from "@remix-run/react";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import type { DepositWarning } from "~/domain/offers/deposits";
import type { OffersPage as PageData } from "~/domain/offers/page-data";
import { ComparisonTable, CriteriaForm, RatesForm } from "./comparison";
import { OfferCard } from "./offer-card";
import { Panel } from "./season-facts";
import { BEFORE_YOU_START_PATH } from "./season-fetcher";

// /app/offers: the applicant's admits, their deposits' warnings, and the comparison.
export function OffersPage({ data, today }: { data: PageData; today: string }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900">Your offers</h1>
      {data.offers.length === 0 ? (
        <p className="mt-3 text-slate-800">
          {"No school has admitted you yet, as far as Scout knows. Record a decision on a school's "}
          <Link to="/app/schools" className="text-brand-700 underline">
            standing page
          </Link>
          {" once it arrives."}
        </p>
      ) : null}
      {data.offers.length ? (
        <p className="mt-2 text-slate-800">
          {"Chosen where you are going? "}
          <Link to={BEFORE_YOU_START_PATH} className="text-brand-700 underline">
            Before you start
          </Link>
          {": the deposit, the forms, housing and the student visa, as a checklist."}
        </p>
      ) : null}
      {data.warnings.length ? (
        <div role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <h2 className="font-semibold">Deposits to watch</h2>
          <ul className="mt-1 list-disc pl-5">
            {data.warnings.map((warning) => (
              <li key={warningKey(warning)}>{warningText(warning)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.offers.length ? (
        <Panel title="Compared on what matters to you">
          <ComparisonTable rows={data.comparison} base={data.baseCurrency} criteria={data.criteria} />
          <p className="mt-3 text-sm text-slate-700">
            {data.needsRates.length
              ? `Offers in ${data.needsRates.join(", ")} are compared on cost only at an exchange rate you give: Scout does not look rates up.`
              : "Offers in other currencies are compared only at exchange rates you give: Scout does not look rates up."}
          </p>
          <h3 className="mt-4 font-semibold text-slate-900">Your criteria and their weights (0 to 10)</h3>
          <CriteriaForm criteria={data.criteria} />
          <h3 className="mt-4 font-semibold text-slate-900">Exchange rates you give</h3>
          <RatesForm base={data.baseCurrency} needs={data.needsRates} rates={data.rates} />
        </Panel>
      ) : null}
      {data.offers.map((offer) => (
        <OfferCard key={offer.school} offer={offer} criteria={data.criteria} today={today} />
      ))}
    </div>
  );
}

const warningKey = (warning: DepositWarning) =>
  warning.kind === "clash" ? `clash-${warning.schools.join("-")}-${warning.dueOn.join("-")}` : `binding-${warning.school}-${warning.name}`;

function warningText(warning: DepositWarning): string {
  if (warning.kind === "binding")
    return `${warning.school}: “${warning.name}” is binding. You pledged to attend if admitted; paying another school's deposit may break that pledge.`;
  const [first, second] = warning.dueOn;
  const when =
    warning.days === 0 ? `both on ${formatCalendarDate(first)}` : `${formatCalendarDate(first)} and ${formatCalendarDate(second)}, ${warning.days} days apart`;
  return `${warning.schools[0]} and ${warning.schools[1]}: deposits fall due together (${when}). Decide before the first, or be ready to pay both.`;
}
