import { Link } from "@remix-run/react";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import { stageLabels } from "~/domain/standing/steps";
import type { NextForSchool } from "~/domain/standing/whats-next";
import { NO_DATE_THIS_YEAR } from "~/domain/standing/school-page";
import { ReaderTime } from "../ui/reader-time";
import { standingPath } from "./use-standing-action";

// The dashboard once schools are submitted: what is next for each, soonest first (a decision
// day that has come, an interview, a decision date), each linked to where it stands.
export function WhatsNextCard({ schools }: { schools: NextForSchool[] }) {
  if (schools.length === 0) return null;
  const deciding = schools.some((school) => school.kind === "deciding");
  return (
    <section aria-labelledby="whats-next-heading" className="mx-auto mt-6 max-w-4xl px-4">
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 id="whats-next-heading" className="text-lg font-semibold text-slate-900">
          {deciding ? "Deciding, and waiting" : "Waiting on your schools"}
        </h2>
        <ul className="mt-3 divide-y divide-slate-200">
          {schools.map((school) => (
            <li key={school.school} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <Link to={standingPath(school.school)} className="font-medium text-brand-700 underline">
                {school.school}
              </Link>
              <span className="text-sm text-slate-800">
                {`${stageLabels[school.stage]} · `}
                <NextLine next={school} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function NextLine({ next }: { next: NextForSchool }) {
  switch (next.kind) {
    case "decision_day":
      return <strong className="text-emerald-800">{`Decision day has come (${formatCalendarDate(next.decisionOn ?? "")}): check the school's portal`}</strong>;
    case "interview":
      return (
        <>
          {"Interview "}
          <ReaderTime iso={next.at ?? ""} />
        </>
      );
    case "decision_date":
      return <>{`Decision expected ${formatCalendarDate(next.decisionOn ?? "")}`}</>;
    case "no_date":
      return <>{`Decision: ${NO_DATE_THIS_YEAR}`}</>;
    case "deciding":
      return <>An offer to weigh</>;
    case "closed":
      return <>Nothing more to do</>;
  }
}
