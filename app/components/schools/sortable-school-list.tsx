import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, TouchSensor, closestCenter, useSensor, useSensors } from "@dnd-kit/core";
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { NavSchool } from "~/domain/schools/workspace";
import type { SchoolActionData } from "~/domain/platform/toast";
import { DragHandle } from "./drag-handle";
import { SchoolItem } from "./school-item";
import { useToastFor } from "../ui/toast";

// The draggable list of the user's visible schools (loaded after the page by school-list.tsx). Mouse drags start after 5 px, touch after a
// 120 ms press, and the keyboard works through each school's handle (Space, arrows, Space).
// The new order shows at once and is stored on the server; dropping in place does nothing.
export function SortableSchoolList({
  schools,
  workingOn,
  onNavigate,
}: {
  schools: NavSchool[];
  workingOn: (school: string) => boolean;
  onNavigate?: () => void;
}) {
  const move = useFetcher<SchoolActionData>();
  const [order, setOrder] = useState(() => schools.map((school) => school.school));
  useEffect(() => setOrder(schools.map((school) => school.school)), [schools]);
  useToastFor(move.data, (answer) => answer.toast);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byName = new Map(schools.map((school) => [school.school, school]));
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(String(active.id));
    const to = order.indexOf(String(over.id));
    if (from === -1 || to === -1 || from === to) return;
    setOrder(arrayMove(order, from, to));
    move.submit({ intent: "move", school: String(active.id), index: String(to) }, { method: "post", action: "/app/schools" });
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ul className="flex flex-col">
          {order.map((name) => {
            const school = byName.get(name);
            return school ? <SortableSchool key={name} school={school} open={workingOn(name)} onNavigate={onNavigate} /> : null;
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableSchool({ school, open, onNavigate }: { school: NavSchool; open: boolean; onNavigate?: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: school.school });
  const handle = <DragHandle ref={setActivatorNodeRef} {...attributes} {...listeners} school={school.school} />;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? "relative z-10 bg-white shadow-md" : undefined}
    >
      <SchoolItem school={school} open={open} dragHandle={handle} onNavigate={onNavigate} />
    </li>
  );
}
