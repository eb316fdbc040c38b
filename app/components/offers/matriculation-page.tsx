import { getFormProps, useForm } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import { type ChosenSchool, MATRICULATION_LABEL_LIMIT, type MatriculationPage as PageData, matriculationSummary } from "~/domain/offers/matriculation";
import { lastResultOf } from "~/domain/platform/forms";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { MatriculationItem } from "./matriculation-item";
import { BEFORE_YOU_START_PATH, OFFERS_PATH, useSeasonFetcher } from "./season-fetcher";
import { Panel } from "./season-facts";

// /app/before-you-start: each admit, and for the ones the applicant chose, the checklist of what
// comes before the first day. Scout does not have schools' own forms or dates, and says so.

export function MatriculationPage({ data }: { data: PageData }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900">Before you start</h1>
      <p className="mt-2 text-slate-800">
        Choose the school you are going to and its checklist opens: the deposit, the forms, housing and, if you need one, the student visa. Tick what is done,
        add your own items and dates. Scout does not have schools' own forms or dates; where a step states a fact, it names whose page says so and how old it
        is.
      </p>
      {data.schools.length === 0 ? (
        <p className="mt-3 text-slate-800">
          {"No school has admitted you yet, as far as Scout knows. Your admits show on "}
          <Link to={OFFERS_PATH} className="text-brand-700 underline">
            your offers page
          </Link>
          {" once you record them."}
        </p>
      ) : null}
      {data.schools.map((school) => (
        <Panel key={school.school} title={`${school.school}: admitted ${formatCalendarDate(school.decidedOn)}`}>
          {school.chosen ? (
            <Checklist school={school} profile={data.profileInternational} />
          ) : (
            <ChooseForm school={school} profile={data.profileInternational} />
          )}
        </Panel>
      ))}
    </div>
  );
}

const profileWords = (profile: boolean | null) =>
  profile === null
    ? "your profile does not say"
    : profile
      ? "your profile says you are an international applicant"
      : "your profile says you are not an international applicant";

function VisaChoice({ school, profile }: { school: ChosenSchool; profile: boolean | null }) {
  const current = school.chosen ? (school.chosen.international === null ? "profile" : school.chosen.international ? "yes" : "no") : "profile";
  const options = [
    { value: "profile", text: `As my profile says (${profileWords(profile)})` },
    { value: "yes", text: `Yes, I need a student visa for ${school.school}` },
    { value: "no", text: "No, I do not need one" },
  ];
  return (
    <fieldset className="mt-2">
      <legend className="font-semibold text-slate-900">Do you need a student visa?</legend>
      {options.map((option) => (
        <label key={option.value} className="mt-1 flex items-start gap-2 text-slate-800">
          <input type="radio" name="visa" value={option.value} defaultChecked={current === option.value} className="mt-1" />
          <span>{option.text}</span>
        </label>
      ))}
    </fieldset>
  );
}

function ChooseForm({ school, profile }: { school: ChosenSchool; profile: boolean | null }) {
  const fetcher = useSeasonFetcher();
  return (
    <fetcher.Form method="post" action={BEFORE_YOU_START_PATH}>
      <p className="text-slate-800">Accepted, paid the deposit, or made up your mind? Mark it as your choice to open what comes next.</p>
      <input type="hidden" name="intent" value="choose" />
      <input type="hidden" name="school" value={school.school} />
      <VisaChoice school={school} profile={profile} />
      <Button type="submit" className="mt-3" disabled={fetcher.state !== "idle"}>
        {`${school.school} is my choice: open the checklist`}
      </Button>
    </fetcher.Form>
  );
}

function visaLine(school: ChosenSchool): string {
  if (school.needsVisa === null) return "Scout does not know whether you need a student visa: say so below.";
  if (!school.needsVisa) return "No student visa steps: you said you do not need one.";
  return school.country ? `Student visa steps for ${school.country}.` : "Scout does not have this school's country.";
}

function Checklist({ school, profile }: { school: ChosenSchool; profile: boolean | null }) {
  const visa = useSeasonFetcher();
  const close = useSeasonFetcher();
  return (
    <>
      <p className="text-slate-800">{`Your choice since ${formatCalendarDate(school.chosen!.chosenOn)}. ${visaLine(school)}`}</p>
      <details className="mt-2">
        <summary className="cursor-pointer font-medium text-brand-800">Change your visa answer</summary>
        <visa.Form method="post" action={BEFORE_YOU_START_PATH}>
          <input type="hidden" name="intent" value="choose" />
          <input type="hidden" name="school" value={school.school} />
          <VisaChoice school={school} profile={profile} />
          <Button type="submit" variant="secondary" size="sm" className="mt-2" disabled={visa.state !== "idle"}>
            Save the visa answer
          </Button>
        </visa.Form>
      </details>
      <h3 className="mt-4 font-semibold text-slate-900">{`Checklist: ${matriculationSummary(school.entries)}`}</h3>
      <ul className="mt-2 divide-y divide-slate-100">
        {school.entries.map((entry) => (
          <li key={entry.key} className="py-3">
            <MatriculationItem school={school.school} entry={entry} />
          </li>
        ))}
      </ul>
      <AddItemForm school={school.school} />
      <close.Form method="post" action={BEFORE_YOU_START_PATH} className="mt-4">
        <input type="hidden" name="intent" value="unchoose" />
        <input type="hidden" name="school" value={school.school} />
        <Button type="submit" variant="ghost" size="sm" disabled={close.state !== "idle"}>
          {`Not my choice after all: close ${school.school}'s checklist (its ticks and your items go)`}
        </Button>
      </close.Form>
    </>
  );
}

function AddItemForm({ school }: { school: string }) {
  const fetcher = useSeasonFetcher();
  const [form, fields] = useForm<{ label: string; dueOn: string }>({ lastResult: lastResultOf(fetcher) });
  return (
    <fetcher.Form method="post" action={BEFORE_YOU_START_PATH} className="mt-3 grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-end" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="add-item" />
      <input type="hidden" name="school" value={school} />
      <Field label={`Add your own item for ${school}`} field={fields.label} maxLength={MATRICULATION_LABEL_LIMIT} />
      <Field label="Its date (optional)" field={fields.dueOn} type="date" />
      <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
        Add item
      </Button>
    </fetcher.Form>
  );
}
