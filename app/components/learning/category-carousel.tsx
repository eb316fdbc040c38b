import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";

// One category's items in a row that scrolls sideways by a card at a time. It does not loop: the
// arrows stop at the ends. The cards themselves are ordinary links and buttons.
export function CategoryCarousel({ title, children }: { title: string; children: ReactNode }) {
  const row = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);
  const measure = () => {
    const list = row.current;
    if (!list) return;
    setAtStart(list.scrollLeft <= 1);
    setAtEnd(list.scrollLeft + list.clientWidth >= list.scrollWidth - 1);
  };
  useEffect(measure, []);
  const step = (direction: 1 | -1) => {
    const list = row.current;
    const card = list?.firstElementChild as HTMLElement | null;
    list?.scrollBy({ left: direction * ((card?.offsetWidth ?? 280) + 16), behavior: "smooth" });
  };
  return (
    <section aria-label={title} className="mt-8">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <div className="flex gap-1">
          <button
            type="button"
            onClick={() => step(-1)}
            disabled={atStart}
            aria-label={`Previous in ${title}`}
            className="rounded-md px-2 py-1 hover:bg-slate-100 disabled:text-slate-400"
          >
            ←
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            disabled={atEnd}
            aria-label={`Next in ${title}`}
            className="rounded-md px-2 py-1 hover:bg-slate-100 disabled:text-slate-400"
          >
            →
          </button>
        </div>
      </div>
      <ul ref={row} onScroll={measure} className="mt-3 flex snap-x gap-4 overflow-x-auto pb-2">
        {children}
      </ul>
    </section>
  );
}
