import { getFormProps, useForm } from "@conform-to/react";
import { lastResultOf } from "~/domain/platform/forms";
import { BRIEF_LIMIT } from "~/domain/recommenders/brief";
import type { BriefView, RecommenderView } from "~/domain/recommenders/page-data";
import type { NavSchool } from "~/domain/schools/workspace";
import { Button } from "../ui/button";
import { TextAreaField } from "../ui/field";
import { useReloadWhileQueued } from "../ui/use-queued-work";
import { RECOMMENDERS_ACTION, useRecommendersFetcher } from "./use-recommenders-action";

const POLL_MS = 2_000;

// The brief for one recommender: the stories it draws on, Scout's draft of it (or, with no
// AI key, one assembled from the same data), and the applicant's own edit, which links show.
export function BriefEditor({ recommender, schools, aiConfigured }: { recommender: RecommenderView; schools: NavSchool[]; aiConfigured: boolean }) {
  const brief = recommender.brief;
  const writing = brief?.jobStatus === "queued" || brief?.jobStatus === "running";
  useReloadWhileQueued(writing, POLL_MS);
  const generator = useRecommendersFetcher();
  return (
    <section className="mt-4" aria-label={`Brief for ${recommender.name}`}>
      <h3 className="font-semibold text-slate-900">Brief</h3>
      <p className="mt-1 text-sm text-slate-700">
        Background for {recommender.name}: your goals, the stories you pick and what each school asks. Scout never writes the letter.
      </p>
      <StoryPicker recommender={recommender} schools={schools} />
      <generator.Form method="post" action={RECOMMENDERS_ACTION} className="mt-3">
        <input type="hidden" name="intent" value="generate-brief" />
        <input type="hidden" name="recommenderId" value={recommender.id} />
        <Button type="submit" variant="secondary" disabled={generator.state !== "idle" || writing}>
          {brief?.content ? "Write the brief again" : "Write the brief"}
        </Button>
        {aiConfigured ? null : (
          <p className="mt-1 text-sm text-slate-700">No AI key is set up: Scout assembles the brief from your data without generating text.</p>
        )}
      </generator.Form>
      {writing ? (
        <p role="status" className="mt-2 text-sm text-slate-700">
          Scout is writing the brief…
        </p>
      ) : null}
      {brief?.jobStatus === "failed" ? <p className="mt-2 text-sm text-red-800">The brief could not be written. Please try again.</p> : null}
      {brief && !writing ? <BriefText recommender={recommender} brief={brief} /> : null}
    </section>
  );
}

function originText(brief: BriefView): string | null {
  if (brief.origin === "assembled") return "Assembled from your data without AI generation (no AI key is set up).";
  if (brief.origin === "generated") {
    const dropped = brief.droppedPassages > 0 ? ` ${brief.droppedPassages} passage(s) that read like a letter were left out.` : "";
    return `Written by Scout (prompt version ${brief.promptVersion ?? 1}).${dropped}`;
  }
  return null;
}

function BriefText({ recommender, brief }: { recommender: RecommenderView; brief: BriefView }) {
  const fetcher = useRecommendersFetcher();
  const [form, fields] = useForm<{ content: string }>({ lastResult: lastResultOf(fetcher) });
  const origin = originText(brief);
  return (
    <fetcher.Form method="post" action={RECOMMENDERS_ACTION} className="mt-3 space-y-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="save-brief" />
      <input type="hidden" name="recommenderId" value={recommender.id} />
      {origin ? <p className="text-sm text-slate-700">{origin}</p> : null}
      <TextAreaField
        label={`Brief for ${recommender.name} (edit before you share it)`}
        field={fields.content}
        defaultValue={brief.content}
        key={brief.content}
        rows={14}
        maxLength={BRIEF_LIMIT}
      />
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        Save brief
      </Button>
    </fetcher.Form>
  );
}

function StoryPicker({ recommender, schools }: { recommender: RecommenderView; schools: NavSchool[] }) {
  const fetcher = useRecommendersFetcher();
  const essays = schools.flatMap((school) =>
    school.essays.filter((essay) => essay.state !== "not_started").map((essay) => ({ ...essay, school: school.school })),
  );
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 underline underline-offset-2">{`Stories for ${recommender.name} (${recommender.storyIds.length} picked)`}</summary>
      {essays.length === 0 ? (
        <p className="mt-2 text-slate-700">Write an essay first: its story can then go in the brief.</p>
      ) : (
        <fetcher.Form method="post" action={RECOMMENDERS_ACTION} className="mt-2 space-y-1">
          <input type="hidden" name="intent" value="stories" />
          <input type="hidden" name="recommenderId" value={recommender.id} />
          <fieldset>
            <legend className="text-slate-700">Pick the stories this recommender can speak to.</legend>
            {essays.map((essay) => (
              <label key={essay.id} className="flex items-center gap-2 text-slate-800">
                <input type="checkbox" name="storyIds" value={essay.id} defaultChecked={recommender.storyIds.includes(essay.id)} className="h-4 w-4" />
                {`${essay.essayTitle || "Untitled Essay"} (${essay.school})`}
              </label>
            ))}
          </fieldset>
          <Button type="submit" variant="secondary" size="sm" disabled={fetcher.state !== "idle"}>
            Save stories
          </Button>
        </fetcher.Form>
      )}
    </details>
  );
}
