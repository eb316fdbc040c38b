import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminCard, AdminTable, AuditEntryCells } from "~/components/admin/admin-table";
import { CatalogueItems } from "~/components/admin/catalogue/catalogue-items";
import { SchoolCycleForm } from "~/components/admin/catalogue/school-cycle-form";
import { SchoolProfileForm } from "~/components/admin/catalogue/school-profile-form";
import { SchoolStatusCard } from "~/components/admin/catalogue/school-status-card";
import { SourceWatchCard } from "~/components/admin/catalogue/source-watch-card";
import { CataloguePolicy } from "~/components/admin/catalogue/catalogue-policy";
import { shortCycle } from "~/domain/catalogue/catalogue";
import type { CatalogueAnswer } from "~/domain/catalogue/catalogue-edit";
import { type CatalogueActionInput, catalogueActionSchema } from "~/domain/catalogue/catalogue-edit-schema";
import { schoolProfileOf } from "~/domain/catalogue/school-profile";
import { type CatalogueOutcome, schoolForEditing, setSchoolCycle } from "~/services/admin/admin-catalogue.server";
import { saveDeadlineDraft, saveEssayDraft, savePolicyDraft } from "~/services/admin/catalogue-drafts.server";
import { discardDraft, markVerified, publishDraft, retireItem } from "~/services/admin/catalogue-publishing.server";
import { discardSchool, publishSchool, retireSchool, updateSchoolProfile } from "~/services/admin/catalogue-schools.server";
import { markSourceReviewed, schoolSourceChecks } from "~/services/admin/source-changes.server";
import { deadlineOfRow, essayOfRow } from "~/services/catalogue/catalogue.server";
import { policyFields } from "~/services/ai-policy/ai-policies.server";
import { refuse, refuseForm, runIntent } from "~/web/intent-action.server";
import { requireAdmin } from "~/web/session.server";
import { redirectWithToast } from "~/web/toast.server";
import { notFound } from "~/web/http-errors.server";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded?.school.name ?? "School"} · Catalogue · Admin · Scout` },
  { name: "robots", content: "noindex" },
];

// One school of the catalogue for one cycle (?cycle=, the one applicants see by default): its
// questions and rounds, each with the draft waiting to replace it, and the school's change history.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  const editing = await schoolForEditing(context.app.db, params.schoolId ?? "", new URL(request.url).searchParams.get("cycle"));
  if (!editing) throw notFound();
  const { school, cycle } = editing;
  const sources = await schoolSourceChecks(context.app.db, school.id);
  return {
    sources,
    school: {
      id: school.id,
      name: school.name,
      fullName: school.fullName,
      cycle: school.cycle,
      cycleNote: school.cycleNote,
      deadlinesUrl: school.deadlinesUrl,
      looksFor: school.looksFor ?? [],
      status: school.status,
      profile: schoolProfileOf({ ...school, words: school.words ?? [], sources: school.sources ?? [] }),
    },
    cycle,
    cycles: editing.cycles,
    essays: editing.essays.map(({ published, draft }) => ({
      published: published ? essayOfRow(published, published.cycle) : null,
      draft: draft ? essayOfRow(draft, draft.cycle) : null,
    })),
    deadlines: editing.deadlines.map(({ published, draft }) => ({
      published: published ? deadlineOfRow(published) : null,
      draft: draft ? deadlineOfRow(draft) : null,
    })),
    policies: editing.policies.map(({ published, draft }) => ({
      published: published ? policyFields(published) : null,
      draft: draft ? policyFields(draft) : null,
    })),
    history: editing.history.map((entry) => ({ id: entry.id, action: entry.action, actorEmail: entry.actorEmail, at: entry.createdAt.toISOString() })),
  };
}

const answer = (title: string, outcome: CatalogueOutcome) =>
  outcome.ok ? data<CatalogueAnswer>({ toast: { title, description: outcome.message } }) : refuse(`${title}: not done`, outcome.message, outcome.status);

// Every change is a draft until published, and every change is audited (admin-catalogue.server.ts).
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(context, request);
  const schoolId = params.schoolId ?? "";
  const deps = { db: context.app.db, actor: { id: admin.id, email: admin.email }, requestId: context.app.requestId, now: new Date() };
  return runIntent<CatalogueActionInput, ReturnType<typeof answer> | Awaited<ReturnType<typeof redirectWithToast>>>(
    request,
    catalogueActionSchema,
    {
      "essay-draft": async (input) => answer("Draft saved", await saveEssayDraft(deps, schoolId, input)),
      "deadline-draft": async (input) => answer("Draft saved", await saveDeadlineDraft(deps, schoolId, input)),
      "policy-draft": async (input) => answer("Draft saved", await savePolicyDraft(deps, schoolId, input)),
      publish: async ({ item, id }) => answer("Published", await publishDraft(deps, schoolId, item, id)),
      discard: async ({ item, id }) => answer("Draft discarded", await discardDraft(deps, schoolId, item, id)),
      verify: async ({ item, id }) => answer("Marked as checked", await markVerified(deps, schoolId, item, id)),
      retire: async ({ item, id }) => answer("Removed", await retireItem(deps, schoolId, item, id)),
      "school-cycle": async (input) => answer("Cycle saved", await setSchoolCycle(deps, schoolId, input)),
      "school-profile": async (input) => answer("School saved", await updateSchoolProfile(deps, schoolId, input)),
      "source-reviewed": async ({ url }) => answer("Source reviewed", await markSourceReviewed(deps, schoolId, url)),
      "school-publish": async () => answer("School published", await publishSchool(deps, schoolId)),
      "school-retire": async () => answer("School retired", await retireSchool(deps, schoolId)),
      "school-discard": async () => {
        const outcome = await discardSchool(deps, schoolId);
        return outcome.ok
          ? redirectWithToast(context, "/admin/catalogue", { title: "Draft school discarded", description: outcome.message })
          : answer("Not discarded", outcome);
      },
    },
    (submission) => refuseForm("Not saved", submission),
  );
}

export default function AdminCatalogueSchool() {
  const { school, cycle, cycles, essays, deadlines, policies, history, sources } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-8">
      <div>
        <Link to="/admin/catalogue" className="text-sm font-medium text-brand-700 underline">
          All schools
        </Link>
        <h2 className="mt-2 text-lg font-semibold text-slate-900">{school.name}</h2>
        <p className="text-sm text-slate-700">{school.fullName}</p>
        <nav aria-label="Cycles" className="mt-3 flex flex-wrap gap-2 text-sm">
          {cycles.all.map((each) => (
            <Link
              key={each}
              to={`?cycle=${each}`}
              aria-current={each === cycle ? "page" : undefined}
              className={`rounded-full border px-3 py-1 ${each === cycle ? "border-brand-600 bg-brand-50 font-semibold text-brand-800" : "border-slate-300 text-slate-800"}`}
            >
              {`${shortCycle(each)}${each === school.cycle ? " (applicants see this)" : cycles.withRows.includes(each) ? "" : " (new)"}`}
            </Link>
          ))}
        </nav>
      </div>

      <SchoolStatusCard status={school.status} name={school.name} />
      <AdminCard id="school-profile-heading" title="The school">
        <SchoolProfileForm school={school.profile} isNew={false} />
      </AdminCard>

      <SourceWatchCard sources={sources} />

      <SchoolCycleForm cycle={school.cycle} cycleNote={school.cycleNote} deadlinesUrl={school.deadlinesUrl} cycles={cycles.withRows} />

      <AdminCard id="looks-for-heading" title="What the school says it looks for (given to the feedback model)">
        {school.looksFor.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">Nothing recorded: feedback says nothing about what this school wants.</p>
        ) : null}
        <ul className="mt-2 flex flex-col gap-2 text-sm text-slate-800">
          {school.looksFor.map((quote) => (
            <li key={quote.text}>
              <q>{quote.text}</q>{" "}
              <a href={quote.source} className="break-all text-brand-700 underline" rel="noreferrer noopener" target="_blank">
                {quote.via ? "source (quoted by another page)" : "source"}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-slate-700">
          Kept in db/catalogue/looks-for.json, with its sources; changed by a migration (npm run catalogue:looks-for).
        </p>
      </AdminCard>

      <CatalogueItems kind="essay" cycle={cycle} items={essays} />
      <CatalogueItems kind="deadline" cycle={cycle} items={deadlines} schoolTimeZone={school.profile.timeZone} />
      <CataloguePolicy cycle={cycle} items={policies} />

      <section aria-labelledby="history-heading">
        <h3 id="history-heading" className="text-base font-semibold text-slate-900">
          Changes to this school
        </h3>
        <AdminTable headings={["When", "Who", "What"]} empty={history.length ? null : "No changes yet."}>
          {history.map((entry) => (
            <tr key={entry.id} className="border-t border-slate-200">
              <AuditEntryCells entry={entry} />
            </tr>
          ))}
        </AdminTable>
      </section>
    </div>
  );
}
