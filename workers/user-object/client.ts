import type { AccountCapability } from "./account-interface";
import type { AiBudgetCapability } from "./ai-budget-interface";
import type { ChatCapability } from "./chat-interface";
import type { ConversationsCapability } from "./conversation-interface";
import type { EssayTextsCapability } from "./essay-text-interface";
import type { PageMemoCapability } from "./page-memo-interface";
import type { SessionsCapability } from "./session-interface";
import { SOCKET_BOOKMARK_HEADER, SOCKET_SESSION_HEADER, SOCKET_USER_HEADER } from "./socket-headers";
import type { UsageCapability } from "./usage-interface";
import type { VersionBodiesCapability } from "./version-body-interface";
import type { VoiceAllowanceCaps, VoiceCapability } from "./voice-interface";
import type { WorkRows } from "../../app/services/work-rows/work-rows.server";
import type { WorkRowsCapability } from "./work-row-interface";

/** A user's object as the rest of the worker reaches it: one named capability per concern. */
export type UserObjectClient = {
  usage: UsageCapability;
  aiBudget: AiBudgetCapability;
  versionBodies: VersionBodiesCapability;
  essayTexts: EssayTextsCapability;
  voice: VoiceCapability;
  chat: ChatCapability;
  conversations: ConversationsCapability;
  workRows: WorkRowsCapability;
  account: AccountCapability;
  sessions: SessionsCapability;
  pageMemo: PageMemoCapability;
};

type Stub = DurableObjectStub<import("./user-object").UserObject>;

const caps = (allowance: VoiceAllowanceCaps) => ({ limitSeconds: allowance.lifetimeSeconds, period: allowance.period });

type Writing = Pick<UserObjectClient, "versionBodies" | "essayTexts" | "conversations" | "workRows">;

/** What the object keeps of the applicant's account: meters, the voice call, the live chat, sessions. */
function accountCapabilities(stub: Stub, userId: string): Omit<UserObjectClient, keyof Writing> {
  return {
    usage: {
      read: () => stub.usageRead({ userId }),
      record: (kind, amount, limit, key) => stub.usageRecord({ userId, kind, amount, limit, key }),
      release: (kind, amount, key) => stub.usageRelease({ userId, kind, amount, limit: null, key }),
      reset: (kind) => stub.usageReset({ userId, kind }),
    },
    aiBudget: {
      spend: (purpose, limit, key) => stub.aiBudgetSpend({ userId, purpose, limit, key }),
      finish: (purpose, day, giveBack, key) => stub.aiBudgetFinish({ userId, purpose, day, giveBack, key }),
      today: () => stub.aiBudgetToday({ userId }),
    },
    voice: {
      open: (voiceCallId, allowance, longestSeconds, minimumSeconds = 0) =>
        stub.voiceOpen({ userId, voiceCallId, ...caps(allowance), longestSeconds, minimumSeconds }),
      remaining: (allowance) => stub.voiceRemaining({ userId, ...caps(allowance) }),
      attach: (voiceCallId, openaiCallId, allowance) => stub.voiceAttach({ userId, voiceCallId, openaiCallId, ...caps(allowance) }),
      end: (voiceCallId) => stub.voiceEnd({ userId, voiceCallId }),
      cancel: (voiceCallId) => stub.voiceCancel({ userId, voiceCallId }),
    },
    chat: {
      openSocket: (sessionId, bookmark) =>
        stub.fetch("https://user-object/chat/socket", {
          headers: {
            upgrade: "websocket",
            [SOCKET_USER_HEADER]: userId,
            [SOCKET_SESSION_HEADER]: sessionId,
            ...(bookmark ? { [SOCKET_BOOKMARK_HEADER]: bookmark } : {}),
          },
        }),
    },
    account: {
      erase: () => stub.accountErase({ userId }),
      start: () => stub.accountStart({ userId }),
    },
    sessions: {
      check: (sessionId) => stub.sessionsCheck({ userId, sessionId }),
      remember: (sessionId, expiresAt) => stub.sessionsRemember({ userId, sessionId, expiresAt: expiresAt.getTime() }),
      forget: (sessionIds) => stub.sessionsForget({ userId, sessionIds }),
    },
    pageMemo: {
      check: (sessionId, page) => stub.pageMemoCheck({ userId, sessionId, page }),
      keep: (page, version, reads, floor) => stub.pageMemoKeep({ userId, page, version, reads, floor }),
      changed: () => stub.pageMemoChanged({ userId }),
    },
  };
}

/** The applicant's own writing the object holds: versions, essay texts, conversations, work rows. */
function writingCapabilities(stub: Stub, userId: string): Writing {
  return {
    versionBodies: {
      keep: (bodies) => stub.versionBodiesKeep({ userId, bodies }),
      read: (ids) => stub.versionBodiesRead({ userId, ids }),
      forget: (ids) => stub.versionBodiesForget({ userId, ids }),
      size: () => stub.versionBodiesSize({ userId }),
    },
    essayTexts: {
      save: (input) => stub.essayTextsSave({ userId, ...input }),
      adopt: (essay, older) => stub.essayTextsAdopt({ userId, essay, older }),
      pending: () => stub.essayTextsPending({ userId }),
      flush: () => stub.essayTextsFlush({ userId }),
      move: () => stub.essayTextsMove({ userId }),
      moveBack: () => stub.essayTextsMoveBack({ userId }),
      size: () => stub.essayTextsSize({ userId }),
    },
    conversations: {
      list: () => stub.conversationsList({ userId }),
      load: (id) => stub.conversationsLoad({ userId, id }),
      latest: (essayId) => stub.conversationsLatest({ userId, essayId }),
      create: (conversation) => stub.conversationsCreate({ userId, conversation }),
      saveTranscript: (transcript) => stub.conversationsSaveTranscript({ userId, transcript }),
      userMessagesByMonth: (since) => stub.conversationsUserMessagesByMonth({ userId, since: since.getTime() }),
      rows: () => stub.conversationsRows({ userId }),
      detachEssays: (essayIds) => stub.conversationsDetachEssays({ userId, essayIds }),
      move: () => stub.conversationsMove({ userId }),
      moveBack: () => stub.conversationsMoveBack({ userId }),
      size: () => stub.conversationsSize({ userId }),
    },
    workRows: {
      // Typed by table on this side; the object checks the table, the key and the owner.
      get: ((table, key) => stub.workRowsGet({ userId, table, key: [...key] })) as WorkRows["get"],
      getMany: ((requests) => stub.workRowsGetMany({ userId, requests: requests.map(([table, key]) => [table, [...key]]) })) as WorkRows["getMany"],
      list: ((table, where) => stub.workRowsList({ userId, table, where })) as WorkRows["list"],
      put: (table, rows, options) =>
        stub.workRowsPut({ userId, table, rows, keepExisting: options?.keepExisting, unlessHeld: options?.unlessHeld && [...options.unlessHeld] }),
      update: ((table, key, set, where) => stub.workRowsUpdate({ userId, table, key: [...key], set, where })) as WorkRows["update"],
      remove: (table, keys, options) =>
        stub.workRowsRemove({ userId, table, keys: keys.map((key) => [...key]), unlessHeld: options?.unlessHeld && [...options.unlessHeld] }),
      all: () => stub.workRowsAll({ userId }),
      move: () => stub.workRowsMove({ userId }),
      moveBack: () => stub.workRowsMoveBack({ userId }),
      size: () => stub.workRowsSize({ userId }),
    },
  };
}

// The one way the rest of the worker reaches a user's object. The object is always chosen from the
// signed-in user's id, and every call names that id (the object refuses any other): there is no way
// to reach another user's object through here. `onCall` is told of each call (one round trip to the
// object), for the request's log line.
export function userObjectClient(namespace: Env["USER_OBJECT"], userId: string, onCall?: () => void): UserObjectClient {
  const stub: Stub = namespace.get(namespace.idFromName(userId));
  const client: UserObjectClient = { ...accountCapabilities(stub, userId), ...writingCapabilities(stub, userId) };
  return onCall ? countedClient(client, onCall) : client;
}

/** The same client, telling `onCall` of every call it makes, whichever capability. */
function countedClient(client: UserObjectClient, onCall: () => void): UserObjectClient {
  const counted = Object.entries(client).map(([name, capability]) => [
    name,
    countedCapability(capability as Record<string, (...args: never[]) => unknown>, onCall),
  ]);
  return Object.fromEntries(counted) as UserObjectClient;
}

function countedCapability(capability: Record<string, (...args: never[]) => unknown>, onCall: () => void) {
  const calls = Object.entries(capability).map(([name, call]) => [
    name,
    (...args: never[]) => {
      onCall();
      return call(...args);
    },
  ]);
  return Object.fromEntries(calls);
}
