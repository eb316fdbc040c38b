import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { findLearningItem } from "~/catalogue/learning-items";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.item.title ?? "Learning"} · Scout` }];

// An article, guide or template, read in the app.
export function loader({ params }: LoaderFunctionArgs) {
  const item = findLearningItem(params.itemId ?? "");
  if (!item || item.type === "video") throw new Response("Not found", { status: 404 });
  return { item };
}

export default function LearningItemPage() {
  const { item } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-2xl px-4 py-8">
      <Link to="/app/learning" className="text-sm font-medium text-brand-700 underline">
        Back to the Learning Hub
      </Link>
      <p className="mt-6 text-xs font-semibold uppercase tracking-wide text-slate-600">{item.category}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">{item.title}</h1>
      <p className="mt-2 text-slate-700">{item.description}</p>
      <div className="mt-6 flex flex-col gap-5 leading-relaxed text-slate-800">
        {item.body.map((section, index) => (
          <section key={index}>
            {section.heading ? <h2 className="text-lg font-semibold text-slate-900">{section.heading}</h2> : null}
            <p className={`mt-1 ${item.type === "template" ? "whitespace-pre-wrap rounded-lg bg-slate-100 p-4 font-mono text-sm" : ""}`}>{section.text}</p>
          </section>
        ))}
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
