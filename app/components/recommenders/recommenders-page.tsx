import { useId } from "react";
import { relationshipLabels } from "~/domain/recommenders/letters";
import type { RecommenderView, RecommendersPage as PageData } from "~/domain/recommenders/page-data";
import type { NavSchool } from "~/domain/schools/workspace";
import { Button } from "../ui/button";
import { BriefEditor } from "./brief-editor";
import { LettersList } from "./letters-list";
import { RecommenderForm } from "./recommender-form";
import { ShareLinks } from "./share-links";
import { RECOMMENDERS_ACTION, useRecommendersFetcher } from "./use-recommenders-action";

// /app/recommenders: who writes for which school, where each letter stands, the brief for
// each recommender and its links. Recommenders' e-mails are shown here, to the applicant only.
export function RecommendersPage({ data, schools }: { data: PageData & { aiConfigured: boolean }; schools: NavSchool[] }) {
  const addHeading = useId();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900">Recommendations</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        Your recommenders, the schools each writes for and where every letter stands. Give each a brief worth reading: material for them, never a draft of the
        letter, which schools forbid you to write.
      </p>
      <section aria-labelledby={addHeading} className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id={addHeading} className="text-lg font-semibold text-slate-900">
          Add a recommender
        </h2>
        <div className="mt-3">
          <RecommenderForm key={data.recommenders.length} />
        </div>
      </section>
      {data.recommenders.length === 0 ? <p className="mt-6 text-slate-700">No recommenders yet.</p> : null}
      <ul className="mt-6 space-y-6">
        {data.recommenders.map((recommender) => (
          <li key={recommender.id}>
            <RecommenderCard recommender={recommender} schools={schools} data={data} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function RecommenderCard({ recommender, schools, data }: { recommender: RecommenderView; schools: NavSchool[]; data: PageData & { aiConfigured: boolean } }) {
  const headingId = useId();
  const remover = useRecommendersFetcher();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {recommender.name}
          </h2>
          <p className="text-sm text-slate-700">{`${relationshipLabels[recommender.relationship]} · ${recommender.email}`}</p>
        </div>
        <remover.Form method="post" action={RECOMMENDERS_ACTION}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="recommenderId" value={recommender.id} />
          <Button type="submit" variant="ghost" size="sm" aria-label={`Remove ${recommender.name}`}>
            Remove
          </Button>
        </remover.Form>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 underline underline-offset-2">{`Edit ${recommender.name} and reminders`}</summary>
        <div className="mt-2">
          <RecommenderForm existing={recommender} />
        </div>
      </details>
      <LettersList recommender={recommender} schools={schools} requirements={data.requirements} />
      <BriefEditor recommender={recommender} schools={schools} aiConfigured={data.aiConfigured} />
      <ShareLinks recommender={recommender} />
    </section>
  );
}
