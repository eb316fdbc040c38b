import { shortCycle, wordingLabel } from "~/domain/catalogue/catalogue";
import {
  type CatalogueItemKind,
  type CatalogueItemView,
  type DeadlineFields,
  type EssayFields,
  audienceChoiceLabels,
  essayKindLabels,
} from "~/domain/catalogue/catalogue-edit";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import { formatDeadlineAtSchool } from "~/domain/deadlines/deadlines";
import { CatalogueDeadlineForm } from "./catalogue-deadline-form";
import { CatalogueEssayForm } from "./catalogue-essay-form";
import { CatalogueItemAction } from "./catalogue-item-actions";
import { SourceList } from "./source-list";

type Props =
  | { kind: "essay"; cycle: string; items: CatalogueItemView<EssayFields>[] }
  // The school's own zone: a round with none of its own is read in it, and a new round starts in it.
  | { kind: "deadline"; cycle: string; items: CatalogueItemView<DeadlineFields>[]; schoolTimeZone: string | null };

const headings: Record<Exclude<CatalogueItemKind, "policy">, { title: string; add: string; empty: string }> = {
  essay: { title: "Questions", add: "Add a question", empty: "No questions for this cycle yet." },
  deadline: { title: "Rounds and deadlines", add: "Add a round", empty: "No rounds for this cycle yet." },
};

const nameOf = (kind: CatalogueItemKind, item: EssayFields | DeadlineFields) =>
  kind === "essay" ? (item as EssayFields).title : (item as DeadlineFields).round;

// A cycle's questions or rounds: what applicants see, the draft waiting beside it (publish or
// discard), an edit form, and a form for a new one.
export function CatalogueItems(props: Props) {
  const { kind, cycle } = props;
  const heading = headings[kind];
  const headingId = `${kind}-items-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-slate-900">{`${heading.title} in ${shortCycle(cycle)}`}</h3>
      {props.items.length === 0 ? <p className="mt-2 text-sm text-slate-700">{heading.empty}</p> : null}
      <ul className="mt-3 flex flex-col gap-4">
        {props.items.map((item) => {
          const shown = (item.published ?? item.draft)!;
          const name = nameOf(kind, shown);
          return (
            <li key={shown.id} className="rounded-lg border border-slate-200 bg-white p-4">
              {item.published ? (
                <ItemSummary kind={kind} item={item.published} label={item.draft ? "Applicants see" : null} schoolTimeZone={zoneOf(props)}>
                  <CatalogueItemAction intent="verify" kind={kind} id={item.published.id} name={name} />
                  <CatalogueItemAction intent="retire" kind={kind} id={item.published.id} name={name} />
                </ItemSummary>
              ) : null}
              {item.draft ? (
                <div className={item.published ? "mt-4 border-t border-dashed border-amber-400 pt-4" : ""}>
                  <ItemSummary
                    schoolTimeZone={zoneOf(props)}
                    kind={kind}
                    item={item.draft}
                    label={item.published ? "Draft waiting (not seen by applicants)" : "New, draft (not seen by applicants)"}
                  >
                    <CatalogueItemAction intent="publish" kind={kind} id={item.draft.id} name={name} />
                    <CatalogueItemAction intent="discard" kind={kind} id={item.draft.id} name={name} />
                  </ItemSummary>
                </div>
              ) : null}
              <details className="mt-3">
                <summary className="cursor-pointer text-sm font-medium text-brand-700 underline">
                  {item.draft ? `Edit the draft of ${name}` : `Edit ${name}`}
                </summary>
                {kind === "essay" ? (
                  <CatalogueEssayForm cycle={cycle} id={shown.id} essay={(item.draft ?? item.published) as EssayFields} />
                ) : (
                  <CatalogueDeadlineForm
                    cycle={cycle}
                    id={shown.id}
                    deadline={(item.draft ?? item.published) as DeadlineFields}
                    schoolTimeZone={zoneOf(props)}
                  />
                )}
              </details>
            </li>
          );
        })}
      </ul>
      <details className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer text-sm font-medium text-brand-700 underline">{heading.add}</summary>
        {kind === "essay" ? (
          <CatalogueEssayForm cycle={cycle} id={null} essay={null} />
        ) : (
          <CatalogueDeadlineForm cycle={cycle} id={null} deadline={null} schoolTimeZone={zoneOf(props)} />
        )}
      </details>
    </section>
  );
}

function ItemSummary({
  kind,
  item,
  label,
  schoolTimeZone,
  children,
}: {
  kind: CatalogueItemKind;
  item: EssayFields | DeadlineFields;
  label: string | null;
  schoolTimeZone: string | null;
  children: React.ReactNode;
}) {
  return (
    <div className="text-sm text-slate-800">
      {label ? <p className="mb-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">{label}</p> : null}
      {kind === "essay" ? <EssaySummary essay={item as EssayFields} /> : <DeadlineSummary deadline={item as DeadlineFields} schoolTimeZone={schoolTimeZone} />}
      {item.sources.length ? <SourceList sources={item.sources} /> : null}
      {item.note ? <p className="mt-2 text-slate-700">{item.note}</p> : null}
      <p className="mt-2 text-slate-700">
        {item.verifiedOn ? `Checked against the school's page on ${formatCalendarDate(item.verifiedOn)}` : "Not checked against the school's page yet"}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

function EssaySummary({ essay }: { essay: EssayFields }) {
  const details = [
    essayKindLabels[essay.kind],
    essay.limit ?? "no limit stated",
    essay.required ? "required" : "optional",
    essay.askedIn === "form" ? "in the application form" : null,
    essay.audience === "everyone" ? null : audienceChoiceLabels[essay.audience].toLowerCase(),
    essay.chooseOneGroup ? `choose one: ${essay.chooseOneGroup}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
  const wording = wordingLabel(essay);
  return (
    <>
      <p className="font-semibold text-slate-900">{essay.title}</p>
      <p className="text-slate-700">{details}</p>
      {wording ? <p className="mt-1 font-medium text-amber-800">{wording}</p> : <p className="mt-1 text-green-800">Wording confirmed for this cycle</p>}
      <p className="mt-2 whitespace-pre-wrap">{essay.prompt}</p>
    </>
  );
}

// As applicants read it: a round with no zone of its own is read in the school's, and says so.
function DeadlineSummary({ deadline, schoolTimeZone }: { deadline: DeadlineFields; schoolTimeZone: string | null }) {
  const zone = deadline.timeZone ?? schoolTimeZone;
  const lastYear = deadline.previousCycleDate ? ` · last known: ${formatCalendarDate(deadline.previousCycleDate)}` : "";
  return (
    <>
      <p className="font-semibold text-slate-900">{deadline.intake ? `${deadline.intake} · ${deadline.round}` : deadline.round}</p>
      <p>
        {deadline.date
          ? formatDeadlineAtSchool({ date: deadline.date, time: deadline.time, timeZone: zone, zoneAssumed: !deadline.timeZone && Boolean(zone) })
          : `No date in Scout for this cycle${lastYear}`}
      </p>
    </>
  );
}

const zoneOf = (props: Props) => (props.kind === "deadline" ? props.schoolTimeZone : null);
