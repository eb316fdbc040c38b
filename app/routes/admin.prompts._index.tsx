import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { promptOverview } from "~/services/prompts/ai-prompt-versions.server";
import { requireAdmin } from "~/web/session.server";
import { AdminTable } from "~/components/admin/admin-table";
import { ReaderTime } from "~/components/ui/reader-time";

export const meta: MetaFunction = () => [{ title: "AI prompts · Admin · Scout" }, { name: "robots", content: "noindex" }];

// Every prompt type, the version in use and its last change. Admins only (anyone else: the 404 page).
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  const prompts = await promptOverview(context.app.db);
  return { prompts: prompts.map((prompt) => ({ ...prompt, changedAt: prompt.changedAt?.toISOString() ?? null })) };
}

export default function AdminPrompts() {
  const { prompts } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="prompts-heading">
      <h2 id="prompts-heading" className="text-lg font-semibold text-slate-900">
        AI prompts
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Every feedback run, chat answer and voice session records the versions of the prompts it used. Version 1 of each prompt is the built-in default; an edit
        saves a new version, and activating an older one rolls back.
      </p>
      <AdminTable headings={["Prompt", "Used for", "In use", "Last changed", "By"]}>
        {prompts.map((prompt) => (
          <tr key={prompt.type} className="border-t border-slate-200">
            <td className="px-4 py-2">
              <Link to={`/admin/prompts/${prompt.type}`} className="font-medium text-brand-700 underline">
                {prompt.label}
              </Link>
              <div className="font-mono text-xs text-slate-700">{prompt.type}</div>
            </td>
            <td className="px-4 py-2 text-slate-800">{prompt.usedFor}</td>
            <td className="whitespace-nowrap px-4 py-2 text-slate-900">{`Version ${prompt.inUse} of ${prompt.versions}`}</td>
            <td className="px-4 py-2 text-slate-800">{prompt.changedAt ? <ReaderTime iso={prompt.changedAt} /> : "Never"}</td>
            <td className="px-4 py-2 text-slate-800">{prompt.changedBy ?? "—"}</td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
