import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { findLearningItem } from "~/content/learning-items";
import { SourceCitation } from "~/components/catalogue/source-citation";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import { type GuideSection, SCHOOL_GUIDE_PREFIX, schoolEssayGuide } from "~/domain/catalogue/school-essay-guide";
import { loadCatalogue } from "~/services/catalogue/catalogue.server";
import { invariantFound, notFound } from "~/web/http-errors.server";
import { requireUser } from "~/web/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? "Learning"} · Scout` }];

// An article, guide or template, read in the app; or a school's main-essay guide, written from
// the catalogue with each fact's source.
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const id = params.itemId ?? "";
  if (id.startsWith(SCHOOL_GUIDE_PREFIX)) {
    const schoolId = id.slice(SCHOOL_GUIDE_PREFIX.length);
    const school = (await loadCatalogue(context.app.db)).find((each) => each.id === schoolId);
    const guide = school ? schoolEssayGuide(school) : null;
    invariantFound(guide);
    return { label: "Each school's main essay", title: guide.title, description: guide.description, template: false, sections: guide.sections };
  }
  const item = findLearningItem(id);
  if (!item || item.type === "video") throw notFound();
  const sections: GuideSection[] = item.body.map((section) => ({
    heading: section.heading ?? "",
    paragraphs: [section.text],
    sources: [],
    ownDomains: [],
    age: null,
  }));
  return { label: item.category, title: item.title, description: item.description, template: item.type === "template", sections };
}

export default function LearningItemPage() {
  const { label, title, description, template, sections } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-2xl px-4 py-8">
      <Link to="/app/learning" className="text-sm font-medium text-brand-700 underline">
        Back to the Learning Hub
      </Link>
      <p className="mt-6 text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{description}</p>
      <div className="mt-6 flex flex-col gap-5 leading-relaxed text-slate-800">
        {sections.map((section, index) => (
          <section key={index}>
            {section.heading ? <h2 className="text-lg font-semibold text-slate-900">{section.heading}</h2> : null}
            {section.paragraphs.map((paragraph, at) => (
              <p key={at} className={`mt-1 ${template ? "whitespace-pre-wrap rounded-lg bg-slate-100 p-4 font-mono text-sm" : ""}`}>
                {paragraph}
              </p>
            ))}
            {section.sources.length > 0 ? (
              <p className="mt-1 text-sm text-slate-700">
                <SourceCitation sources={section.sources} ownDomains={section.ownDomains} age={section.age} about={`for ${section.heading}`} />
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
