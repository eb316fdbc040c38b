import { useSearchParams } from "@remix-run/react";
import { Suspense } from "react";
import { DEFAULT_DEMO_SCRIPT } from "~/content/demo-scripts";
import { useChat } from "./chat-provider";
import { lazyPart } from "../ui/lazy-part";

// The voice code (WebRTC, the demo runner) is fetched only when the Voice tab opens.
const VoicePanel = lazyPart(() => import("../voice/voice-panel"));

/** Demo mode from the address's query: demo=true, script (default essayReview), autoStart=true, school. */
export function useVoiceDemo() {
  const [params] = useSearchParams();
  if (params.get("demo") !== "true") return null;
  return {
    script: params.get("script") || DEFAULT_DEMO_SCRIPT,
    school: params.get("school")?.slice(0, 100) || undefined,
    autoStart: params.get("autoStart") === "true",
  };
}

export function VoiceTab({ onUpgrade }: { onUpgrade: () => void }) {
  const { state, page } = useChat();
  const demo = useVoiceDemo();
  if (!state.aiConfigured) {
    return <p className="m-auto p-4 text-center text-sm text-slate-700">Voice coaching is unavailable right now. Please try again later.</p>;
  }
  return (
    <Suspense fallback={<p className="m-auto text-sm text-slate-600">Loading voice…</p>}>
      <VoicePanel context={page.context} essayId={page.essayId} demo={demo} onUpgrade={onUpgrade} />
    </Suspense>
  );
}
