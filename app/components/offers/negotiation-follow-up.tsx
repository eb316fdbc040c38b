import { getFormProps, useForm } from "@conform-to/react";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import type { OfferView } from "~/domain/offers/page-data";
import { lastResultOf } from "~/domain/platform/forms";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { OFFERS_PATH, useSeasonFetcher } from "./season-fetcher";

// After the negotiation e-mail leaves: the day the applicant sent it, and the day the school
// answered. While no answer is recorded, Scout reminds them a week on (the "Negotiation
// follow-ups" e-mail and their calendar); recording the answer stops it.

export function NegotiationFollowUp({ offer }: { offer: OfferView }) {
  const { sentOn, answeredOn, followUpOn } = offer.negotiation;
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-slate-900">Sent, and the school's answer</h3>
      <p className="mt-1 text-slate-800" role="status">
        {!sentOn
          ? "Not recorded as sent. Once you send it, record the day: Scout reminds you to follow up a week on if no answer is recorded."
          : answeredOn
            ? `Sent ${formatCalendarDate(sentOn)}; the school answered ${formatCalendarDate(answeredOn)}. No follow-up reminder.`
            : `Sent ${formatCalendarDate(sentOn)}, no answer recorded. Scout reminds you to follow up on ${formatCalendarDate(followUpOn!)} (by e-mail unless you turned those off in your account, and in your calendar).`}
      </p>
      <DayForm
        school={offer.school}
        intent="negotiation-sent"
        name="sentOn"
        label={sentOn ? "Sent again? The day you sent it" : "The day you sent it"}
        button="Record it sent"
      />
      {sentOn && !answeredOn ? (
        <DayForm school={offer.school} intent="negotiation-answered" name="answeredOn" label="The day the school answered" button="Record the answer" />
      ) : null}
    </div>
  );
}

type DayFormProps = { school: string; intent: string; name: "sentOn" | "answeredOn"; label: string; button: string };

function DayForm({ school, intent, name, label, button }: DayFormProps) {
  const fetcher = useSeasonFetcher();
  const [form, fields] = useForm<{ sentOn: string; answeredOn: string }>({ lastResult: lastResultOf(fetcher) });
  return (
    <fetcher.Form method="post" action={OFFERS_PATH} className="mt-2 flex flex-wrap items-end gap-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="school" value={school} />
      <Field label={`${label} (${school})`} field={fields[name]} type="date" />
      <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
        {button}
      </Button>
    </fetcher.Form>
  );
}
