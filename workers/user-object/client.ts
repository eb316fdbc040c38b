import type { UsageKind } from "../../app/domain/usage-limits";

// The typed way the rest of the worker reaches a user's object. The object is always chosen from
// the signed-in user's id: there is no way to ask for another user's object through here.
export function userObjectClient(namespace: Env["USER_OBJECT"], userId: string) {
  const stub = namespace.get(namespace.idFromName(userId));
  return {
    usage: () => stub.usage({ userId }),
    recordUsage: (kind: UsageKind, amount: number, limit: number | null) =>
      stub.recordUsage({ userId, kind, amount, limit }),
    erase: () => stub.erase({ userId }),
    admitChatMessage: (now = Date.now()) => stub.admitChatMessage({ userId, now }),
  };
}

export type UserObjectClient = ReturnType<typeof userObjectClient>;
