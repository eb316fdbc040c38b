import { DEMO } from "~/domain/coach/voice";
import type { VoiceCall } from "./voice-call";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Demo mode: the script's prompts in order, each after a 1.5 to 3 s pause, and never while
 * Scout is speaking: it polls every 500 ms until Scout stops, then waits 2 s more.
 */
export async function runDemoScript(call: VoiceCall, prompts: string[], stillRunning: () => boolean) {
  for (const prompt of prompts) {
    await wait(DEMO.delayMinMs + Math.random() * (DEMO.delayMaxMs - DEMO.delayMinMs));
    if (call.isSpeaking()) {
      while (call.isSpeaking() && stillRunning()) await wait(DEMO.pollMs);
      await wait(DEMO.afterSpeechMs);
    }
    if (!stillRunning()) return;
    call.say(prompt);
  }
}
