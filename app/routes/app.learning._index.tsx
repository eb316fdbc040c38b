import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { type LearningItem, learningCategories, learningItems } from "~/catalogue/learning-items";
import { CategoryCarousel } from "~/components/learning/category-carousel";
import { Dialog } from "~/components/ui/dialog";

export const meta: MetaFunction = () => [{ title: "Learning Hub · Scout" }];

// Summaries only: each article's text loads with its own page.
export function loader() {
  return {
    items: learningItems.map(({ body: _body, ...summary }) => summary),
  };
}

type Summary = Omit<LearningItem, "body">;
const typeLabel: Record<LearningItem["type"], string> = { video: "Video", article: "Article", guide: "Guide", template: "Template" };

export default function LearningHub() {
  const { items } = useLoaderData<typeof loader>();
  const [playing, setPlaying] = useState<Summary | null>(null);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Learning Hub</h1>
      <p className="mt-2 text-slate-700">Short reads and videos for each stage of your application.</p>
      {learningCategories.map((category) => (
        <CategoryCarousel key={category} title={category}>
          {items
            .filter((item) => item.category === category)
            .map((item) => (
              <li key={item.id} className="w-64 shrink-0 snap-start">
                {item.type === "video" ? (
                  <button type="button" onClick={() => setPlaying(item)} className="block w-full text-left">
                    <Card item={item} />
                  </button>
                ) : (
                  <Link to={`/app/learning/${item.id}`} className="block">
                    <Card item={item} />
                  </Link>
                )}
              </li>
            ))}
        </CategoryCarousel>
      ))}
      <Dialog open={playing !== null} onClose={() => setPlaying(null)} title={playing?.title ?? "Video"} wide>
        {playing?.embedUrl ? (
          <iframe src={playing.embedUrl} title={playing.title} allow="fullscreen; picture-in-picture" className="aspect-video w-full rounded-lg" />
        ) : (
          <div className="flex aspect-video w-full items-center justify-center rounded-lg bg-slate-100 text-lg font-semibold text-slate-800">
            Content Coming Soon
          </div>
        )}
      </Dialog>
    </div>
  );
}

function Card({ item }: { item: Summary }) {
  return (
    <div className="h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:border-brand-600">
      <div
        aria-hidden="true"
        className="flex h-28 items-end p-3 text-sm font-semibold text-white"
        style={{ backgroundImage: `linear-gradient(135deg, ${item.thumbnail.from}, ${item.thumbnail.to})` }}
      >
        {item.type === "video" ? "▶" : ""}
      </div>
      <div className="p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{typeLabel[item.type]}</p>
        <h3 className="mt-1 font-semibold text-slate-900">{item.title}</h3>
        <p className="mt-1 text-sm text-slate-700">{item.description}</p>
      </div>
    </div>
  );
}
