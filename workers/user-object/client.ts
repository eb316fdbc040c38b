import type { AiPurpose, UsageKind } from "../../app/domain/billing/usage-limits";
import type { VoiceAllowance } from "../../app/domain/coach/voice-allowance";
import { SOCKET_SESSION_HEADER, SOCKET_USER_HEADER } from "./socket-headers";

type VoiceCaps = Pick<VoiceAllowance, "lifetimeSeconds" | "period">;
const caps = (allowance: VoiceCaps) => ({ limitSeconds: allowance.lifetimeSeconds, period: allowance.period });

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
    openVoiceCall: (voiceCallId: string, allowance: VoiceCaps, longestSeconds: number, minimumSeconds = 0) =>
      stub.openVoiceCall({ userId, voiceCallId, ...caps(allowance), longestSeconds, minimumSeconds }),
    voiceRemaining: (allowance: VoiceCaps) => stub.voiceRemaining({ userId, ...caps(allowance) }),
    attachVoiceCall: (voiceCallId: string, openaiCallId: string, allowance: VoiceCaps) =>
      stub.attachVoiceCall({ userId, voiceCallId, openaiCallId, ...caps(allowance) }),
    endVoiceCall: (voiceCallId: string) => stub.endVoiceCall({ userId, voiceCallId }),
    cancelVoiceCall: (voiceCallId: string) => stub.cancelVoiceCall({ userId, voiceCallId }),
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
