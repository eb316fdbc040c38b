import { formatCalendarDate } from "~/domain/deadlines/dates";
import { type RoundDate, type RoundDateReading, roundDateText } from "~/domain/catalogue/round-dates";
import { shortCycle } from "~/domain/catalogue/catalogue";
import type { RoundDatesView } from "~/domain/standing/page-data";
import { NO_DATE_THIS_YEAR } from "~/domain/standing/school-page";
import { SourceCitation } from "../catalogue/source-citation";

// The catalogue's interview-invitation and decision dates for the applicant's round: this
// cycle's with its source, or "Scout does not have this year's date", an older cycle's named as
// such, and the school's page.
export function RoundDates({ view, school }: { view: RoundDatesView; school: string }) {
  return (
    <dl className="space-y-3">
      <Reading label={`Interview invitations, ${view.round}`} reading={view.interview} view={view} school={school} />
      <Reading label={`Decision, ${view.round}`} reading={view.decision} view={view} school={school} />
    </dl>
  );
}

const dateText = (date: RoundDate) => (date.date ? formatCalendarDate(date.date) : roundDateText(date));

function Reading({ label, reading, view, school }: { label: string; reading: RoundDateReading; view: RoundDatesView; school: string }) {
  const { current, past } = reading;
  return (
    <div>
      <dt className="font-medium text-slate-900">{label}</dt>
      <dd className="text-sm text-slate-800">
        {current ? (
          <>
            {`${dateText(current)} (${shortCycle(current.cycle)}). `}
            <Cited date={current} view={view} about={`${label}, ${school}`} />
          </>
        ) : (
          <>
            {`${NO_DATE_THIS_YEAR} (${shortCycle(view.cycle)}). `}
            {past ? (
              <>
                {`In ${shortCycle(past.cycle)} it was ${dateText(past)}. `}
                <Cited date={past} view={view} about={`${label}, ${school}, ${past.cycle}`} />{" "}
              </>
            ) : null}
            <a href={view.schoolPage.href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              {view.schoolPage.label}
            </a>
          </>
        )}
      </dd>
    </div>
  );
}

function Cited({ date, view, about }: { date: RoundDate; view: RoundDatesView; about: string }) {
  return (
    <>
      <SourceCitation
        sources={date.sources}
        ownDomains={view.ownDomains}
        age={date.pageDate ? `${date.cycle}, page dated ${date.pageDate}` : date.cycle}
        about={about}
      />
      {date.note ? ` ${date.note}` : ""}
    </>
  );
}
