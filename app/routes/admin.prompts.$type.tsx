import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PromptCompare, PromptVersionsTable, versionLabel } from "~/components/admin/prompt-versions";
import { PromptVersionForm } from "~/components/admin/prompt-version-form";
import { useToastFor } from "~/components/ui/toast";
import { type PromptActionInput, promptActionSchema } from "~/domain/prompts/ai-prompt-schema";
import { type FormAnswer, hasFieldErrors } from "~/domain/platform/forms";
import type { Toast } from "~/domain/platform/toast";
import { activatePromptVersion, createPromptVersion, promptHistory } from "~/services/prompts/ai-prompt-versions.server";
import { findPromptType } from "~/services/prompts/ai-prompts.server";
import { refuse, refuseForm, runIntent } from "~/web/intent-action.server";
import { requireAdmin } from "~/web/session.server";
import { redirectWithToast } from "~/web/toast.server";
import { requireAdminEdit } from "~/web/admin-edit.server";
import { notFound } from "~/web/http-errors.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.info.label ?? "AI prompt"} · Admin · Scout` },
  { name: "robots", content: "noindex" },
];

// ?v=3 shows a version, ?a=2&b=3 compares two: whole numbers only, anything else is ignored.
function versionParam(url: URL, name: string) {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value >= 1 && value <= 1_000_000 ? value : null;
}

// One prompt type: its versions, one version's text, two compared, and a new version.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  const info = findPromptType(params.type ?? "");
  if (!info) throw notFound();
  const url = new URL(request.url);
  const [view, a, b] = [versionParam(url, "v"), versionParam(url, "a"), versionParam(url, "b")];
  const history = await promptHistory(
    context.app.db,
    info.type,
    [view, a, b].filter((n): n is number => n !== null),
  );
  const known = (version: number | null) => (version !== null && version in history.texts ? version : null);
  const shown = known(view) ?? history.inUse;
  return {
    info,
    inUse: history.inUse,
    versions: history.versions.map((row) => ({ ...row, createdAt: row.createdAt?.toISOString() ?? null })),
    inUseText: history.texts[history.inUse] ?? "",
    shown: { version: shown, text: history.texts[shown] ?? "", missing: view !== null && known(view) === null ? view : null },
    compare:
      a !== null && b !== null ? { a, b, before: known(a) === null ? null : history.texts[a]!, after: known(b) === null ? null : history.texts[b]! } : null,
  };
}

type PromptPageAnswer = FormAnswer & { toast: Toast };

// create: a new version (optionally in use at once). activate: put a version in use (an older one
// is the rollback). Both audited; admins only, as the loader.
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { actor, db, requestId } = await requireAdminEdit(context, request);
  const info = findPromptType(params.type ?? "");
  if (!info) throw notFound();
  const page = `/admin/prompts/${info.type}`;
  return runIntent<PromptActionInput, Response | ReturnType<typeof refuse>>(
    request,
    promptActionSchema,
    {
      create: async (input) => {
        const change = await createPromptVersion(db, actor, requestId, {
          type: info.type,
          text: input.promptText,
          name: input.name,
          activate: Boolean(input.activate),
        });
        if (!change.ok) return refuse("Version Not Saved", "Someone saved a version of this prompt at the same moment. Reload and try again.", 409);
        return redirectWithToast(context, `${page}?v=${change.version}`, {
          title: `Version ${change.version} Saved`,
          description: input.activate ? "It is now in use." : "Activate it to put it in use.",
        });
      },
      activate: async (input) => {
        const change = await activatePromptVersion(db, actor, requestId, { type: info.type, version: input.version });
        if (!change.ok) return refuse("Not Activated", `There is no version ${input.version} of this prompt.`, 404);
        return redirectWithToast(context, page, {
          title: change.unchanged ? `Version ${change.version} Already In Use` : `Version ${change.version} In Use`,
          description: "The next feedback run, chat answer or voice session uses it.",
        });
      },
    },
    (submission) => refuseForm("Version Not Saved", submission),
  );
}

export default function AdminPrompt() {
  const { info, inUse, versions, inUseText, shown, compare } = useLoaderData<typeof loader>();
  const answer = useActionData<PromptPageAnswer>();
  useToastFor(answer, (reply) => (hasFieldErrors(reply) ? null : reply.toast));
  return (
    <div className="flex flex-col gap-8">
      <div>
        <Link to="/admin/prompts" className="text-sm font-medium text-brand-700 underline">
          All prompts
        </Link>
        <h2 className="mt-2 text-lg font-semibold text-slate-900">{info.label}</h2>
        <p className="text-sm text-slate-700">
          <code className="font-mono">{info.type}</code> · {info.usedFor}
        </p>
        <p className="mt-1 text-sm text-slate-900">{`${versionLabel(inUse)} is in use.`}</p>
      </div>

      <PromptVersionsTable versions={versions} inUse={inUse} />
      <PromptCompare versions={versions} compare={compare} />

      <section aria-labelledby="view-heading">
        <h3 id="view-heading" className="text-base font-semibold text-slate-900">
          {`${versionLabel(shown.version)}${shown.version === inUse ? " (in use)" : ""}`}
        </h3>
        {shown.missing !== null ? <p className="mt-1 text-sm text-slate-800">{`There is no version ${shown.missing}; showing the one in use.`}</p> : null}
        <pre className="mt-2 whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-sm text-slate-900">
          {shown.text || "(No text: nothing is sent for this prompt.)"}
        </pre>
      </section>

      <section aria-labelledby="edit-heading">
        <h3 id="edit-heading" className="text-base font-semibold text-slate-900">
          New version
        </h3>
        <div className="mt-2">
          <PromptVersionForm key={`${inUse}-${versions.length}`} text={inUseText} inUse={inUse} answer={answer} />
        </div>
      </section>
    </div>
  );
}
