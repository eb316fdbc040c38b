import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useOutletContext } from "@remix-run/react";
import { EssayEditor } from "~/components/editor/essay-editor";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import type { WorkspaceOutletContext } from "~/components/workspace-context";
import { handleEssayAction } from "./essay-action.server";
import { getEssay, listVersions, promptFor } from "~/services/essays.server";
import { essayFeedbackFor } from "~/services/feedback.server";
import { requireUser } from "~/web/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.essay.essayTitle ?? "Essay"} · Scout` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const essay = await getEssay(context.app.db, user.id, params.essayId ?? "");
  if (!essay) throw new Response("Not found", { status: 404 });
  const [versions, feedback] = await Promise.all([listVersions(context.app.db, user.id, essay), essayFeedbackFor(context.app.db, user.id, essay.id)]);
  const prompt = promptFor(essay);
  return {
    essay: {
      id: essay.id,
      school: essay.school,
      essayTitle: essay.essayTitle,
      essayContent: essay.essayContent,
      status: essay.status,
      version: essay.version,
      revision: essay.revision,
    },
    feedback: feedback ? { items: feedback.items, stale: feedback.essayRevision !== essay.revision } : null,
    prompt: prompt ? { prompt: prompt.prompt, limit: prompt.limit, unconfirmed: prompt.unconfirmed } : null,
    versions: versions.map((version) => ({
      id: version.id,
      version: version.version,
      versionNotes: version.versionNotes,
      createdAt: version.createdAt.toISOString(),
      status: version.status,
    })),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  return handleEssayAction(context, request, user, params.essayId ?? "");
}

export default function EssayPage() {
  const { essay, prompt, versions, feedback } = useLoaderData<typeof loader>();
  const { openUpgrade, openExpired } = useOutletContext<WorkspaceOutletContext>();
  return (
    <EssayEditor key={essay.id} essay={essay} prompt={prompt} versions={versions} feedback={feedback} onLimitReached={openUpgrade} onExpired={openExpired} />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
