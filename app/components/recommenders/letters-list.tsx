import { getFormProps, useForm } from "@conform-to/react";
import { lastResultOf } from "~/domain/platform/forms";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import { LETTER_STATUSES, letterStatusLabels } from "~/domain/recommenders/letters";
import type { LetterView, RecommenderView } from "~/domain/recommenders/page-data";
import type { LetterRequirements } from "~/domain/recommenders/requirements";
import type { NavSchool } from "~/domain/schools/workspace";
import { Button } from "../ui/button";
import { SelectField } from "../ui/field";
import { LetterRequirementsDetails } from "./letter-requirements";
import { RECOMMENDERS_ACTION, useRecommendersFetcher } from "./use-recommenders-action";

type ListProps = { recommender: RecommenderView; schools: NavSchool[]; requirements: Record<string, LetterRequirements> };

// The letters one recommender writes: per school its status (with the day each was reached), the
// deadline of the round the applicant chose, and what the school asks; then adding a school.
export function LettersList({ recommender, schools, requirements }: ListProps) {
  const open = schools.filter((school) => !recommender.letters.some((letter) => letter.school === school.school));
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-slate-900">Letters</h3>
      {recommender.letters.length === 0 ? <p className="mt-1 text-sm text-slate-700">Not writing for any school yet.</p> : null}
      <ul className="mt-2 space-y-3">
        {recommender.letters.map((letter) => (
          <li key={letter.id} className="rounded-lg border border-slate-200 p-3">
            <LetterRow
              letter={letter}
              recommender={recommender.name}
              school={schools.find((school) => school.school === letter.school)}
              requirements={requirements[letter.school] ?? null}
            />
          </li>
        ))}
      </ul>
      {open.length > 0 ? <AddLetterForm recommender={recommender} schools={open} /> : null}
    </div>
  );
}

function deadlineText(school: NavSchool | undefined): string {
  const chosen = school?.plan?.chosen;
  if (chosen) return `Due with ${chosen.round}: ${formatCalendarDate(chosen.deadline.date)}${chosen.source === "entered" ? " (your date)" : ""}`;
  return "No round chosen yet: pick one on the dashboard to plan by its deadline.";
}

function datesText(letter: LetterView): string {
  const dates = [
    letter.askedOn ? `asked ${formatCalendarDate(letter.askedOn)}` : null,
    letter.agreedOn ? `agreed ${formatCalendarDate(letter.agreedOn)}` : null,
    letter.submittedOn ? `submitted ${formatCalendarDate(letter.submittedOn)}` : null,
  ].filter(Boolean);
  return dates.length > 0 ? dates.join(" · ") : "Not asked yet";
}

function LetterRow({
  letter,
  recommender,
  school,
  requirements,
}: {
  letter: LetterView;
  recommender: string;
  school: NavSchool | undefined;
  requirements: LetterRequirements | null;
}) {
  const fetcher = useRecommendersFetcher();
  const remover = useRecommendersFetcher();
  const [form, fields] = useForm<{ status: string }>({ lastResult: lastResultOf(fetcher) });
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium text-slate-900">{letter.school}</p>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">{letterStatusLabels[letter.status]}</span>
      </div>
      <p className="mt-1 text-sm text-slate-700">{deadlineText(school)}</p>
      <p className="mt-1 text-sm text-slate-700">{datesText(letter)}</p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <fetcher.Form method="post" action={RECOMMENDERS_ACTION} className="flex flex-wrap items-end gap-2" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="letter-status" />
          <input type="hidden" name="letterId" value={letter.id} />
          <SelectField
            label="Status"
            field={fields.status}
            defaultValue={letter.status}
            key={letter.status}
            aria-label={`Status of ${recommender}'s letter for ${letter.school}`}
          >
            {LETTER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {letterStatusLabels[status]}
              </option>
            ))}
          </SelectField>
          <Button
            type="submit"
            variant="secondary"
            disabled={fetcher.state !== "idle"}
            aria-label={`Save status of ${recommender}'s letter for ${letter.school}`}
          >
            Save status
          </Button>
        </fetcher.Form>
        <remover.Form method="post" action={RECOMMENDERS_ACTION}>
          <input type="hidden" name="intent" value="remove-letter" />
          <input type="hidden" name="letterId" value={letter.id} />
          <Button type="submit" variant="ghost" size="sm" aria-label={`Remove ${letter.school} from ${recommender}'s letters`}>
            Remove
          </Button>
        </remover.Form>
      </div>
      <LetterRequirementsDetails school={letter.school} requirements={requirements} />
    </>
  );
}

function AddLetterForm({ recommender, schools }: { recommender: RecommenderView; schools: NavSchool[] }) {
  const fetcher = useRecommendersFetcher();
  const [form, fields] = useForm<{ school: string }>({ lastResult: lastResultOf(fetcher) });
  return (
    <fetcher.Form method="post" action={RECOMMENDERS_ACTION} className="mt-3 flex flex-wrap items-end gap-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="add-letter" />
      <input type="hidden" name="recommenderId" value={recommender.id} />
      <SelectField label="Add a school they write for" field={fields.school} key={schools.length} aria-label={`School ${recommender.name} writes for`}>
        {schools.map((school) => (
          <option key={school.school} value={school.school}>
            {school.school}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"} aria-label={`Add school for ${recommender.name}`}>
        Add school
      </Button>
    </fetcher.Form>
  );
}
