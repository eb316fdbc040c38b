import { Link } from "@remix-run/react";
import type { NavSchool } from "~/domain/schools/workspace";

// What a school asks that is not written in Scout: a recorded video (Kira and the like) or a live,
// timed assessment on the school's own platform after submitting. Named here so nothing is missed,
// never an essay and never counted in the school's progress.
export function NotEssays({ school }: { school: NavSchool }) {
  const items = school.notEssays ?? [];
  if (items.length === 0) return null;
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
      <p className="font-medium">{`Done on ${school.school}'s own platform, not written in Scout:`}</p>
      <ul className="mt-1 list-disc pl-5">
        {items.map((item) => (
          <li key={item.title}>{`${item.title} (${item.kind === "video" ? "recorded video" : "live, timed assessment"})`}</li>
        ))}
      </ul>
      {items.some((item) => item.kind === "video") ? (
        <Link to="/app/interviews/video-essay" className="mt-1 inline-block font-medium text-brand-700 underline">
          Practice video answers
        </Link>
      ) : null}
    </div>
  );
}
