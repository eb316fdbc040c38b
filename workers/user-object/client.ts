import type { AiPurpose, UsageKind } from "../../app/domain/billing/usage-limits";
import type { VoiceAllowance } from "../../app/domain/coach/voice-allowance";
import { SOCKET_SESSION_HEADER, SOCKET_USER_HEADER } from "./socket-headers";

type VoiceCaps = Pick<VoiceAllowance, "lifetimeSeconds" | "period">;

// The typed way the rest of the worker reaches a user's object. The object is always chosen from
// the signed-in user's id: there is no way to ask for another user's object through here.
// `onCall` is told of each call (one round trip to the object), for the request's log line.
export function userObjectClient(namespace: Env["USER_OBJECT"], userId: string, onCall?: () => void) {
  const stub = namespace.get(namespace.idFromName(userId));
  const client = {
    usage: () => stub.usage({ userId }),
    recordUsage: (kind: UsageKind, amount: number, limit: number | null, key?: string) => stub.recordUsage({ userId, kind, amount, limit, key }),
    releaseUsage: (kind: UsageKind, amount: number, key?: string) => stub.releaseUsage({ userId, kind, amount, limit: null, key }),
    resetUsage: (kind: UsageKind) => stub.resetUsage({ userId, kind }),
    spendAi: (purpose: AiPurpose, limit: number, key?: string) => stub.spendAi({ userId, purpose, limit, key }),
    finishAi: (purpose: AiPurpose, day: number, giveBack: boolean, key?: string) => stub.finishAi({ userId, purpose, day, giveBack, key }),
    aiCallsToday: () => stub.aiCallsToday({ userId }),
    erase: () => stub.erase({ userId }),
    keepVersionBodies: (bodies: { id: string; body: string }[]) => stub.keepVersionBodies({ userId, bodies }),
    readVersionBodies: (ids: string[]) => stub.readVersionBodies({ userId, ids }),
    forgetVersionBodies: (ids: string[]) => stub.forgetVersionBodies({ userId, ids }),
    versionBodiesSize: () => stub.versionBodiesSize({ userId }),
    openVoiceCall: (allowance: VoiceCaps, longestSeconds: number, now = Date.now()) =>
      stub.openVoiceCall({ userId, now, limitSeconds: allowance.lifetimeSeconds, period: allowance.period, longestSeconds }),
    voiceRemaining: (allowance: VoiceCaps) => stub.voiceRemaining({ userId, limitSeconds: allowance.lifetimeSeconds, period: allowance.period }),
    attachVoiceCall: (voiceCallId: string, openaiCallId: string, now = Date.now()) => stub.attachVoiceCall({ userId, voiceCallId, openaiCallId, now }),
    endVoiceCall: (voiceCallId: string, now = Date.now()) => stub.endVoiceCall({ userId, voiceCallId, now }),
    cancelVoiceCall: (voiceCallId: string, now = Date.now()) => stub.cancelVoiceCall({ userId, voiceCallId, now }),
    /** Hands a tab's WebSocket upgrade to the user's object, naming the session it was opened with. */
    openChatSocket: (sessionId: string) =>
      stub.fetch("https://user-object/chat/socket", {
        headers: { upgrade: "websocket", [SOCKET_USER_HEADER]: userId, [SOCKET_SESSION_HEADER]: sessionId },
      }),
  };
  return onCall ? counted(client, onCall) : client;
}

function counted<T extends Record<string, (...args: never[]) => unknown>>(client: T, onCall: () => void): T {
  const entries = Object.entries(client).map(([name, call]) => [
    name,
    (...args: never[]) => {
      onCall();
      return call(...args);
    },
  ]);
  return Object.fromEntries(entries) as T;
}
