import { type ComponentType, startTransition, useEffect, useState } from "react";
import type { NavSchool } from "~/domain/schools/workspace";
import { DragHandle } from "./drag-handle";
import { SchoolItem } from "./school-item";

type SchoolListProps = { schools: NavSchool[]; workingOn: (school: string) => boolean; onNavigate?: () => void };

// The sidebar's list of the user's schools. Dragging to reorder needs @dnd-kit (about 14 KB of
// gzip, more than the rest of the workspace shell together): it is fetched once the page is up, so
// the first paint and the first click never wait for it. Until then the same list is shown with
// its handles not yet draggable.
let sortable: ComponentType<SchoolListProps> | null = null;

export function SchoolList(props: SchoolListProps) {
  const [Sortable, setSortable] = useState(() => sortable);
  useEffect(() => {
    if (Sortable) return;
    let cancelled = false;
    import("./sortable-school-list").then((module) => {
      sortable = module.SortableSchoolList;
      // A transition: the list is re-rendered in slices between the browser's other work, not as
      // one long task while the page is still settling.
      if (!cancelled) startTransition(() => setSortable(() => module.SortableSchoolList));
    });
    return () => {
      cancelled = true;
    };
  }, [Sortable]);
  if (Sortable) return <Sortable {...props} />;
  return (
    <ul className="flex flex-col">
      {props.schools.map((school) => (
        <li key={school.school}>
          <SchoolItem school={school} open={props.workingOn(school.school)} dragHandle={<DragHandle school={school.school} />} onNavigate={props.onNavigate} />
        </li>
      ))}
    </ul>
  );
}
