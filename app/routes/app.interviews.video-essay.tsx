import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { SourceCitation } from "~/components/catalogue/source-citation";
import { VideoEssayPractice } from "~/components/interviews/video-essay-practice";
import { loadInterviewFormats } from "~/services/interviews/interview-formats.server";
import { notFound } from "~/web/http-errors.server";
import { requireUser } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Video essay practice · Scout" }];

// Video essay practice: all in the browser, with no AI and no upload. The recording stays on
// the applicant's device.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const { formats, schoolDomains } = await loadInterviewFormats(context.app.db);
  const format = formats.find((entry) => entry.kind === "video-essay");
  if (!format) throw notFound();
  return {
    format: {
      name: format.name,
      summary: format.summary,
      questions: format.questions,
      prepSeconds: format.prepSeconds ?? 20,
      answerSeconds: format.answerSeconds ?? 60,
      attempts: format.attempts ?? 3,
      sources: format.sources,
      checkedOn: format.checkedOn,
    },
    schoolDomains,
  };
}

export default function VideoEssay() {
  const { format, schoolDomains } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
      <Link to="/app/interviews" className="text-sm font-medium text-brand-700 underline">
        All mock interviews
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">{format.name}</h1>
      <p className="text-slate-700">{format.summary}</p>
      <p className="text-xs text-slate-700">
        {"The question bank: "}
        <SourceCitation
          sources={format.sources}
          ownDomains={schoolDomains}
          age={format.checkedOn ? `checked ${format.checkedOn}` : null}
          about="for the video essay questions"
        />
      </p>
      <VideoEssayPractice questions={format.questions} prepSeconds={format.prepSeconds} answerSeconds={format.answerSeconds} attempts={format.attempts} />
    </div>
  );
}
