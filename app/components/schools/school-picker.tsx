import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { schoolColour } from "~/content/school-colours";
import { type PickerSchool, pickerGroups } from "~/domain/schools/school-picker";
import { Button } from "../ui/button";

type SchoolPickerProps = {
  added: ReadonlySet<string>;
  busySchool: string | null;
  onAdd: (school: string) => void;
  /** The search box, which the dialog gives the focus when it opens. */
  searchRef: React.RefObject<HTMLInputElement | null>;
};

// Add a school: the catalogue's schools read when the dialog opens (operators add schools
// without a deploy), found by typing, grouped by region. Keyboard-first: the search box has the
// focus, Enter adds the first match, the arrow keys move between the schools' Add buttons.
export function SchoolPicker({ added, busySchool, onAdd, searchRef }: SchoolPickerProps) {
  const catalogue = useFetcher<{ schools: PickerSchool[] }>();
  const [query, setQuery] = useState("");
  const listRef = useRef<HTMLDivElement>(null);
  const searchId = useId();
  useEffect(() => {
    if (catalogue.state === "idle" && !catalogue.data) catalogue.load("/app/schools");
  }, [catalogue]);
  const groups = useMemo(() => pickerGroups(catalogue.data?.schools ?? [], added, query), [catalogue.data, added, query]);
  const first = groups[0]?.schools[0];
  const buttons = () => [...(listRef.current?.querySelectorAll<HTMLButtonElement>("button[data-add]") ?? [])];
  const move = (event: React.KeyboardEvent, from: number) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const all = buttons();
    const to = from + (event.key === "ArrowDown" ? 1 : -1);
    if (to < 0) searchRef.current?.focus();
    else all[Math.min(to, all.length - 1)]?.focus();
  };
  let index = -1;
  return (
    <div>
      <label htmlFor={searchId} className="text-sm font-medium text-slate-900">
        Search schools
      </label>
      <input
        id={searchId}
        type="search"
        ref={searchRef}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && first) {
            event.preventDefault();
            onAdd(first.name);
          } else move(event, -1);
        }}
        placeholder="Name, abbreviation or country"
        aria-describedby={`${searchId}-hint`}
        className="mt-1 w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm"
      />
      <p id={`${searchId}-hint`} className="mt-1 text-xs text-slate-700">
        Enter adds the first match; the arrow keys move through the list.
      </p>
      <div ref={listRef} className="mt-2 max-h-64 overflow-y-auto rounded-md border border-slate-200" aria-live="polite" aria-busy={catalogue.state !== "idle"}>
        {catalogue.data && groups.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-700">{query ? "No school matches." : "You have added every school we know."}</p>
        ) : null}
        {!catalogue.data ? <p className="px-3 py-2 text-sm text-slate-700">Loading schools…</p> : null}
        {groups.map((group) => (
          <section key={group.region} aria-label={group.region}>
            <h4 className="sticky top-0 bg-slate-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-slate-700">{group.region}</h4>
            <ul>
              {group.schools.map((school) => {
                const at = ++index;
                return (
                  <PickerRow
                    key={school.name}
                    school={school}
                    adding={busySchool === school.name}
                    onKeyDown={(event) => move(event, at)}
                    onAdd={() => onAdd(school.name)}
                  />
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

type PickerRowProps = { school: PickerSchool; adding: boolean; onKeyDown: (event: React.KeyboardEvent) => void; onAdd: () => void };

/** One school in the list: its colour, its names and program, and its Add button. */
function PickerRow({ school, adding, onKeyDown, onAdd }: PickerRowProps) {
  return (
    <li className="flex items-center gap-2 border-b border-slate-200 px-3 py-1.5 last:border-b-0">
      <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 rounded-full" style={{ backgroundColor: schoolColour(school.name, school.colour) }} />
      <span className="min-w-0 flex-1 text-sm text-slate-900">
        {school.name}
        {school.fullName !== school.name || school.programme ? (
          <span className="block truncate text-xs text-slate-700">
            {[school.fullName !== school.name ? school.fullName : null, school.programme].filter(Boolean).join(" · ")}
          </span>
        ) : null}
      </span>
      <Button size="sm" variant="secondary" data-add="" aria-label={`Add ${school.name}`} disabled={adding} onKeyDown={onKeyDown} onClick={onAdd}>
        {adding ? "Adding…" : "Add"}
      </Button>
    </li>
  );
}
