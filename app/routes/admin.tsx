import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { desc, eq } from "drizzle-orm";
import { user, userRoles } from "../../db/schema";
import { requireAdmin } from "~/web/session.server";
import { formatDate } from "~/domain/dates";

export const meta: MetaFunction = () => [{ title: "Admin · Scout" }, { name: "robots", content: "noindex" }];

// Admins only: anyone else gets the 404 page, so the page's existence is not confirmed.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context, request);
  const users = await context.app.db
    .select({ id: user.id, email: user.email, createdAt: user.createdAt, emailVerified: user.emailVerified, role: userRoles.role })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .orderBy(desc(user.createdAt))
    .limit(500);
  return { users: users.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

export default function Admin() {
  const { users } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold text-slate-900">Admin</h1>
        <Link to="/app" className="text-sm font-medium text-brand-700 underline">
          Back to workspace
        </Link>
      </div>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">{`Users (${users.length})`}</h2>
      <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-2">
                Email
              </th>
              <th scope="col" className="px-4 py-2">
                Created
              </th>
              <th scope="col" className="px-4 py-2">
                Verified
              </th>
              <th scope="col" className="px-4 py-2">
                Role
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((row) => (
              <tr key={`${row.id}-${row.role ?? ""}`} className="border-t border-slate-200">
                <td className="px-4 py-2 text-slate-900">{row.email}</td>
                <td className="px-4 py-2 text-slate-800">{formatDate(row.createdAt)}</td>
                <td className="px-4 py-2 text-slate-800">{row.emailVerified ? "Yes" : "No"}</td>
                <td className="px-4 py-2 text-slate-800">{row.role ?? "user"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  );
}
