import type { UsageKind } from "../../app/domain/usage-limits";
import type { VoiceAllowance } from "../../app/domain/voice-allowance";
import { SOCKET_SESSION_HEADER, SOCKET_USER_HEADER } from "./socket-headers";

type VoiceCaps = Pick<VoiceAllowance, "lifetimeSeconds" | "period">;

// The typed way the rest of the worker reaches a user's object. The object is always chosen from
// the signed-in user's id: there is no way to ask for another user's object through here.
export function userObjectClient(namespace: Env["USER_OBJECT"], userId: string) {
  const stub = namespace.get(namespace.idFromName(userId));
  return {
    usage: () => stub.usage({ userId }),
    recordUsage: (kind: UsageKind, amount: number, limit: number | null) => stub.recordUsage({ userId, kind, amount, limit }),
    releaseUsage: (kind: UsageKind, amount: number) => stub.releaseUsage({ userId, kind, amount, limit: null }),
    erase: () => stub.erase({ userId }),
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
}

export type UserObjectClient = ReturnType<typeof userObjectClient>;
