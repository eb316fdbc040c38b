import { useEffect, useRef, useState } from "react";
import { DEFAULT_DEMO_SCRIPT, demoScripts } from "~/content/demo-scripts";
import { NO_PLAN_TITLE } from "~/domain/billing/entitlements";
import { AI_BUDGET_TITLE } from "~/domain/billing/usage-limits";
import { type TranscriptLine, VOICE_ERRORS, type VoiceContext, type VoiceState } from "~/domain/coach/voice";
import { UpgradeCard } from "../billing/upgrade-card";
import { Button } from "../ui/button";
import { showToast } from "../ui/toast";
import { runDemoScript } from "./demo-runner";
import { type EndReason, type VoiceCall, refusalOf, startVoiceCall } from "./voice-call";

export type VoiceDemo = { script: string; school?: string; autoStart: boolean };
type Refusal = "limit" | "expired" | "plan_required";
type Props = { context: VoiceContext; essayId?: string | null; demo: VoiceDemo | null; onUpgrade: () => void };

const stateLabel: Record<VoiceState, string> = {
  idle: "Ready when you are",
  connecting: "Connecting…",
  listening: "Listening",
  speaking: "Scout is speaking",
  ended: "Call ended",
};

/** What is left of the trial's voice time, shown before a call (and refreshed after one). */
function useVoiceAllowance(state: VoiceState): number | null | undefined {
  const [allowance, setAllowance] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (state !== "idle" && state !== "ended") return;
    let live = true;
    fetch("/api/voice/allowance")
      .then((response) => (response.ok ? (response.json() as Promise<{ remainingSeconds: number | null }>) : null))
      .then((body) => live && body && setAllowance(body.remainingSeconds))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [state]);
  return allowance;
}

/** The time now, ticking each second while a call is live (for the time left). */
function useSecondClock(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, [ticking]);
  return now;
}

/** Tells the user why a call did not start; the refusal that shows the upgrade card, if it was one. */
function toastRefusal(error: unknown): Refusal | null {
  const refusal = refusalOf(error);
  if (refusal === "ai_budget") {
    showToast({ title: AI_BUDGET_TITLE, description: error instanceof Error ? error.message : undefined, variant: "destructive" });
    return null;
  }
  if (refusal) {
    showToast({
      title: refusal === "limit" ? VOICE_ERRORS.limitTitle : NO_PLAN_TITLE[refusal === "expired" ? "trial_expired" : "plan_required"],
      description: refusal === "limit" ? VOICE_ERRORS.limit : refusal === "expired" ? VOICE_ERRORS.trialExpired : VOICE_ERRORS.planRequired,
      variant: "destructive",
    });
    return refusal;
  }
  const message =
    error instanceof DOMException && error.name === "NotAllowedError" ? "Microphone access was refused." : error instanceof Error ? error.message : "";
  showToast({ title: VOICE_ERRORS.failedTitle, description: message || VOICE_ERRORS.failed, variant: "destructive" });
  return null;
}

const refusalTitle: Record<Refusal, string> = {
  limit: "You have used your 5 free voice minutes",
  plan_required: NO_PLAN_TITLE.plan_required,
  expired: "Your free trial has ended",
};

const isLive = (state: VoiceState) => state === "listening" || state === "speaking";

function endedDescription(reason: EndReason, capped: boolean): string | undefined {
  if (reason === "limit") return capped ? VOICE_ERRORS.limit : "The call reached its time limit.";
  return reason === "remote" ? "The call was closed." : undefined;
}

function CallStatus({ state, secondsLeft }: { state: VoiceState; secondsLeft: number | null }) {
  const dot = isLive(state) ? (state === "speaking" ? "bg-brand-600" : "bg-green-600") : state === "connecting" ? "bg-amber-500" : "bg-slate-400";
  return (
    <div className="flex items-center gap-3">
      <span aria-hidden="true" className={`h-3 w-3 rounded-full ${dot}`} />
      <p role="status" className="font-medium text-slate-900" data-voice-state={state}>
        {stateLabel[state]}
      </p>
      {secondsLeft !== null && (
        <p className="ml-auto text-sm text-slate-600">{`${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, "0")} left`}</p>
      )}
    </div>
  );
}

function Transcript({ lines }: { lines: TranscriptLine[] }) {
  return (
    <ol aria-label="What was said" className="min-h-0 flex-1 space-y-2 overflow-y-auto text-sm">
      {lines.map((line, index) => (
        <li key={index} className={line.type === "user" ? "text-right text-slate-900" : "text-slate-700"}>
          <span className="font-medium">{line.type === "user" ? "You" : "Scout"}:</span> {line.content}
        </li>
      ))}
    </ol>
  );
}

// The voice chat panel, through the session's states: idle, connecting, connected (listening or AI
// speaking), ended. Loaded only when the Voice tab opens.
export default function VoicePanel({ context, essayId = null, demo, onUpgrade }: Props) {
  const [state, setState] = useState<VoiceState>("idle");
  const [lines, setLines] = useState<TranscriptLine[]>([]);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [capped, setCapped] = useState(false);
  // Read by onEnded, which the call keeps from the render that started it.
  const cappedRef = useRef(false);
  const [limitReached, setLimitReached] = useState<Refusal | null>(null);
  const call = useRef<VoiceCall | null>(null);
  const autoStarted = useRef(false);

  useEffect(() => () => call.current?.end(), []);
  const allowance = useVoiceAllowance(state);
  const now = useSecondClock(isLive(state));

  const onEnded = (reason: EndReason) => {
    call.current = null;
    setDeadline(null);
    if (reason === "error") return;
    if (reason === "limit" && cappedRef.current) setLimitReached("limit");
    showToast({ title: "Voice Chat Ended", description: endedDescription(reason, cappedRef.current) });
  };

  const start = async () => {
    if (call.current) return;
    setLines([]);
    try {
      const started = await startVoiceCall(
        { context, demo: demo !== null, school: demo?.school, essayId: context === "essay" ? (essayId ?? undefined) : undefined },
        { onState: setState, onTranscript: (line) => setLines((current) => [...current, line]), onEnded },
      );
      call.current = started;
      setDeadline(started.answer.deadline);
      cappedRef.current = started.answer.remainingSeconds !== null;
      setCapped(cappedRef.current);
      showToast({ title: "Voice Chat Connected", description: "Scout is listening." });
      if (demo) void runDemoScript(started, demoScripts[demo.script] ?? demoScripts[DEFAULT_DEMO_SCRIPT]!, () => call.current === started);
    } catch (error) {
      setState("idle");
      const refusal = toastRefusal(error);
      if (refusal) setLimitReached(refusal);
    }
  };

  useEffect(() => {
    if (demo?.autoStart && !autoStarted.current) {
      autoStarted.current = true;
      void start();
    }
  });

  const live = isLive(state);
  const left = deadline && capped ? Math.max(0, Math.ceil((deadline - now) / 1000)) : null;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 p-4">
      <CallStatus state={state} secondsLeft={left} />
      {demo && <p className="text-xs text-slate-600">Demo: {demo.script}</p>}
      {!live && typeof allowance === "number" && (
        <p className="text-xs text-slate-600">{`${Math.floor(allowance / 60)} min ${allowance % 60} s of voice coaching left in your free trial`}</p>
      )}
      {limitReached && !live ? (
        <UpgradeCard onUpgrade={onUpgrade} title={refusalTitle[limitReached]} />
      ) : live ? (
        <Button variant="danger" onClick={() => call.current?.end()}>
          End conversation
        </Button>
      ) : (
        <Button onClick={() => void start()} disabled={state === "connecting"}>
          {state === "ended" ? "Start a new conversation" : "Start voice conversation"}
        </Button>
      )}
      <Transcript lines={lines} />
      {state === "ended" && lines.length > 0 && <p className="text-xs text-slate-600">This conversation is saved in your Chat History as “AI Chat Session”.</p>}
    </div>
  );
}
