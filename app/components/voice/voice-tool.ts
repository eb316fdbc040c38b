import { VOICE_TOOL, type VoiceToolType, voiceToolFailure } from "~/domain/coach/voice";

/**
 * What the model's voice tool call gets back (a voice conversation's or a mock interview's): the
 * applicant's goals or resume as /api/voice/tool gives them, or the tool's failure text. A call
 * naming neither reads `fallback`, the one that call mostly asks for.
 */
export async function voiceToolOutput(rawArguments: string, fallback: VoiceToolType): Promise<string> {
  let type = fallback;
  try {
    const parsed = JSON.parse(rawArguments) as { type?: string };
    type = VOICE_TOOL.types.includes(parsed.type as VoiceToolType) ? (parsed.type as VoiceToolType) : fallback;
    const response = await fetch(`/api/voice/tool?type=${type}`);
    if (!response.ok) throw new Error(String(response.status));
    return ((await response.json()) as { output: string }).output;
  } catch {
    return voiceToolFailure(type);
  }
}
