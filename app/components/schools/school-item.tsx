import { NavLink } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { schoolColour } from "~/content/school-colours";
import type { NavSchool } from "~/domain/schools/workspace";
import { EssayStateBadge } from "./essay-state-badge";
import { schoolDeadlineText } from "./school-deadline-line";

type SchoolItemProps = { school: NavSchool; open: boolean; dragHandle: React.ReactNode; onNavigate?: () => void };

// One school in the sidebar: colour dot, progress, essay count, next deadline, and its Essays group
// with each newest version when expanded: `open` (the sidebar's choice, workspace/app-sidebar.tsx) until the
// applicant toggles it. A collapsed group is not rendered at all, only its empty container.
export function SchoolItem({ school, open, dragHandle, onNavigate }: SchoolItemProps) {
  const [toggled, setToggled] = useState<boolean | null>(null);
  // Opening an essay of a school the applicant collapsed opens it again.
  useEffect(() => setToggled(null), [open]);
  const expanded = toggled ?? open;
  const groupId = useId();
  const deadline = schoolDeadlineText(school);
  return (
    <div className="rounded-md px-1 py-2">
      <div className="flex items-center gap-1">
        {dragHandle}
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={groupId}
          onClick={() => setToggled(!expanded)}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1 text-left hover:bg-slate-100"
        >
          <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 rounded-full" style={{ backgroundColor: schoolColour(school.school, school.colour) }} />
          <span className="flex-1 truncate text-sm font-medium text-slate-900">{school.school}</span>
          <span className="text-xs text-slate-700">{`${school.essayCount} ${school.essayCount === 1 ? "essay" : "essays"}`}</span>
        </button>
      </div>
      <div className="ml-9 mr-2 mt-1 flex items-center gap-2">
        <div
          role="progressbar"
          aria-label={`${school.school} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={school.progress}
          className="h-1.5 flex-1 rounded-full bg-slate-200"
        >
          <div className="h-1.5 rounded-full" style={{ width: `${school.progress}%`, backgroundColor: schoolColour(school.school, school.colour) }} />
        </div>
        <span className="text-xs text-slate-700">{`${school.progress}%`}</span>
      </div>
      <p className="ml-9 mt-1 text-xs text-slate-700">{deadline}</p>
      <div id={groupId} hidden={!expanded} className="ml-7 mt-2">
        {expanded ? <SchoolEssays school={school} onNavigate={onNavigate} /> : null}
      </div>
    </div>
  );
}

function SchoolEssays({ school, onNavigate }: { school: NavSchool; onNavigate?: () => void }) {
  return (
    <>
      <p className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-600">Essays</p>
      <ul className="mt-1 flex flex-col">
        {school.essays.map((essay) => (
          <li key={essay.id}>
            <NavLink
              to={`/app/essays/${essay.id}`}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex items-center gap-2 rounded-md px-2 py-1.5 text-sm ${isActive ? "bg-brand-50 text-brand-900" : "text-slate-800 hover:bg-slate-100"}`
              }
            >
              <span className="min-w-0 flex-1 truncate">{essay.essayTitle || "Untitled Essay"}</span>
              {essay.version > 1 ? <span className="rounded bg-slate-100 px-1.5 text-xs text-slate-800">{`v${essay.version}`}</span> : null}
              <EssayStateBadge state={essay.state} />
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}
