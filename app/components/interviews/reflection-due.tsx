import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { REFLECTION_GUIDANCE } from "~/domain/interviews/reflection";
import { ReaderTime } from "../reader-time";

// On a post-interview reflection's editor (#32): when it is due and how long is left, counted down.
export function ReflectionDue({ interviewId, dueAt }: { interviewId: string; dueAt: string | null }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, []);
  const due = dueAt ? new Date(dueAt).getTime() : null;
  const left = due !== null && now !== null ? due - now : null;
  return (
    <section aria-label="Post-interview reflection" className="mb-3 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800">
      <p className="font-semibold text-slate-900">
        {dueAt ? (
          <>
            {"Due "}
            <ReaderTime iso={dueAt} />
          </>
        ) : (
          "Post-interview reflection"
        )}
      </p>
      {left !== null ? (
        <p role="timer">{left > 0 ? `${Math.floor(left / 3_600_000)} h ${Math.floor((left % 3_600_000) / 60_000)} min left` : "The 24 hours are over."}</p>
      ) : null}
      <p className="mt-1">{REFLECTION_GUIDANCE}</p>
      <Link to={`/app/interviews/${interviewId}`} className="mt-1 inline-block font-medium text-brand-700 underline">
        Back to the interview
      </Link>
    </section>
  );
}
