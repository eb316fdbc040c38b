import { formatCalendarDate } from "~/domain/deadlines/dates";
import type { OpenSchool } from "~/domain/offers/next-rounds";
import { Button } from "../ui/button";
import { Panel } from "./season-facts";
import { NEXT_ROUNDS_PATH, useSeasonFetcher } from "./season-fetcher";

// /app/next-rounds: schools whose next round is still open, each question beside the
// applicant's essays on the same topic, and each school added in one step.
export function NextRoundsPage({ data }: { data: { denied: string[]; open: OpenSchool[] } }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900">Rounds still open</h1>
      <p className="mt-2 text-slate-800">
        {data.denied.length ? `After ${data.denied.join(", ")}: ` : ""}
        schools whose next round is ahead, with the deadline as Scout's catalogue holds it. Check it on the school's page before you plan on it.
      </p>
      {data.open.length === 0 ? <p className="mt-4 text-slate-800">No school in Scout's catalogue has a round date ahead that Scout knows of.</p> : null}
      {data.open.map((school) => (
        <OpenSchoolPanel key={school.name} school={school} />
      ))}
    </div>
  );
}

function OpenSchoolPanel({ school }: { school: OpenSchool }) {
  const fetcher = useSeasonFetcher();
  return (
    <Panel title={`${school.name}: ${school.round}, ${formatCalendarDate(school.date)}`}>
      <ul className="space-y-2 text-slate-800">
        {school.questions.map((question) => (
          <li key={question.title}>
            <span className="font-semibold">{question.title}</span>
            {question.limit ? ` (${question.limit})` : ""}
            <span className="block break-words text-sm">{question.prompt}</span>
            <span className="block text-sm text-slate-700">
              {question.reusable.length
                ? `Your essays on the same topic: ${question.reusable.map((match) => `${match.school}, ${match.title} (shares “${match.shared.join("”, “")}”)`).join("; ")}`
                : "None of your essays answers a question on this topic."}
            </span>
          </li>
        ))}
      </ul>
      <fetcher.Form method="post" action={NEXT_ROUNDS_PATH} className="mt-3">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="school" value={school.name} />
        <Button type="submit" disabled={fetcher.state !== "idle"}>{`Add ${school.name}`}</Button>
      </fetcher.Form>
    </Panel>
  );
}
