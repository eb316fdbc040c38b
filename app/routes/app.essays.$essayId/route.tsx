import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { type ShouldRevalidateFunction, useLoaderData, useOutletContext } from "@remix-run/react";
import { EssayEditor } from "~/components/editor/essay-editor";
import { LaterOlderVersion } from "~/components/editor/later-older-version";
import { isOlderVersionRefusal, isStoredTextSave } from "~/components/editor/save-revalidation";
import { AboutEssay } from "~/components/editor/under-the-essay";
import { coachingModeOf } from "~/domain/ai-policy/critique-only";
import { answerOfflineInBrowser } from "~/components/editor/use-text-save";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import type { WorkspaceOutletContext } from "~/components/shell/workspace-context";
import { handleEssayAction } from "./essay-action.server";
import { NO_LONGER_ASKED, isUntouchedDraft, wordingLabel } from "~/domain/catalogue/catalogue";
import { readEssayPage } from "~/routes/app.essays.$essayId/essay-page.server";
import { requireUser } from "~/web/session.server";
import { invariantFound } from "~/web/http-errors.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.essay.essayTitle ?? "Essay"} · Scout` }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const found = await readEssayPage(context.app.db, context.app.userObject(user.id), user.id, params.essayId ?? "");
  invariantFound(found);
  const { essay, prompt, versions, feedback, aiPolicy, disclosures, english, readers } = found;
  // An older version opens read only (docs/product-rules.md §7a), naming the newest.
  const newest = versions.at(-1);
  return {
    newerVersion: newest && newest.id !== essay.id ? { id: newest.id, version: newest.version } : null,
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
    feedback: feedback
      ? { items: feedback.items, overall: feedback.overall, stale: feedback.essayRevision !== essay.revision, revision: feedback.essayRevision, english }
      : null,
    prompt: prompt
      ? {
          prompt: prompt.prompt,
          limit: prompt.limit,
          cycle: prompt.cycle,
          wording: prompt.noLongerAsked ? NO_LONGER_ASKED : wordingLabel(prompt),
          // Cited by whose page each is (the school's own first), with the cycle of its wording.
          sources: prompt.sources,
          ownDomains: prompt.ownDomains,
          textCycle: prompt.textCycle,
        }
      : null,
    // The school's rule on AI use and the mode Scout coaches this essay in.
    aiPolicy,
    // Read here, not in the browser: the rule is the server's, and its module brought the policy's
    // with it into the page's first files.
    suggestFixes: coachingModeOf(aiPolicy) === "standard",
    disclosures,
    readers,
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

/** A save that cannot reach the server is answered in the browser: the text stays on this device. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => answerOfflineInBrowser(() => serverAction<typeof action>());

/** The editor holds what a stored save changed (its text and revision), and keeps the text a save into an older version could not store: the essay is not read again. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => !isStoredTextSave(args) && !isOlderVersionRefusal(args) && args.defaultShouldRevalidate;

export default function EssayPage() {
  const { essay, prompt, versions, feedback, aiPolicy, suggestFixes, disclosures, newerVersion, readers } = useLoaderData<typeof loader>();
  const { openUpgrade, openExpired, updateSchool } = useOutletContext<WorkspaceOutletContext>();
  if (newerVersion)
    return (
      <LaterOlderVersion
        key={essay.id}
        essay={essay}
        prompt={prompt}
        versions={versions}
        newest={newerVersion}
        policy={aiPolicy}
        disclosures={disclosures}
        onExpired={openExpired}
      />
    );
  const aboutEssay = <AboutEssay school={essay.school} policy={aiPolicy} essayId={essay.id} disclosures={disclosures} />;
  return (
    <EssayEditor
      key={essay.id}
      essay={essay}
      prompt={prompt}
      versions={versions}
      feedback={feedback}
      onLimitReached={openUpgrade}
      onExpired={openExpired}
      onSchoolChanged={updateSchool}
      aboutEssay={aboutEssay}
      suggestFixes={suggestFixes}
      readers={readers}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
