import { useEffect, useState } from "react";
import { drawQuestion, secondsLeft } from "~/domain/interviews/video-essay";
import { atTime } from "~/domain/interviews/transcript";
import { Button } from "../ui/button";
import { useCameraRecorder } from "./use-camera-recorder";

type Props = { questions: string[]; prepSeconds: number; answerSeconds: number; attempts: number };
type Phase = { kind: "idle" } | { kind: "prep"; until: number } | { kind: "answer"; until: number } | { kind: "done" };

function phaseStatus(phase: Phase, left: number | null, between: string): string {
  if (phase.kind === "prep") return `Prepare: ${atTime((left ?? 0) * 1000)}`;
  if (phase.kind === "answer") return `Answer: ${atTime((left ?? 0) * 1000)}`;
  return between;
}

function Recording({ url }: { url: string }) {
  return (
    <div className="flex flex-col gap-2">
      <video src={url} controls aria-label="Your answer" className="w-full max-w-md rounded-md bg-black">
        {/* Your own answer, just recorded: there are no captions to show. */}
        <track kind="captions" />
      </video>
      <a href={url} download="video-essay-practice.webm" className="text-sm font-medium text-brand-700 underline">
        Save the recording to this device
      </a>
    </div>
  );
}

/** The clock: preparation runs into the answer, the answer into the end. */
function usePhaseClock(phase: Phase, onPrepared: (at: number) => void, onAnswered: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (phase.kind !== "prep" && phase.kind !== "answer") return;
    const tick = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at < phase.until) return;
      if (phase.kind === "prep") onPrepared(at);
      else onAnswered();
    }, 200);
    return () => clearInterval(tick);
  });
  return now;
}

type Controls = {
  answering: boolean;
  busy: boolean;
  hasQuestion: boolean;
  canStart: boolean;
  tried: boolean;
  onStop: () => void;
  onStart: () => void;
  onDraw: () => void;
};

function PracticeControls({ answering, busy, hasQuestion, canStart, tried, onStop, onStart, onDraw }: Controls) {
  return (
    <div className="flex flex-wrap gap-2">
      {answering ? (
        <Button variant="danger" onClick={onStop}>
          Stop answering
        </Button>
      ) : null}
      {!busy && hasQuestion && canStart ? <Button onClick={onStart}>{tried ? "Try again" : "Start"}</Button> : null}
      {!busy ? (
        <Button variant={hasQuestion ? "secondary" : "primary"} onClick={onDraw}>
          {hasQuestion ? "Draw another question" : "Draw a question"}
        </Button>
      ) : null}
    </div>
  );
}

// One video essay question at a time: preparation, then the answer, recorded by the browser
// (MediaRecorder) and kept only here: the recording is a local object URL, never uploaded.
export function VideoEssayPractice({ questions, prepSeconds, answerSeconds, attempts }: Props) {
  const [question, setQuestion] = useState<string | null>(null);
  const [used, setUsed] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const camera = useCameraRecorder();

  const finishAnswer = () => {
    camera.stop();
    setPhase({ kind: "done" });
  };

  const now = usePhaseClock(phase, beginAnswer, finishAnswer);

  const draw = () => {
    setQuestion((previous) => drawQuestion(questions, previous));
    setUsed(0);
    setPhase({ kind: "idle" });
    camera.clear();
  };

  const startAttempt = async () => {
    if (used >= attempts || !question) return;
    setUsed((count) => count + 1);
    setPhase({ kind: "prep", until: Date.now() + prepSeconds * 1000 });
    await camera.open();
  };

  function beginAnswer(at: number) {
    setPhase({ kind: "answer", until: at + answerSeconds * 1000 });
    void camera.record();
  }

  const left = phase.kind === "prep" || phase.kind === "answer" ? secondsLeft(phase.until, now) : null;
  const attemptsLeft = attempts - used;
  const busy = phase.kind === "prep" || phase.kind === "answer";
  return (
    <section aria-labelledby="practice-heading" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="practice-heading" className="text-lg font-semibold text-slate-900">
        Practice
      </h2>
      <p className="text-sm text-slate-700">{`${prepSeconds} seconds to prepare, ${answerSeconds} seconds to answer, ${attempts} attempts per question. Your recording stays on this device: Scout never uploads it.`}</p>
      {question ? (
        <p aria-label="Question" className="rounded-md bg-slate-50 p-3 font-medium text-slate-900">
          {question}
        </p>
      ) : null}
      <p role="status" className="text-sm font-medium text-slate-900">
        {phaseStatus(phase, left, question ? `${attemptsLeft} of ${attempts} attempts left` : "Draw a question to begin")}
      </p>
      {camera.cameraProblem ? <p className="text-sm text-amber-900">{camera.cameraProblem}</p> : null}
      <video
        ref={camera.preview}
        muted
        playsInline
        autoPlay
        aria-label="Camera preview"
        className={busy && !camera.cameraProblem ? "w-full max-w-md rounded-md bg-black" : "hidden"}
      />
      <PracticeControls
        answering={phase.kind === "answer"}
        busy={busy}
        hasQuestion={question !== null}
        canStart={attemptsLeft > 0}
        tried={used > 0}
        onStop={finishAnswer}
        onStart={() => void startAttempt()}
        onDraw={draw}
      />
      {question && attemptsLeft === 0 && !busy ? <p className="text-sm text-slate-800">No attempts left for this question. Draw another question.</p> : null}
      {camera.recording ? <Recording url={camera.recording} /> : null}
    </section>
  );
}
