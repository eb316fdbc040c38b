import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { VoiceState } from "~/domain/coach/voice";
import { type TranscriptTurn, atTime } from "~/domain/interviews/transcript";
import { speakerLabel } from "./speaker-label";
import { Button } from "../ui/button";
import { showToast } from "../ui/toast";
import { CallRefusedError } from "../voice/realtime-call";
import { type InterviewCall, startInterviewCall } from "./interview-call";
import { InterviewRefusal } from "./format-card";

const stateLabel: Record<VoiceState, string> = {
  idle: "Ready when you are",
  connecting: "Connecting…",
  listening: "Listening",
  speaking: "The interviewer is speaking",
  ended: "Interview ended",
};

type Props = {
  interviewId: string;
  minutes: number;
  interrupted: boolean;
  discussion?: boolean;
  /** Why it cannot start now, said before Start is pressed (no plan, too long for the voice time left). */
  refusal?: string | null;
};

// The interview as it is held: start, what is said as it is said (with its time), the clock, and
// the end. An interview whose call dropped (the tab closed) is finished from here.
export function InterviewPanel({ interviewId, minutes, interrupted, discussion = false, refusal: before = null }: Props) {
  const [state, setState] = useState<VoiceState>("idle");
  const [turns, setTurns] = useState<TranscriptTurn[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const call = useRef<InterviewCall | null>(null);
  const revalidator = useRevalidator();
  useEffect(() => () => call.current?.end(), []);
  const left = useSecondsLeft(deadline, state);

  const onEnded = () => {
    call.current = null;
    showToast({ title: "Interview Ended", description: "Your transcript is saved; the debrief follows." });
    revalidator.revalidate();
  };

  const start = async () => {
    if (call.current) return;
    setRefusal(null);
    try {
      const started = await startInterviewCall(interviewId, { onState: setState, onTranscript: setTurns, onEnded });
      call.current = started;
      setDeadline(started.answer.deadline);
    } catch (error) {
      setState("idle");
      const message =
        error instanceof DOMException && error.name === "NotAllowedError" ? "Microphone access was refused." : error instanceof Error ? error.message : "";
      if (error instanceof CallRefusedError) setRefusal(message);
      showToast({ title: "Interview Not Started", description: message || "The interview could not start.", variant: "destructive" });
    }
  };

  const finish = async () => {
    await fetch(`/api/interviews/${interviewId}/end`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    revalidator.revalidate();
  };

  const live = state === "listening" || state === "speaking";
  return (
    <section aria-labelledby="interview-call-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="interview-call-heading" className="text-lg font-semibold text-slate-900">
        The interview
      </h2>
      <div className="mt-2 flex items-center gap-3">
        <p role="status" className="font-medium text-slate-900" data-voice-state={state}>
          {interrupted && state === "idle" ? "Interrupted" : stateLabel[state]}
        </p>
        {left !== null && live ? <p className="ml-auto text-sm text-slate-600">{`${atTime(left * 1000)} left`}</p> : null}
      </div>
      {refusal ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <div className="mt-3">
        {interrupted && state === "idle" ? (
          <>
            <p className="mb-2 text-sm text-slate-700">The call dropped. What was said is kept: finish the interview to get your debrief.</p>
            <Button onClick={() => void finish()}>Finish interview</Button>
          </>
        ) : live ? (
          <Button variant="danger" onClick={() => call.current?.end()}>
            End interview
          </Button>
        ) : state === "idle" && before ? (
          <InterviewRefusal message={before} />
        ) : state === "idle" ? (
          <Button onClick={() => void start()}>{`Start the ${discussion ? "discussion" : "interview"} (${minutes} min)`}</Button>
        ) : null}
      </div>
      <SaidSoFar turns={turns} />
    </section>
  );
}

/** The seconds left until the call's deadline, ticking each second while the call is on. */
function useSecondsLeft(deadline: number | null, state: VoiceState) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null || state === "ended") return;
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, [deadline, state]);
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** What was said, as it is said, each turn with its time. */
function SaidSoFar({ turns }: { turns: TranscriptTurn[] }) {
  return (
    <ol aria-label="What was said" className="mt-4 max-h-96 space-y-2 overflow-y-auto text-sm">
      {turns.map((turn, index) => (
        <li key={index} className={turn.speaker === "applicant" ? "text-slate-900" : "text-slate-700"}>
          <span className="font-medium">{`${atTime(turn.startMs)} ${speakerLabel(turn).name}:`}</span> {speakerLabel(turn).text}
        </li>
      ))}
    </ol>
  );
}
