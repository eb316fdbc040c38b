// The Voice tab. Its call (WebRTC with OpenAI Realtime) is loaded only when the tab opens.
export function VoiceTab(_props: { onUpgrade: () => void }) {
  return <p className="m-auto p-4 text-center text-sm text-slate-600">Voice coaching is coming soon.</p>;
}
