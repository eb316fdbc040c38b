import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ReaderDate } from "~/components/ui/reader-time";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { buttonClasses } from "~/components/ui/button";
import { formatUsage, planLabel } from "~/domain/catalogue/admin-view";
import { USERS_PAGE_SIZE, findUsers } from "~/services/admin/admin-users.server";
import { requireAdmin } from "~/web/session.server";
import { AdminTable } from "~/components/admin/admin-table";
import { ReaderTime } from "~/components/ui/reader-time";

const searchSchema = z.object({
  q: z.string().trim().max(200).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  const url = new URL(request.url);
  const search = searchSchema.parse({ q: url.searchParams.get("q") ?? "", page: url.searchParams.get("page") ?? 1 });
  const { rows, total } = await findUsers(context.app.db, { query: search.q, page: search.page });
  return {
    ...search,
    total,
    pages: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)),
    users: rows.map((row) => ({
      id: row.id,
      email: row.email,
      plan: planLabel(row.status, row.tier),
      trialEnd: row.status === "trialing" || row.status === "expired" ? (row.trialEnd?.toISOString() ?? null) : null,
      usage: formatUsage(row),
      lastActivity: row.lastActivity?.toISOString() ?? null,
      isAdmin: row.isAdmin,
    })),
  };
}

export default function AdminUsers() {
  const { users, q, page, pages, total } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(to));
    return `?${next.toString()}`;
  };
  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading" className="text-lg font-semibold text-slate-900">
        Users
      </h2>
      <Form method="get" role="search" className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-64 flex-1 sm:flex-none">
          <label htmlFor="user-search" className="mb-1 block text-sm font-medium text-slate-800">
            Search by e-mail
          </label>
          <input
            id="user-search"
            name="q"
            type="search"
            defaultValue={q}
            className="block h-10 w-full rounded-md border border-slate-300 px-3 text-slate-900 sm:w-80"
          />
        </div>
        <button type="submit" className={buttonClasses("secondary")}>
          Search
        </button>
      </Form>
      <p className="mt-3 text-sm text-slate-700" aria-live="polite">
        {total === 0 ? "No users match." : `${total} ${total === 1 ? "user" : "users"}${q ? ` matching “${q}”` : ""} · page ${page} of ${pages}`}
      </p>
      <AdminTable headings={["Email", "Plan", "Trial ends", "Messages", "Voice", "Essays", "Last activity", "Role"]}>
        {users.map((row) => (
          <tr key={row.id} className="border-t border-slate-200">
            <td className="px-3 py-2">
              <Link to={`/admin/users/${row.id}`} className="font-medium text-brand-700 underline">
                {row.email}
              </Link>
            </td>
            <td className="px-3 py-2 text-slate-800">{row.plan}</td>
            <td className="px-3 py-2 text-slate-800">{row.trialEnd ? <ReaderDate value={row.trialEnd} /> : "—"}</td>
            <td className="px-3 py-2 text-slate-800">{row.usage.messages}</td>
            <td className="px-3 py-2 text-slate-800">{row.usage.voice}</td>
            <td className="px-3 py-2 text-slate-800">{row.usage.essays}</td>
            <td className="px-3 py-2 text-slate-800">{row.lastActivity ? <ReaderTime iso={row.lastActivity} /> : "Never"}</td>
            <td className="px-3 py-2 text-slate-800">{row.isAdmin ? "admin" : "user"}</td>
          </tr>
        ))}
      </AdminTable>
      {pages > 1 ? (
        <nav aria-label="Pages of users" className="mt-4 flex gap-3">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className={buttonClasses("secondary")}>
              Previous page
            </Link>
          ) : null}
          {page < pages ? (
            <Link to={pageLink(page + 1)} className={buttonClasses("secondary")}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
