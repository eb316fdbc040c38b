import { NavLink } from "@remix-run/react";
import { useId } from "react";
import { schoolColour } from "~/catalogue/school-colours";
import type { SchoolSummary } from "~/services/schools.server";
import { workspaceSections } from "./workspace-sections";

type AppSidebarProps = { schools: SchoolSummary[]; mobile?: boolean; onNavigate?: () => void };

// The sidebar titled Applications (spec: workspace section 2). Used in the desktop column and in
// the mobile drawer; `mobile` switches to the mobile labels.
export function AppSidebar({ schools, mobile = false, onNavigate }: AppSidebarProps) {
  const schoolsHeadingId = useId();
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
      <section aria-labelledby={schoolsHeadingId}>
        <h2 id={schoolsHeadingId} className="text-xs font-semibold uppercase tracking-wide text-slate-600">
          {mobile ? "Schools & Essays" : "Schools"}
        </h2>
        {schools.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No schools yet.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1">
            {schools.map((school) => (
              <li key={school.school} className="flex items-center gap-2 px-3 py-2 text-sm">
                <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: schoolColour(school.school) }} />
                <span className="flex-1 font-medium text-slate-900">{school.school}</span>
                <span className="text-xs text-slate-700">
                  {`${school.essayCount} ${school.essayCount === 1 ? "essay" : "essays"}`}
                </span>
              </li>
            ))}
          </ul>
        )}
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
