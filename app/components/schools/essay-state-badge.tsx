import { displayStateLabels, type EssayDisplayState } from "~/domain/schools/school-progress";

// Badge colours by displayed state: not started grey, draft yellow, in progress blue, final green, submitted purple.
const stateColours: Record<EssayDisplayState, string> = {
  not_started: "bg-slate-100 text-slate-800",
  draft: "bg-yellow-100 text-yellow-900",
  in_progress: "bg-blue-100 text-blue-900",
  final: "bg-green-100 text-green-900",
  submitted: "bg-purple-100 text-purple-900",
};

/** An essay's displayed state ("Not started" is derived: see essayDisplayState). */
export function EssayStateBadge({ state, className = "" }: { state: EssayDisplayState; className?: string }) {
  return <span className={`shrink-0 rounded px-1.5 text-xs ${stateColours[state]} ${className}`}>{displayStateLabels[state]}</span>;
}
