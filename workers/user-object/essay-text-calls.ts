import type { Database } from "../../db/client";
import { addArrival } from "../../app/domain/authorship/arrival";
import { copyEssayTextsToD1, moveEssayTextsToObject, supersededInObject, writeEssaySummaries } from "../../app/services/essays/essay-texts.server";
import { ownerSchema } from "./account-interface";
import type { AlarmClock } from "./alarm-clock";
import {
  type EssayMoveResult,
  type EssaySaveAnswer,
  type EssayStoreState,
  type HeldEssay,
  type PendingCounts,
  adoptEssayTextSchema,
  saveEssayTextSchema,
} from "./essay-text-interface";
import type { EssayTextStore } from "./essay-text-store";
import type { ObjectCore } from "./object-core";
import { STORE_KEYS, StoreSwitch } from "./store-switch";

// The newest version of each essay, as the object answers for it (docs/scale.md step 3). Where the
// applicant's newest texts are is the switch's (`essays:store`, store-switch.ts), following
// ESSAY_STORE: the first essay call of an object not where the setting wants moves them there; the
// hourly cron moves the others. A save waits for a move under way, so no save lands behind one.
/**
 * D1 is handed the summaries at most once this often per applicant: a save within it leaves its
 * summary pending, and the alarm writes every pending one when it ends (a write that fails is tried
 * again as late). The applicant's own pages read the pending counts from here (`pending`).
 */
const SUMMARY_EVERY_MS = 60_000;
const TRIED_AT = "essays:summaryTriedAt";

export class EssayTextCalls {
  private readonly where: StoreSwitch<EssayMoveResult>;
  /** The summaries' writes to D1, one after another: a move back waits for the last (it must not land after the text is back). */
  private flushing: Promise<unknown> = Promise.resolve();
  /** Set while the texts go back to D1: no summary may empty a row the move back just filled. */
  private movingBack = false;

  constructor(
    private readonly store: EssayTextStore,
    private readonly core: ObjectCore,
    private readonly deps: {
      storage: DurableObjectStorage;
      db: () => Database;
      /** Where the setting wants the newest texts (ESSAY_STORE). */
      wanted: () => "object" | "d1";
      alarm: AlarmClock;
      /** Work that goes on after the call has answered (the object stays up for it). */
      later: (work: Promise<unknown>) => void;
    },
  ) {
    this.where = new StoreSwitch(deps.storage, {
      key: STORE_KEYS.essays,
      name: "essay",
      wanted: deps.wanted,
      toObject: (userId) => this.moveFromD1(userId),
      toD1: (userId) => this.moveToD1(userId),
    });
  }

  private state(): EssayStoreState {
    return this.where.state();
  }

  async save(input: unknown): Promise<EssaySaveAnswer> {
    const call = saveEssayTextSchema.parse(input);
    this.core.claimOwner(call.userId);
    if ((await this.where.settle(call.userId)) !== "object") return { outcome: "in_d1" };
    const held = this.store.get(call.id);
    const adopting = !held && call.adopt !== undefined;
    const current = held ?? (call.adopt ? { ...call.adopt, wordCount: 0, characterCount: 0, body: "" } : null);
    if (!current) return { outcome: "absent" };
    if (current.revision !== call.baseRevision) {
      // A version D1 offers is taken only as D1 has it; one it holds newer is D1's to answer.
      if (adopting) return { outcome: "absent" };
      return { outcome: "conflict", revision: current.revision, body: current.body };
    }
    if (current.userWrittenAt === null && call.body !== "" && !call.claim) return { outcome: "unclaimed" };
    const saved: HeldEssay = {
      id: call.id,
      body: call.body,
      revision: current.revision + 1,
      wordCount: call.wordCount,
      characterCount: call.characterCount,
      updatedAt: call.at,
      userWrittenAt: current.userWrittenAt ?? call.claim?.writtenAt ?? null,
      arrival: addArrival(current.arrival, call.added),
    };
    this.store.put(saved, true);
    // Stored: the save is acknowledged now. D1's summary follows; a version just taken from D1
    // must stop being read there before the writer is told, so that one is awaited. An essay's
    // first own words go at once too (the trial's cap reads them from D1); any other save's
    // summary waits for the minute to end.
    if (adopting) await this.flush(call.userId);
    else if (current.userWrittenAt === null && saved.userWrittenAt !== null) this.deps.later(this.flush(call.userId));
    else this.deps.later(this.flushWhenDue(call.userId));
    return { outcome: "saved", revision: saved.revision, adopted: adopting, pending: this.pendingCounts() };
  }

  /**
   * The counts the applicant's pages may not find in D1 yet (they show these over D1's): those D1
   * has not taken, and for a minute after a write every held essay's, since the copy of D1 near
   * the browser may not have that write yet and would show the count before it.
   */
  pendingCounts(): PendingCounts[] {
    if (this.state() !== "object") return [];
    const justWritten = this.core.now() < this.nextWrite();
    return this.store.owed(justWritten).map(({ id, revision, wordCount, characterCount }) => ({ id, revision, wordCount, characterCount }));
  }

  pending(input: unknown): PendingCounts[] {
    this.core.claimOwner(ownerSchema.parse(input).userId);
    return this.pendingCounts();
  }

  /** When the summaries were last handed to D1 (or tried), and so when they may be next. */
  private nextWrite(): number {
    return (this.deps.storage.kv.get<number>(TRIED_AT) ?? 0) + SUMMARY_EVERY_MS;
  }

  /** Writes the pending summaries when the minute since the last write has ended; otherwise the alarm will, when it ends. */
  flushWhenDue(userId?: string): Promise<unknown> {
    const next = this.nextWrite();
    if (this.core.now() >= next) return this.flush(userId);
    return this.deps.alarm.wakeBy("essays", next);
  }

  /** A new version made in D1: held here from now on (its text moves at once), its older ones no longer saved into. */
  async adopt(input: unknown): Promise<{ held: boolean }> {
    const { userId, essay, older } = adoptEssayTextSchema.parse(input);
    this.core.claimOwner(userId);
    if ((await this.where.settle(userId)) !== "object") return { held: false };
    this.store.retire(older);
    this.store.put(essay, true);
    await this.flush(userId);
    return { held: true };
  }

  /** Hands D1 every summary it still owes; when it cannot take them, the alarm asks again. */
  flush(userId?: string): Promise<{ written: number }> {
    const run = this.flushing.then(() => this.writeOwed(userId));
    this.flushing = run.catch(() => undefined);
    return run;
  }

  /** The alarm: the pending summaries once their minute has ended; woken before it (by the voice meter's wake), set again for then. */
  async wake(): Promise<unknown> {
    if (this.store.owed().length === 0) return this.deps.alarm.wakeFor("essays", null);
    const next = this.nextWrite();
    // A move back to D1 writes every text itself: asked again after it, not at once in a loop.
    if (this.movingBack) return this.deps.alarm.wakeFor("essays", this.core.now() + SUMMARY_EVERY_MS);
    if (this.core.now() >= next) return this.flush();
    return this.deps.alarm.wakeFor("essays", next);
  }

  private async writeOwed(userId?: string): Promise<{ written: number }> {
    const owner = userId ?? this.deps.storage.kv.get<string>("owner");
    const owed = this.store.owed();
    if (!owner || owed.length === 0 || this.movingBack) return { written: 0 };
    this.deps.storage.kv.put(TRIED_AT, this.core.now());
    // Should the object be reset while D1 is written, the alarm still asks again: the write's own
    // answer, success or not, sets it after.
    await this.deps.alarm.wakeBy("essays", this.nextWrite());
    try {
      await writeEssaySummaries(this.deps.db(), owner, owed);
      this.store.settle(owed);
      await this.deps.alarm.wakeFor("essays", this.store.owed().length > 0 ? this.nextWrite() : null);
      return { written: owed.length };
    } catch (error) {
      console.error("essay summaries: D1 not written, tried again later", { userId: owner, essays: owed.length, error: String(error) });
      await this.deps.alarm.wakeFor("essays", this.nextWrite());
      return { written: 0 };
    }
  }

  async flushCall(input: unknown) {
    const { userId } = ownerSchema.parse(input);
    this.core.claimOwner(userId);
    return this.flush(userId);
  }

  private async moveFromD1(userId: string): Promise<EssayMoveResult> {
    // Summaries owed for essays already here go first: the move must not take D1's older copy for newer.
    await this.flush(userId);
    // A version made while the object could not be reached: the one before it takes no more saves here.
    this.store.retire(await supersededInObject(this.deps.db(), userId));
    const moved = await moveEssayTextsToObject(this.deps.db(), userId, {
      keep: (essays) => {
        // A text saved here after D1's copy (its summary not yet taken by D1) is the newer: never
        // replaced by D1's, and the move's comparison then leaves D1 as it is.
        for (const essay of essays) if ((this.store.get(essay.id)?.revision ?? -1) <= essay.revision) this.store.put(essay, false);
      },
      held: (ids) => Object.fromEntries(ids.flatMap((id) => [this.store.get(id)].flatMap((essay) => (essay ? [[id, essay]] : [])))),
      drop: (ids) => this.store.forget(ids),
    });
    this.where.record("object");
    return moved;
  }

  private async moveToD1(userId: string): Promise<EssayMoveResult> {
    // Saves wait for this, so nothing changes here while D1 is written; the switch to D1 and the
    // forgetting below have no await between them. A summary still on its way is written first.
    await this.flushing;
    this.movingBack = true;
    const essays = this.store.all();
    try {
      await copyEssayTextsToD1(this.deps.db(), userId, essays);
      this.where.record("d1");
      this.store.forget(essays.map((essay) => essay.id));
    } finally {
      this.movingBack = false;
    }
    await this.deps.alarm.wakeFor("essays", null);
    return { essays: essays.length };
  }

  /** A new account's essays start here (store-switch.ts, startHere): each essay's row in D1 says where its text is, so nothing is registered. */
  start() {
    return this.where.startHere(async () => undefined);
  }

  /** The hourly move: also takes essays made in D1 since (a new school's drafts). */
  async move(input: unknown): Promise<EssayMoveResult> {
    const { userId } = ownerSchema.parse(input);
    this.core.claimOwner(userId);
    return this.where.move(userId, { essays: 0 });
  }

  async moveBack(input: unknown): Promise<EssayMoveResult> {
    const { userId } = ownerSchema.parse(input);
    this.core.claimOwner(userId);
    return this.where.moveBack(userId);
  }

  /** The versions held here as newest: their summaries, for a reader of their text (version-body-calls.ts). */
  summaries(ids: string[]) {
    return this.store.summaries(ids);
  }

  /** Versions removed from D1 (a school removed): neither saved into nor owed any more. */
  forget(ids: string[]) {
    this.store.retire(ids);
  }

  size(input: unknown) {
    this.core.claimOwner(ownerSchema.parse(input).userId);
    const essays = this.store.all();
    const bytes = essays.reduce((total, essay) => total + new TextEncoder().encode(essay.body).length, 0);
    return { store: this.state(), ...this.store.size(), bytes };
  }
}
