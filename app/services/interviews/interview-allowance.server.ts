import type { Database } from "../../../db/client";
import { voiceAllowance } from "~/domain/coach/voice-allowance";
import { VOICE_ERRORS } from "~/domain/coach/voice";
import { interviewTooLong } from "~/domain/interviews/interview-limits";
import { readEntitlements } from "../billing/entitlements.server";
import type { InterviewVoiceMeter } from "./interview-call.server";

// The voice time an applicant has for interviews, read before they choose one, so a format that
// cannot fit is said to be so (with the way through) before any effort, not only after Start. The
// start itself still decides (interview-call.server.ts); this only shows.

export type InterviewRoom = { refusal: string | null; remainingSeconds: number | null };

/** What stands in the way of an interview of `minutes`, or null when it fits. */
export function interviewRefusal(room: InterviewRoom, minutes: number): string | null {
  return room.refusal ?? interviewTooLong(minutes * 60, room.remainingSeconds);
}

export async function readInterviewRoom(db: Database, voice: InterviewVoiceMeter, userId: string): Promise<InterviewRoom> {
  const entitlements = await readEntitlements(db, userId);
  const allowance = voiceAllowance(entitlements);
  if (allowance.expired) return { refusal: entitlements.standing === "none" ? VOICE_ERRORS.planRequired : VOICE_ERRORS.trialExpired, remainingSeconds: 0 };
  return { refusal: null, remainingSeconds: (await voice.remaining(allowance)).remainingSeconds };
}
