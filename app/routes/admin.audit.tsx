import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/button";
import { auditEntries } from "~/services/platform/admin-audit.server";
import { requireAdmin } from "~/web/session.server";
import { AdminTable, AuditEntryCells } from "~/components/admin/admin-table";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  const before = Number(new URL(request.url).searchParams.get("before"));
  const rows = await auditEntries(context.app.db, Number.isSafeInteger(before) && before > 0 ? { before: new Date(before) } : {});
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actorEmail: row.actorEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before === null ? null : JSON.stringify(row.before),
      after: row.after === null ? null : JSON.stringify(row.after),
      requestId: row.requestId,
    })),
    older: rows.length === 50 ? rows[rows.length - 1]!.createdAt.getTime() : null,
  };
}

const targetLink = (type: string, id: string) => (type === "user" ? `/admin/users/${id}` : type === "prompt" ? `/admin/prompts/${id}` : null);

export default function AdminAudit() {
  const { entries, older } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="text-lg font-semibold text-slate-900">
        Audit log
      </h2>
      <p className="mt-1 text-sm text-slate-700">Every admin action, newest first, with the state before and after.</p>
      <AdminTable headings={["When", "Who", "What", "On", "Before", "After"]} empty={entries.length ? null : "No admin actions yet."}>
        {entries.map((entry) => {
          const link = targetLink(entry.targetType, entry.targetId);
          return (
            <tr key={entry.id} className="border-t border-slate-200 align-top">
              <AuditEntryCells entry={entry} />
              <td className="px-3 py-2 text-slate-800">
                {link ? (
                  <Link to={link} className="text-brand-700 underline">
                    {`${entry.targetType} ${entry.targetId.slice(0, 12)}`}
                  </Link>
                ) : (
                  `${entry.targetType} ${entry.targetId.slice(0, 12)}`
                )}
              </td>
              <td className="px-3 py-2">
                <code className="text-xs break-all text-slate-700">{entry.before ?? "—"}</code>
              </td>
              <td className="px-3 py-2">
                <code className="text-xs break-all text-slate-700">{entry.after ?? "—"}</code>
              </td>
            </tr>
          );
        })}
      </AdminTable>
      {older ? (
        <Link to={`?before=${older}`} className={`${buttonClasses("secondary")} mt-4`}>
          Older entries
        </Link>
      ) : null}
    </section>
  );
}
