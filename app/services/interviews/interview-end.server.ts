import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { mockInterviews } from "../../../db/schema";
import { deliveryFigures } from "~/domain/interviews/filler-words-and-pace";
import type { DebriefMessage } from "~/domain/interviews/debrief-message";
import type { TranscriptTurn } from "~/domain/interviews/transcript";
import { AI_UNAVAILABLE_MESSAGE, type AiBudgetCounter, aiBudgetMessage } from "~/domain/billing/usage-limits";
import { startAiCall } from "../billing/ai-budget.server";
import { entitlementsToSpend } from "../billing/entitlements.server";
import { type InterviewRows, readInterview } from "./interviews.server";
import { type TranscriptRows, keepTranscript } from "./interview-transcripts.server";

// The end of a mock interview: its call hung up and charged for the time it lasted (the
// user's object keeps the clock, and copies the charge to the interview once OpenAI confirms the
// end), what was said kept with the delivery figures counted from it, and the debrief queued as a
// job (one model call from today's budget). A call that dropped ends the same way, with the
// transcript saved while it ran.

type CallEnd = { found: false } | { found: true; ended: boolean; chargedSeconds: number };
export type EndMeter = { aiBudget: AiBudgetCounter; voice: { end: (voiceCallId: string) => Promise<CallEnd> }; workRows: TranscriptRows & InterviewRows };
export type DebriefQueue = { send: (message: DebriefMessage) => Promise<unknown> };
export type EndDeps = { db: Database; meter: EndMeter; queue: DebriefQueue; aiConfigured: boolean };

export async function endInterview(deps: EndDeps, userId: string, interviewId: string, transcript: TranscriptTurn[] | null) {
  const interview = await readInterview(deps.db, deps.meter.workRows, userId, interviewId);
  if (!interview) return { ok: false as const, reason: "not_found" as const };
  if (interview.status === "ended") return { ok: true as const, chargedSeconds: interview.chargedSeconds ?? 0 };
  if (interview.status !== "live" || !interview.voiceCallId) return { ok: false as const, reason: "not_started" as const };
  const ended = await deps.meter.voice.end(interview.voiceCallId);
  // Final once OpenAI confirmed the end; otherwise the object copies it when it is.
  const charged = ended.found && ended.ended ? ended.chargedSeconds : null;
  const said = transcript ?? interview.transcript;
  const applicantSpoke = said.some((turn) => turn.speaker === "applicant");
  // What was said is kept first (in the applicant's object, in parts, with the end's mark that
  // stops a save still on its way): should that fail, the interview stays live and the browser's
  // end may be sent again.
  await keepTranscript(deps.meter.workRows, userId, interviewId, said, true);
  const rows = await deps.db
    .update(mockInterviews)
    .set({
      status: "ended",
      endedAt: new Date(),
      ...(charged === null ? {} : { chargedSeconds: charged }),
      delivery: deliveryFigures(said),
      debriefStatus: applicantSpoke && deps.aiConfigured ? "queued" : "none",
      debriefError: applicantSpoke ? (deps.aiConfigured ? null : AI_UNAVAILABLE_MESSAGE) : "Nothing you said was heard, so there is nothing to debrief.",
    })
    .where(and(eq(mockInterviews.id, interviewId), eq(mockInterviews.userId, userId), eq(mockInterviews.status, "live")))
    .returning({ debriefStatus: mockInterviews.debriefStatus });
  // Another request ended it first: that one queued the debrief.
  if (rows[0]?.debriefStatus === "queued") await queueDebrief(deps, userId, interviewId);
  return { ok: true as const, chargedSeconds: charged ?? 0 };
}

/** A failed debrief asked for again (the page's button): queued once, however often it is pressed. */
export async function requestDebriefAgain(deps: EndDeps, userId: string, interviewId: string) {
  if (!deps.aiConfigured) return false;
  const rows = await deps.db
    .update(mockInterviews)
    .set({ debriefStatus: "queued", debriefError: null })
    .where(
      and(
        eq(mockInterviews.id, interviewId),
        eq(mockInterviews.userId, userId),
        eq(mockInterviews.status, "ended"),
        inArray(mockInterviews.debriefStatus, ["failed"]),
      ),
    )
    .returning({ id: mockInterviews.id });
  if (!rows.length) return false;
  await queueDebrief(deps, userId, interviewId);
  return true;
}

async function queueDebrief(deps: EndDeps, userId: string, interviewId: string) {
  const entitlements = await entitlementsToSpend(deps.db, userId);
  const started = await startAiCall(deps.meter.aiBudget, entitlements, "interview_debrief");
  const fail = (reason: string) =>
    deps.db
      .update(mockInterviews)
      .set({ debriefStatus: "failed", debriefError: reason })
      .where(and(eq(mockInterviews.id, interviewId), eq(mockInterviews.userId, userId)));
  if (!started.ok) return fail(started.reason === "ai_budget" ? aiBudgetMessage(started.limit) : AI_UNAVAILABLE_MESSAGE);
  try {
    await deps.queue.send({ interviewId, userId });
  } catch (error) {
    await started.call.finish("not_asked");
    console.error("debrief not queued", { interviewId, error: String(error) });
    await fail(AI_UNAVAILABLE_MESSAGE);
  }
}
