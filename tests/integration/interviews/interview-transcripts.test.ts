import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mockInterviews } from "../../../db/schema";
import type { TranscriptTurn } from "../../../app/domain/interviews/transcript";
import { readInterview } from "../../../app/services/interviews/interviews.server";
import { keepTranscript } from "../../../app/services/interviews/interview-transcripts.server";
import { type WorkRows, d1WorkRows } from "../../../app/services/work-rows/work-rows.server";
import { createInterviewWith, createPaidPlan } from "../../factories";
import { db, postJson, request, signUp } from "../helpers";
import { workRowsOf } from "../work-rows";

// A mock interview's transcript as it is kept: a save's body at most 1,000,000 bytes, the
// transcript in parts (in the applicant's object) far under a stored row's 2,000,000-byte limit,
// replaced whole while the interview is live and read back whole by the end and the page.

const interviewOf = async (id: string) => {
  const row = (await db().select().from(mockInterviews).where(eq(mockInterviews.id, id)).get())!;
  // The transcript and the debrief as the page reads them: from the applicant's object.
  return (await readInterview(db(), workRowsOf(row.userId), row.userId, id))!;
};

describe("a long transcript", () => {
  const turns = (marker: string, count: number): TranscriptTurn[] =>
    Array.from({ length: count }, (_, at) => ({
      speaker: at % 2 ? "applicant" : "interviewer",
      text: `${marker} turn ${at}: ${"so I rebuilt it ".repeat(300)}`.slice(0, 5_000).trim(),
      startMs: at * 10_000,
      endMs: at * 10_000 + 9_000,
    }));
  const partsOf = async (userId: string, interviewId: string) =>
    (await workRowsOf(userId).list("mock_interview_transcripts", { interviewId })).map((row) => ({
      part: row.part,
      bytes: new TextEncoder().encode(JSON.stringify(row.turns)).length,
    }));
  const liveInterview = (userId: string) =>
    createInterviewWith(db(), { userId, formatId: "behavioural", status: "live", voiceCallId: crypto.randomUUID(), startedAt: new Date() }, []);

  it("is kept in parts far under a stored row's 2,000,000-byte limit and read back whole by the end and the page", async () => {
    const { cookie, userId } = await signUp();
    await createPaidPlan(db(), userId);
    const interview = await liveInterview(userId);
    const marker = crypto.randomUUID().slice(0, 8);
    const long = turns(marker, 180);
    expect(new TextEncoder().encode(JSON.stringify({ transcript: long })).length).toBeGreaterThan(800_000);
    const saved = await postJson(`/api/interviews/${interview.id}/transcript`, { transcript: long }, cookie);
    expect(saved.status).toBe(200);
    await saved.text();
    const parts = await partsOf(userId, interview.id);
    expect(parts.length).toBeGreaterThanOrEqual(4);
    for (const part of parts) expect(part.bytes).toBeLessThanOrEqual(250_000);
    expect((await interviewOf(interview.id)).transcript).toEqual(long);
    // A shorter save replaces every part.
    expect((await postJson(`/api/interviews/${interview.id}/transcript`, { transcript: long.slice(0, 2) }, cookie)).status).toBe(200);
    expect(await partsOf(userId, interview.id)).toHaveLength(1);
    // The end brings the whole of it again; the delivery figures are counted from it, and the page shows its last turn.
    const ended = await postJson(`/api/interviews/${interview.id}/end`, { transcript: long }, cookie);
    expect(ended.status).toBe(200);
    await ended.text();
    const row = await interviewOf(interview.id);
    expect(row.status).toBe("ended");
    expect(row.transcript).toEqual(long);
    expect(row.delivery!.applicantWords).toBeGreaterThan(10_000);
    expect(await (await request(`/app/interviews/${interview.id}`, { headers: { cookie } })).text()).toContain(`${marker} turn 179:`);
    // Once ended, a late save changes nothing.
    const late = await postJson(`/api/interviews/${interview.id}/transcript`, { transcript: long.slice(0, 1) }, cookie);
    expect(late.status).toBe(404);
    await late.text();
    expect((await interviewOf(interview.id)).transcript).toEqual(long);
  });

  it("keeps the end's transcript when a save that found the interview live lands after the end", async () => {
    const { cookie, userId } = await signUp();
    await createPaidPlan(db(), userId);
    const interview = await liveInterview(userId);
    const long = turns(crypto.randomUUID().slice(0, 8), 120);
    const ended = await postJson(`/api/interviews/${interview.id}/end`, { transcript: long }, cookie);
    expect(ended.status).toBe(200);
    await ended.text();
    const kept = await partsOf(userId, interview.id);
    // The save's write, past its check in D1 (made before the end): it changes nothing now, in
    // the applicant's object and in D1 (where rows are kept before their move).
    await keepTranscript(workRowsOf(userId), userId, interview.id, long.slice(0, 3));
    expect(await partsOf(userId, interview.id)).toEqual(kept);
    expect((await interviewOf(interview.id)).transcript).toEqual(long);
    // The object answers this way for an applicant not moved yet: its calls typed as the object's.
    const inD1 = d1WorkRows(db(), userId) as unknown as WorkRows;
    const other = await liveInterview(userId);
    await keepTranscript(inD1, userId, other.id, long, true);
    await keepTranscript(inD1, userId, other.id, long.slice(0, 1));
    const d1Turns = (await inD1.list("mock_interview_transcripts", { interviewId: other.id })).sort((a, b) => a.part - b.part).flatMap((row) => row.turns);
    expect(d1Turns).toEqual(long);
  });

  it("over 1 MB is refused before it is read, and what was kept stays", async () => {
    const { cookie, userId } = await signUp();
    await createPaidPlan(db(), userId);
    const interview = await liveInterview(userId);
    const marker = crypto.randomUUID().slice(0, 8);
    expect((await postJson(`/api/interviews/${interview.id}/transcript`, { transcript: turns(marker, 2) }, cookie)).status).toBe(200);
    // 240 turns of 5,000 characters, the most the schema lets through: 1.2 MB, and 2.4 MB in two-byte letters.
    for (const transcript of [turns(marker, 240), turns(marker, 240).map((turn) => ({ ...turn, text: "é".repeat(5_000) }))]) {
      const refused = await postJson(`/api/interviews/${interview.id}/transcript`, { transcript }, cookie);
      expect(refused.status).toBe(413);
      await refused.text();
    }
    expect((await interviewOf(interview.id)).transcript).toEqual(turns(marker, 2));
  });
});
