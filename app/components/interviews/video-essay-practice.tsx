import { useEffect, useRef, useState } from "react";
import { drawQuestion, secondsLeft } from "~/domain/interviews/video-essay";
import { atTime } from "~/domain/interviews/transcript";
import { Button } from "../ui/button";

type Props = { questions: string[]; prepSeconds: number; answerSeconds: number; attempts: number };
type Phase = { kind: "idle" } | { kind: "prep"; until: number } | { kind: "answer"; until: number } | { kind: "done" };

// One video essay question at a time: preparation, then the answer, recorded by the browser
// (MediaRecorder) and kept only here: the recording is a local object URL, never uploaded.
export function VideoEssayPractice({ questions, prepSeconds, answerSeconds, attempts }: Props) {
  const [question, setQuestion] = useState<string | null>(null);
  const [used, setUsed] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [now, setNow] = useState(() => Date.now());
  const [recording, setRecording] = useState<string | null>(null);
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const preview = useRef<HTMLVideoElement | null>(null);

  const stopCamera = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  useEffect(() => () => stopCamera(), []);
  useEffect(() => () => void (recording && URL.revokeObjectURL(recording)), [recording]);

  const finishAnswer = () => {
    if (recorder.current?.state === "recording") recorder.current.stop();
    else stopCamera();
    setPhase({ kind: "done" });
  };

  // The clock: preparation runs into the answer, the answer into the end.
  useEffect(() => {
    if (phase.kind !== "prep" && phase.kind !== "answer") return;
    const tick = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at < phase.until) return;
      if (phase.kind === "prep") beginAnswer(at);
      else finishAnswer();
    }, 200);
    return () => clearInterval(tick);
  });

  const draw = () => {
    setQuestion((previous) => drawQuestion(questions, previous));
    setUsed(0);
    setPhase({ kind: "idle" });
    setRecording(null);
  };

  const startAttempt = async () => {
    if (used >= attempts || !question) return;
    setUsed((count) => count + 1);
    setRecording(null);
    setCameraProblem(null);
    setPhase({ kind: "prep", until: Date.now() + prepSeconds * 1000 });
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      if (preview.current) preview.current.srcObject = stream.current;
    } catch {
      setCameraProblem("The camera or microphone is not available: you can still practice against the clock, without a recording.");
    }
  };

  function beginAnswer(at: number) {
    setPhase({ kind: "answer", until: at + answerSeconds * 1000 });
    if (!stream.current || typeof MediaRecorder === "undefined") return;
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream.current);
    media.ondataavailable = (event) => event.data.size && chunks.push(event.data);
    media.onstop = () => {
      stopCamera();
      if (chunks.length) setRecording(URL.createObjectURL(new Blob(chunks, { type: media.mimeType || "video/webm" })));
    };
    recorder.current = media;
    media.start(1_000);
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
        {phase.kind === "prep"
          ? `Prepare: ${atTime((left ?? 0) * 1000)}`
          : phase.kind === "answer"
            ? `Answer: ${atTime((left ?? 0) * 1000)}`
            : question
              ? `${attemptsLeft} of ${attempts} attempts left`
              : "Draw a question to begin"}
      </p>
      {cameraProblem ? <p className="text-sm text-amber-900">{cameraProblem}</p> : null}
      <video
        ref={preview}
        muted
        playsInline
        autoPlay
        aria-label="Camera preview"
        className={busy && !cameraProblem ? "w-full max-w-md rounded-md bg-black" : "hidden"}
      />
      <div className="flex flex-wrap gap-2">
        {phase.kind === "answer" ? (
          <Button variant="danger" onClick={finishAnswer}>
            Stop answering
          </Button>
        ) : null}
        {!busy && question && attemptsLeft > 0 ? <Button onClick={() => void startAttempt()}>{used ? "Try again" : "Start"}</Button> : null}
        {!busy ? (
          <Button variant={question ? "secondary" : "primary"} onClick={draw}>
            {question ? "Draw another question" : "Draw a question"}
          </Button>
        ) : null}
      </div>
      {question && attemptsLeft === 0 && !busy ? <p className="text-sm text-slate-800">No attempts left for this question. Draw another question.</p> : null}
      {recording ? (
        <div className="flex flex-col gap-2">
          <video src={recording} controls aria-label="Your answer" className="w-full max-w-md rounded-md bg-black">
            {/* Your own answer, just recorded: there are no captions to show. */}
            <track kind="captions" />
          </video>
          <a href={recording} download="video-essay-practice.webm" className="text-sm font-medium text-brand-700 underline">
            Save the recording to this device
          </a>
        </div>
      ) : null}
    </section>
  );
}
