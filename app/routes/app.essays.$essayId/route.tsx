import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import type { EssayActionData } from "~/domain/essay-actions";
import { useLoaderData, useOutletContext } from "@remix-run/react";
import { EssayEditor } from "~/components/editor/essay-editor";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import type { WorkspaceOutletContext } from "~/components/workspace-context";
import { handleEssayAction } from "./essay-action.server";
import { NO_LONGER_ASKED, isUntouchedDraft, preferredSource, wordingLabel } from "~/domain/catalogue";
import { readEssayPage } from "~/services/essay-page.server";
import { requireUser } from "~/web/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.essay.essayTitle ?? "Essay"} · Scout` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const found = await readEssayPage(context.app.db, user.id, params.essayId ?? "");
  if (!found) throw new Response("Not found", { status: 404 });
  const { essay, prompt, versions, feedback } = found;
  return {
    essay: {
      id: essay.id,
      school: essay.school,
      essayTitle: essay.essayTitle,
      // An essay created before new essays started empty still holds its prompt: shown as empty.
      essayContent: isUntouchedDraft(essay.essayContent, prompt) ? "" : essay.essayContent,
      status: essay.status,
      version: essay.version,
      revision: essay.revision,
    },
    feedback: feedback ? { items: feedback.items, overall: feedback.overall, stale: feedback.essayRevision !== essay.revision } : null,
    prompt: prompt
      ? {
          prompt: prompt.prompt,
          limit: prompt.limit,
          cycle: prompt.cycle,
          wording: prompt.noLongerAsked ? NO_LONGER_ASKED : wordingLabel(prompt),
          // The school's own page where it is among the sources: it outranks a consultant's copy.
          source: preferredSource(prompt.sources, prompt.schoolPage),
        }
      : null,
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

/**
 * A save that cannot reach the server (offline, a dropped connection) is answered here, in the
 * browser, instead of by the error page: the text stays in the editor and on this device.
 */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return {
      toast: { title: "Not saved", description: "You seem to be offline. Your text is kept on this device.", variant: "destructive" },
      offline: true,
    } satisfies EssayActionData;
  }
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
