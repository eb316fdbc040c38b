import { DEFAULT_TITLES } from "../../app/domain/coach/chat";
import {
  type ChatSource,
  LISTED_CONVERSATIONS,
  type StoredConversation,
  conversationViewOf,
  messageViewOf,
  newConversationRow,
} from "../../app/services/coach/chat-source.server";
import type { ConversationStore } from "./conversation-store";

// An applicant's chat as their own object holds it (conversation-store.ts), answering as D1's
// source does (app/services/coach/conversations-in-d1.server.ts), so the chat cannot tell which one it reads.
export function localChatSource(store: ConversationStore, now: () => number): ChatSource {
  const loaded = (row: StoredConversation | null) =>
    row ? { conversation: conversationViewOf(row), messages: store.messages(row.id).map(messageViewOf) } : null;
  return {
    list: async () => store.list(LISTED_CONVERSATIONS).map((row) => ({ ...conversationViewOf(row), messageCount: row.messageCount })),
    load: async (id) => loaded(store.conversation(id)),
    latest: async (essayId) => loaded(store.latest(essayId)),
    async create(input) {
      const row = newConversationRow(input, now());
      store.addConversation(row);
      return conversationViewOf(row);
    },
    async saveTranscript(transcript) {
      const start = now();
      const row = newConversationRow({ context: "global", title: DEFAULT_TITLES.voice }, start);
      store.addConversation(row);
      store.addMessages(
        transcript.map((line, index) => ({
          id: crypto.randomUUID(),
          conversationId: row.id,
          type: line.type,
          content: line.content,
          source: "voice",
          promptVersions: null,
          createdAt: start + index,
        })),
      );
      return row.id;
    },
    async turn(conversationId, last) {
      const row = store.conversation(conversationId);
      const history = row ? store.messages(conversationId, last).map(({ type, content }) => ({ type, content })) : [];
      return { conversation: row ? conversationViewOf(row) : null, history };
    },
    async storeUserMessage({ conversationId, message, title }) {
      const at = message.createdAt.getTime();
      store.addMessages([{ id: message.id, conversationId, type: "user", content: message.content, source: "text", promptVersions: null, createdAt: at }]);
      store.touch(conversationId, at, title);
    },
    async storeAnswer({ conversationId, message, promptVersions }) {
      const at = message.createdAt.getTime();
      store.addMessages([{ id: message.id, conversationId, type: "assistant", content: message.content, source: "text", promptVersions, createdAt: at }]);
    },
    userMessagesByMonth: async (since) => store.userMessagesByMonth(since.getTime()),
  };
}
