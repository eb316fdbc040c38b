import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { type LearningItem, availableLearningItems, learningCategories } from "~/content/learning-items";
import { CategoryCarousel } from "~/components/learning/category-carousel";
import { Dialog } from "~/components/ui/dialog";
import { schoolEssayGuide } from "~/domain/catalogue/school-essay-guide";
import { loadCatalogue } from "~/services/catalogue/catalogue.server";
import { requireUser } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Learning Hub · Scout" }];

const SCHOOL_GUIDES = "Each school's main essay";
const GUIDE_THUMBNAIL = { from: "#1d4ed8", to: "#1e3a8a" };

// Summaries only: each article's and guide's text loads with its own page. Nothing here is the
// user's, but the Learning Hub is the workspace's: a data request naming this route alone skips
// the layout's check, so the loader asks who is signed in too.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const catalogue = await loadCatalogue(context.app.db);
  return {
    items: availableLearningItems.map(({ body: _body, ...summary }) => summary),
    guides: catalogue.flatMap((school) => {
      const guide = schoolEssayGuide(school);
      return guide ? [{ id: guide.id, title: guide.title, description: guide.description }] : [];
    }),
  };
}

type Summary = Omit<LearningItem, "body">;
const typeLabel: Record<LearningItem["type"], string> = { video: "Video", article: "Article", guide: "Guide", template: "Template" };

export default function LearningHub() {
  const { items, guides } = useLoaderData<typeof loader>();
  const [playing, setPlaying] = useState<Summary | null>(null);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Learning Hub</h1>
      <p className="mt-2 text-slate-700">{"Short reads for each stage of your application, and a guide to each school's main essay."}</p>
      {learningCategories.map((category) => (
        <CategoryCarousel key={category} title={category}>
          {items
            .filter((item) => item.category === category)
            .map((item) => (
              <li key={item.id} className="w-64 shrink-0 snap-start">
                {item.type === "video" ? (
                  <button type="button" onClick={() => setPlaying(item)} className="block w-full text-left">
                    <Card label={typeLabel[item.type]} title={item.title} description={item.description} thumbnail={item.thumbnail} video />
                  </button>
                ) : (
                  <Link to={`/app/learning/${item.id}`} className="block">
                    <Card label={typeLabel[item.type]} title={item.title} description={item.description} thumbnail={item.thumbnail} />
                  </Link>
                )}
              </li>
            ))}
        </CategoryCarousel>
      ))}
      {guides.length > 0 ? (
        <CategoryCarousel title={SCHOOL_GUIDES}>
          {guides.map((guide) => (
            <li key={guide.id} className="w-64 shrink-0 snap-start">
              <Link to={`/app/learning/${guide.id}`} className="block">
                <Card label="Guide" title={guide.title} description={guide.description} thumbnail={GUIDE_THUMBNAIL} />
              </Link>
            </li>
          ))}
        </CategoryCarousel>
      ) : null}
      {/* Only videos with a player are listed, so the dialog always has one to show. */}
      <Dialog open={playing !== null} onClose={() => setPlaying(null)} title={playing?.title ?? "Video"} wide>
        {playing?.embedUrl ? (
          <iframe src={playing.embedUrl} title={playing.title} allow="fullscreen; picture-in-picture" className="aspect-video w-full rounded-lg" />
        ) : null}
      </Dialog>
    </div>
  );
}

type CardProps = { label: string; title: string; description: string; thumbnail: { from: string; to: string }; video?: boolean };

function Card({ label, title, description, thumbnail, video = false }: CardProps) {
  return (
    <div className="h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:border-brand-600">
      <div
        aria-hidden="true"
        className="flex h-28 items-end p-3 text-sm font-semibold text-white"
        style={{ backgroundImage: `linear-gradient(135deg, ${thumbnail.from}, ${thumbnail.to})` }}
      >
        {video ? "▶" : ""}
      </div>
      <div className="p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
        <h3 className="mt-1 font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 text-sm text-slate-700">{description}</p>
      </div>
    </div>
  );
}
