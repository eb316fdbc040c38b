import { getFormProps, useForm } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import { LETTER_LIMIT } from "~/domain/offers/offer-rules";
import { NOT_KNOWN, ageLabel, ownerLabel } from "~/domain/offers/offer-types";
import type { WaitlistPage as PageData } from "~/domain/offers/waitlist";
import { lastResultOf } from "~/domain/platform/forms";
import { Button } from "../ui/button";
import { Field, TextAreaField } from "../ui/field";
import { Panel, TopicFacts } from "./season-facts";
import { useSeasonFetcher, waitlistPath } from "./season-fetcher";

// /app/waitlist/:school: the school's rules beside the letter; each paragraph checked for news.
export function WaitlistPage({ data, today }: { data: PageData; today: string }) {
  const standing = `/app/standing/${encodeURIComponent(data.school)}`;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="break-words text-2xl font-bold text-slate-900">{`Waitlisted: ${data.school}`}</h1>
      <Panel title="What the school accepts">
        {data.rule.kind === "nothing" ? (
          <p className="font-semibold text-slate-900" role="status">
            {`${data.school} wants nothing more from waitlisted applicants, according to ${ownerLabel(data.rule.fact.sourceOwner)} ${ageLabel(data.rule.fact.cycle, data.cycle)}. Scout offers no letter: check the school's latest message to you before sending anything.`}
          </p>
        ) : null}
        <TopicFacts topic="waitlist" facts={{ cycle: data.cycle, page: data.page, facts: data.facts }} school={data.school} />
        <p className="mt-2 text-slate-800">
          {data.wordLimit ? `Word limit: ${data.wordLimit} words.` : `Word limit and timing: ${NOT_KNOWN}; follow the school's message to you.`}
        </p>
        {data.rule.kind === "nothing" ? null : <ReminderLine data={data} />}
      </Panel>
      {data.decision !== "waitlisted" ? (
        <p className="mt-6 text-slate-800">
          {`${data.school} is not waitlisted as far as Scout knows. `}
          <Link to={standing} className="text-brand-700 underline">
            Record its decision
          </Link>
        </p>
      ) : data.rule.kind === "nothing" ? null : (
        <>
          <LetterEditor data={data} />
          {data.letter ? <NewsChecks data={data} /> : null}
          <SentForm data={data} today={today} />
        </>
      )}
      <p className="mt-6 text-slate-800">
        {"When the school decides, record the outcome on "}
        <Link to={standing} className="text-brand-700 underline">
          {`${data.school}'s standing page`}
        </Link>
        .
      </p>
    </div>
  );
}

/** Whether Scout e-mails at the school's cadence, and why not where it does not. */
function ReminderLine({ data }: { data: PageData }) {
  const { cadence, on } = data.reminders;
  if (!cadence)
    return (
      <p className="mt-2 text-slate-800">{`Reminders: Scout sends no waitlist reminders for ${data.school}, because it does not have the school's update cadence.`}</p>
    );
  const source = `${ownerLabel(cadence.fact.sourceOwner)} ${ageLabel(cadence.fact.cycle, data.cycle)}`;
  return (
    <p className="mt-2 text-slate-800">
      {`Reminders: ${data.school} reviews its waitlist or takes updates every ${cadence.days} days, according to ${source}. `}
      {on ? `While you are waitlisted, Scout e-mails you at that cadence (for up to six months). ` : "Waitlist reminders are off. "}
      <Link to="/account" className="text-brand-700 underline">
        {on ? "Turn them off in your account" : "Turn them on in your account"}
      </Link>
    </p>
  );
}

function LetterEditor({ data }: { data: PageData }) {
  const fetcher = useSeasonFetcher();
  const [form, fields] = useForm<{ body: string }>({ lastResult: lastResultOf(fetcher) });
  return (
    <Panel title="What is new since you applied?">
      <fetcher.Form method="post" action={waitlistPath(data.school)} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="save" />
        <TextAreaField
          label="Your letter"
          field={fields.body}
          defaultValue={data.letter?.body ?? ""}
          maxLength={LETTER_LIMIT}
          rows={10}
          hint="One piece of news per paragraph: a promotion, a new score, a result. Scout reads each against what you sent; it never writes in your letter."
        />
        <Button type="submit" className="mt-2" disabled={fetcher.state !== "idle"}>
          Save and check
        </Button>
      </fetcher.Form>
    </Panel>
  );
}

function NewsChecks({ data }: { data: PageData }) {
  const letter = data.letter!;
  return (
    <Panel title="Is each paragraph news?">
      <p className="text-slate-800">{`${letter.words} words${data.wordLimit ? ` of ${data.wordLimit}` : ""}.`}</p>
      {data.hasSnapshot ? null : <p className="text-slate-800">Scout has no copy of what you sent, so it cannot tell what is new.</p>}
      <ol className="mt-2 space-y-2">
        {letter.checks.map((check) => (
          <li key={check.index} className={`rounded-md p-2 ${check.news ? "bg-emerald-50 text-emerald-950" : "bg-amber-50 text-amber-950"}`}>
            <strong>{`Paragraph ${check.index + 1}: ${check.news ? "news" : "not news"}`}</strong>
            <span className="block break-words">{`“${check.opening}”`}</span>
            {check.repeatedFacts.length ? <span className="block">{`Already in what you sent: ${check.repeatedFacts.join(", ")}.`}</span> : null}
            {check.repeatedPhrase ? <span className="block break-words">{`These words were in your application: “${check.repeatedPhrase}”.`}</span> : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

function SentForm({ data, today }: { data: PageData; today: string }) {
  const fetcher = useSeasonFetcher();
  const [form, fields] = useForm<{ sentOn: string }>({ lastResult: lastResultOf(fetcher) });
  if (data.letter?.sentOn) return <p className="mt-6 text-slate-800">{`Sent ${formatCalendarDate(data.letter.sentOn)}.`}</p>;
  if (!data.letter) return null;
  return (
    <fetcher.Form method="post" action={waitlistPath(data.school)} className="mt-6 flex flex-wrap items-end gap-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="sent" />
      <Field label="Day you sent it" field={fields.sentOn} type="date" defaultValue={today} />
      <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
        Mark it sent
      </Button>
    </fetcher.Form>
  );
}
