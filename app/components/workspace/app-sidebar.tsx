import { NavLink, useParams } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import type { NavSchool } from "~/domain/schools/workspace";
import { SchoolList } from "../schools/school-list";
import { Button } from "../ui/button";
import { useRootData } from "../shell/use-root-data";
import { offeredSections } from "./workspace-sections";

type AppSidebarProps = { schools: NavSchool[]; onManageSchools: () => void; onNavigate?: () => void };

// The sidebar titled Applications. Used in the desktop column and in the mobile drawer, with the
// same names in both (one set of words on every screen).
export function AppSidebar({ schools, onManageSchools, onNavigate }: AppSidebarProps) {
  const schoolsHeadingId = useId();
  const visible = schools.filter((school) => school.visible);
  const { settings } = useRootData();
  const workingOn = useSchoolWorkedOn(visible);
  return (
    // Room at the bottom for the Ask Scout launcher and the toasts, which float in this column.
    <nav aria-label="Applications" className="relative flex h-full flex-col gap-6 overflow-y-auto p-4 md:pb-20">
      <div className="flex items-center justify-between">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-600">Applications</h2>
        <Button size="sm" variant="secondary" onClick={onManageSchools}>
          Add School
        </Button>
      </div>
      <ul className="flex flex-col gap-1">
        {offeredSections({ officeHours: settings.officeHoursOpen }).map((section) => {
          const label = section.label;
          const badge = section.badge;
          return (
            <li key={section.id}>
              {section.href ? (
                <NavLink
                  to={section.href}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `flex items-center justify-between rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-900" : "text-slate-800 hover:bg-slate-100"}`
                  }
                >
                  <span>{label}</span>
                  {badge ? <Badge>{badge}</Badge> : null}
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
        <div className="flex items-center justify-between">
          <h2 id={schoolsHeadingId} className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            Schools & Essays
          </h2>
          <button type="button" onClick={onManageSchools} className="text-xs font-medium text-brand-700 underline">
            Manage Schools
          </button>
        </div>
        {visible.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No schools yet.</p>
        ) : (
          <SchoolList schools={visible} workingOn={workingOn} onNavigate={onNavigate} />
        )}
      </section>
    </nav>
  );
}

/**
 * Which schools the sidebar opens: all of them while there are few (they fit), otherwise only the
 * one being worked on, the school of the essay open (or the last one opened on this visit). A
 * full applicant's 15 schools and 60 essays were a 2,000-element sidebar on every page;
 * collapsed, each school still shows its progress, deadline and essay count.
 */
const FEW_SCHOOLS = 3;
function useSchoolWorkedOn(schools: NavSchool[]): (school: string) => boolean {
  const { essayId } = useParams();
  const open = essayId ? schools.find((school) => school.essays.some((essay) => essay.id === essayId))?.school : undefined;
  const [last, setLast] = useState(open);
  useEffect(() => {
    if (open) setLast(open);
  }, [open]);
  const current = open ?? last;
  return (school) => schools.length <= FEW_SCHOOLS || school === current;
}

function Badge({ children, muted = false }: { children: string; muted?: boolean }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${muted ? "bg-slate-100 text-slate-700" : "bg-brand-100 text-brand-900"}`}>{children}</span>
  );
}
