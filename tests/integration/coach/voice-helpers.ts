import { env } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import type { VoiceCallAnswer } from "../../../app/domain/coach/voice";
import type { FakeRealtimeCall } from "../../fakes/realtime-calls";
import { FAKE_PORTS } from "../../fakes/ports";
import type { UserObject } from "../../support/test-worker";
import { userObjectClient } from "../../../workers/user-object/client";
import type { VoiceCallRow } from "../../../workers/user-object/voice-call-store";
import { postJson, sdpOffer } from "../helpers";

// What the voice tests share: starting a call as the browser does, the user's object's clock and
// calls, and the realtime fake's record of the calls made at "OpenAI".

export const stubOf = (userId: string) => env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId));
export const objectOf = (userId: string) => userObjectClient(env.USER_OBJECT, userId);

/** POST /api/voice/session with an offer, as the browser sends it. */
export const startCall = (cookie: string | undefined, body: Record<string, unknown> = { context: "global" }, marker?: string) =>
  postJson("/api/voice/session", { sdp: sdpOffer(marker), ...body }, cookie);

export async function startedCall(cookie: string, body?: Record<string, unknown>): Promise<VoiceCallAnswer> {
  const response = await startCall(cookie, body);
  if (response.status !== 200) throw new Error(`the call did not start: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Sets the user's object's clock (ms), so that a call lasts as long as a test says. */
export const setClock = (userId: string, ms: number | null) => runInDurableObject(stubOf(userId), (instance: UserObject) => instance.setClock(ms));

/** The object's record of one call (or all of them). */
export const callRows = (userId: string) =>
  runInDurableObject(stubOf(userId), (_instance, state) => state.storage.sql.exec<VoiceCallRow>("SELECT * FROM voice_call ORDER BY started_at").toArray());
export const callRow = async (userId: string, voiceCallId: string) => (await callRows(userId)).find((row) => row.id === voiceCallId)!;

/** The realtime fake's record of a call by OpenAI's id. */
export async function fakeCall(openaiCallId: string | null): Promise<FakeRealtimeCall | undefined> {
  const calls = (await (await fetch(`http://127.0.0.1:${FAKE_PORTS.openai}/__fake/realtime/calls`)).json()) as FakeRealtimeCall[];
  return calls.find((call) => call.id === openaiCallId);
}
