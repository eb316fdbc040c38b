import { useEffect, useState } from "react";
import { atTime } from "~/domain/interviews/transcript";
import { secondsLeft } from "~/domain/interviews/video-essay";
import { Button } from "../ui/button";

type Props = { prompt: string | null; participants: string[]; prepSeconds: number | null; live: boolean };

// Before a team-based discussion: the prompt, who is around the table, and a preparation
// countdown for the one-minute pitch (the discussion may start whenever the applicant is ready).
export function DiscussionBrief({ prompt, participants, prepSeconds, live }: Props) {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const tick = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(tick);
  }, [until]);
  const left = until === null ? null : secondsLeft(until, now);
  return (
    <section aria-labelledby="discussion-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="discussion-heading" className="text-lg font-semibold text-slate-900">
        The discussion
      </h2>
      {prompt ? <p className="mt-2 rounded-md bg-slate-50 p-3 font-medium text-slate-900">{prompt}</p> : null}
      <p className="mt-2 text-sm text-slate-800">{`Around the table with you: ${participants.join(", ")} (AI participants, voiced by Scout). Each speaks with their name first.`}</p>
      {prepSeconds && !live ? (
        <div className="mt-3 flex items-center gap-3">
          {left === null ? (
            <Button variant="secondary" onClick={() => setUntil(Date.now() + prepSeconds * 1000)}>
              {`Prepare your pitch (${Math.round(prepSeconds / 60)} min)`}
            </Button>
          ) : (
            <p role="timer" className="text-sm font-medium text-slate-900">
              {left > 0 ? `Preparation: ${atTime(left * 1000)} left` : "Preparation time is over: start the discussion."}
            </p>
          )}
        </div>
      ) : null}
    </section>
  );
}
