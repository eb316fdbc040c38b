import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, NavLink, Outlet } from "@remix-run/react";
import { requireAdmin } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Admin · Scout" }, { name: "robots", content: "noindex" }];

// Admins only (each child checks again: see requireAdmin).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(context, request);
  return { email: admin.email };
}

const SECTIONS = [
  { to: "/admin", label: "Users", end: true },
  { to: "/admin/catalogue", label: "School catalogue", end: false },
  { to: "/admin/interview-formats", label: "Interview formats", end: false },
  { to: "/admin/application-items", label: "Application items", end: false },
  { to: "/admin/sources", label: "Sources", end: false },
  { to: "/admin/season-facts", label: "Season facts", end: false },
  { to: "/admin/prompts", label: "AI prompts", end: false },
  { to: "/admin/work", label: "Background work", end: false },
  { to: "/admin/audit", label: "Audit log", end: false },
];

export default function AdminLayout() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Admin</h1>
        <Link to="/app" className="text-sm font-medium text-brand-700 underline">
          Back to workspace
        </Link>
      </div>
      <nav aria-label="Admin sections" className="mt-4 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-1">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  `inline-block rounded-t-md border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                    isActive ? "border-brand-600 text-brand-800" : "border-transparent text-slate-700 hover:text-slate-900"
                  }`
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </main>
  );
}
