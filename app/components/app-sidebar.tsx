import { NavLink } from "@remix-run/react";
import { workspaceSections } from "./workspace-sections";

// The sidebar titled Applications (spec: workspace section 2). Used in the desktop column and in
// the mobile drawer; `mobile` switches to the mobile labels.
export function AppSidebar({ mobile = false, onNavigate }: { mobile?: boolean; onNavigate?: () => void }) {
  return (
    <nav aria-label="Applications" className="flex h-full flex-col gap-6 overflow-y-auto p-4">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-600">Applications</h2>
      <ul className="flex flex-col gap-1">
        {workspaceSections.map((section) => {
          const label = mobile && section.mobileLabel ? section.mobileLabel : section.label;
          return (
            <li key={section.id}>
              {section.href ? (
                <NavLink
                  to={section.href}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `flex items-center justify-between rounded-md px-3 py-2 text-sm font-medium ${
                      isActive ? "bg-brand-50 text-brand-900" : "text-slate-800 hover:bg-slate-100"
                    }`
                  }
                >
                  <span>{label}</span>
                  {section.badge ? <Badge>{section.badge}</Badge> : null}
                </NavLink>
              ) : (
                <span aria-disabled="true" className="flex items-center justify-between rounded-md px-3 py-2 text-sm text-slate-600">
                  <span>{label}</span>
                  <Badge muted>Coming Soon</Badge>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="schools-heading">
        <h2 id="schools-heading" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
          {mobile ? "Schools & Essays" : "Schools"}
        </h2>
        <p className="mt-2 text-sm text-slate-700">No schools yet.</p>
      </section>
    </nav>
  );
}

function Badge({ children, muted = false }: { children: string; muted?: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium ${
        muted ? "bg-slate-100 text-slate-700" : "bg-brand-100 text-brand-900"
      }`}
    >
      {children}
    </span>
  );
}
