import type { z } from "zod";
import type { Database } from "../../db/client";
import { d1ChatSource } from "../../app/services/coach/conversations-in-d1.server";
import { copyChatToD1, forgetChatInObject, moveChatToObject, recordChatInObject } from "../../app/services/coach/chat-move.server";
import type { ChatRows, ChatSource } from "../../app/services/coach/chat-source.server";
import { ownerSchema } from "./account-interface";
import {
  type ChatMoveResult,
  type ChatStoreState,
  conversationQuerySchema,
  detachEssaysSchema,
  latestConversationSchema,
  messagesSinceSchema,
  newConversationSchema,
  transcriptSchema,
} from "./conversation-interface";
import { localChatSource } from "./conversation-local";
import type { ConversationStore } from "./conversation-store";
import type { ObjectCore } from "./object-core";
import { STORE_KEYS, StoreSwitch } from "./store-switch";

// The applicant's conversations, as the object answers for them. Where they are is the switch's
// (`chat:store`, store-switch.ts), following CHAT_STORE; and in D1's chat_moves while it is
// "object". A new account's chat starts here (start); the first chat call of an older account's
// object not where the setting wants moves it there; the hourly cron moves the others.
export class ConversationCalls {
  private readonly where: StoreSwitch<ChatMoveResult>;

  constructor(
    private readonly store: ConversationStore,
    private readonly core: ObjectCore,
    storage: DurableObjectStorage,
    private readonly db: () => Database,
    /** Where the setting wants the chat (CHAT_STORE). */
    wanted: () => "object" | "d1",
  ) {
    this.where = new StoreSwitch(storage, {
      key: STORE_KEYS.chat,
      name: "chat",
      wanted,
      toObject: (userId) => this.moveFromD1(userId),
      toD1: (userId) => this.moveToD1(userId),
    });
  }

  private state(): ChatStoreState {
    return this.where.state();
  }

  /**
   * The applicant's chat: moved first when it never was (a move that fails is logged and D1 goes
   * on answering). Each call of the source returned waits for a move under way and then reads or
   * writes where the chat is at that moment, so an answer still streaming when a move (or a move
   * back) starts stores its message where the chat has gone, never behind it.
   */
  async source(userId: string): Promise<ChatSource> {
    await this.where.settle(userId);
    const here = async () => {
      await this.where.settled();
      return this.state() === "object" ? localChatSource(this.store, this.core.now) : d1ChatSource(this.db(), userId);
    };
    return {
      list: async () => (await here()).list(),
      load: async (id) => (await here()).load(id),
      latest: async (essayId) => (await here()).latest(essayId),
      create: async (input) => (await here()).create(input),
      saveTranscript: async (transcript) => (await here()).saveTranscript(transcript),
      turn: async (id, last) => (await here()).turn(id, last),
      storeUserMessage: async (input) => (await here()).storeUserMessage(input),
      storeAnswer: async (input) => (await here()).storeAnswer(input),
      userMessagesByMonth: async (since) => (await here()).userMessagesByMonth(since),
    };
  }

  private async moveFromD1(userId: string): Promise<ChatMoveResult> {
    const holder = {
      keep: (rows: ChatRows) => {
        for (const conversation of rows.conversations) this.store.importConversation(conversation);
        this.store.addMessages(rows.messages);
      },
      held: (ids: string[]) => this.store.byIds(ids),
    };
    const moved = await moveChatToObject(this.db(), userId, holder);
    await recordChatInObject(this.db(), userId, moved, new Date(this.core.now()));
    this.where.record("object");
    return moved;
  }

  /** A new account's chat starts here (store-switch.ts, startHere): on the rollback's list with nothing moved. */
  start(userId: string) {
    return this.where.startHere(() => recordChatInObject(this.db(), userId, { conversations: 0, messages: 0 }, new Date(this.core.now())));
  }

  private async owned<S extends z.ZodType<{ userId: string }>>(schema: S, input: unknown) {
    const parsed = schema.parse(input) as z.infer<S>;
    this.core.claimOwner(parsed.userId);
    return { input: parsed, chat: await this.source(parsed.userId) };
  }

  async list(input: z.input<typeof ownerSchema>) {
    return (await this.owned(ownerSchema, input)).chat.list();
  }

  async load(input: z.input<typeof conversationQuerySchema>) {
    const { input: query, chat } = await this.owned(conversationQuerySchema, input);
    return chat.load(query.id);
  }

  async latest(input: z.input<typeof latestConversationSchema>) {
    const { input: query, chat } = await this.owned(latestConversationSchema, input);
    return chat.latest(query.essayId);
  }

  async create(input: z.input<typeof newConversationSchema>) {
    const { input: call, chat } = await this.owned(newConversationSchema, input);
    return chat.create(call.conversation);
  }

  async saveTranscript(input: z.input<typeof transcriptSchema>) {
    const { input: call, chat } = await this.owned(transcriptSchema, input);
    return chat.saveTranscript(call.transcript);
  }

  async userMessagesByMonth(input: z.input<typeof messagesSinceSchema>) {
    const { input: call, chat } = await this.owned(messagesSinceSchema, input);
    return chat.userMessagesByMonth(new Date(call.since));
  }

  async rows(input: z.input<typeof ownerSchema>): Promise<ChatRows> {
    await this.owned(ownerSchema, input);
    return this.state() === "object" ? this.store.all() : { conversations: [], messages: [] };
  }

  async detachEssays(input: z.input<typeof detachEssaysSchema>) {
    const { input: call } = await this.owned(detachEssaysSchema, input);
    // In D1 the foreign key already did it; here it is the object's own table.
    return { detached: this.state() === "object" ? this.store.detachEssays(call.essayIds) : 0 };
  }

  /** The hourly move: also catches up rows an older release wrote to D1 after the applicant moved. */
  async move(input: z.input<typeof ownerSchema>): Promise<ChatMoveResult> {
    const { userId } = ownerSchema.parse(input);
    this.core.claimOwner(userId);
    return this.where.move(userId, { conversations: 0, messages: 0 });
  }

  async moveBack(input: z.input<typeof ownerSchema>): Promise<ChatMoveResult> {
    const { userId } = ownerSchema.parse(input);
    this.core.claimOwner(userId);
    return this.where.moveBack(userId);
  }

  private async moveToD1(userId: string): Promise<ChatMoveResult> {
    // Chat writes wait for this, so nothing should change while D1 is written; checked all the
    // same: the last check, the switch to D1 and the forgetting here have no await between.
    for (let round = 0; round < 10; round++) {
      const rows = this.store.all();
      await copyChatToD1(this.db(), userId, rows);
      if (JSON.stringify(this.store.all()) !== JSON.stringify(rows)) continue;
      this.where.record("d1");
      this.store.clear();
      // Left in chat_moves when this fails: the rollback's walk asks again, and finds nothing to move.
      await forgetChatInObject(this.db(), userId).catch((error: unknown) =>
        console.error("chat move back: chat_moves not updated", { userId, error: String(error) }),
      );
      return { conversations: rows.conversations.length, messages: rows.messages.length };
    }
    throw new Error("chat move back: the chat kept changing while it was copied; the object keeps it");
  }

  async size(input: z.input<typeof ownerSchema>) {
    this.core.claimOwner(ownerSchema.parse(input).userId);
    return { store: this.state(), ...this.store.size() };
  }
}
