import type { z } from "zod";
import type { Database } from "../../db/client";
import { type UntypedWorkRows, type WorkRows, d1WorkRows } from "../../app/services/work-rows/work-rows.server";
import { FIRST_WORK_TABLES, WORK_TABLES, type WorkTable, completeChange, completeRow } from "../../app/services/work-rows/work-tables.server";
import { copyWorkToD1, forgetWorkInObject, moveWorkToObject, recordWorkInObject } from "../../app/services/work-rows/work-move.server";
import { ownerSchema } from "./account-interface";
import type { ObjectCore } from "./object-core";
import { STORE_KEYS, StoreSwitch } from "./store-switch";
import { type WorkStoreState, workGetManySchema, workKeySchema, workListSchema, workPutSchema, workRemoveSchema, workUpdateSchema } from "./work-row-interface";
import { type WorkRowStore, routedWorkRows } from "./work-row-store";

// The applicant's work rows, as the object answers for them. Where they are is the switch's
// (`work:store`, store-switch.ts), following WORK_STORE; and in D1's work_moves while it is
// "object". A new account's rows start here (start); the first call of an older account's object
// not where the setting wants moves them there; the hourly cron moves the others. A move
// records the tables it covered (`work:tables`): a table that joined the registry since (goals,
// the resume's text) is still answered from D1 for that applicant until their next call moves it.
export const TABLES_KEY = "work:tables";

export class WorkRowCalls {
  private readonly where: StoreSwitch<{ rows: number }>;

  constructor(
    private readonly store: WorkRowStore,
    private readonly core: ObjectCore,
    private readonly storage: DurableObjectStorage,
    private readonly db: () => Database,
    /** Where the setting wants the rows (WORK_STORE). */
    wanted: () => "object" | "d1",
  ) {
    this.where = new StoreSwitch(storage, {
      key: STORE_KEYS.work,
      name: "work",
      wanted,
      toObject: (userId) => this.moveFromD1(userId),
      toD1: (userId) => this.moveToD1(userId),
      whole: () => WORK_TABLES.every((table) => this.inObject().has(table)),
    });
  }

  /** The tables whose rows this object holds (none before the move; the first five for one moved before the others joined). */
  private inObject(): Set<WorkTable> {
    if (this.state() !== "object") return new Set();
    return new Set(this.storage.kv.get<WorkTable[]>(TABLES_KEY) ?? FIRST_WORK_TABLES);
  }

  private state(): WorkStoreState {
    return this.where.state();
  }

  /** Where the rows are, once any move this call starts or finds under way is over. */
  private async source(userId: string): Promise<UntypedWorkRows> {
    const state = await this.where.settle(userId);
    const held = this.inObject();
    if (state !== "object") return d1WorkRows(this.db(), userId);
    if (WORK_TABLES.every((table) => held.has(table))) return this.store.source();
    // A move of the tables that joined since failed on this call: each table is read where it is.
    const [here, there] = [this.store.source(), d1WorkRows(this.db(), userId)];
    return routedWorkRows((table) => (held.has(table) ? here : there));
  }

  /** Reads in place, for what runs inside this object (a chat turn): a call to its own stub would only queue behind it. */
  reader(userId: string): Pick<WorkRows, "getMany"> {
    return { getMany: (async (requests) => (await this.source(userId)).getMany(requests)) as WorkRows["getMany"] };
  }

  private async moveFromD1(userId: string) {
    const holder = {
      keep: (table: Parameters<WorkRowStore["put"]>[0], rows: Record<string, unknown>[]) => void this.store.put(table, rows),
      held: (table: Parameters<WorkRowStore["get"]>[0], keys: string[]) => new Map(keys.map((key) => [key, this.store.get(table, key)!])),
    };
    const moved = await moveWorkToObject(this.db(), userId, holder);
    await recordWorkInObject(this.db(), userId, moved, new Date(this.core.now()));
    this.storage.kv.put(TABLES_KEY, WORK_TABLES);
    this.where.record("object");
    return moved;
  }

  /** A new account's work rows start here (store-switch.ts, startHere), every table of them. */
  start(userId: string) {
    return this.where.startHere(async () => {
      await recordWorkInObject(this.db(), userId, { rows: 0 }, new Date(this.core.now()));
      this.storage.kv.put(TABLES_KEY, WORK_TABLES);
    });
  }

  private async moveToD1(userId: string) {
    // Writes wait for this, so nothing should change while D1 is written; checked all the same:
    // the last check, the switch to D1 and the forgetting here have no await between.
    for (let round = 0; round < 10; round++) {
      const rows = this.store.all();
      const copied = await copyWorkToD1(this.db(), userId, rows);
      if (JSON.stringify(this.store.all()) !== JSON.stringify(rows)) continue;
      this.where.record("d1");
      this.storage.kv.delete(TABLES_KEY);
      this.store.clear();
      // Left in work_moves when this fails: the rollback's walk asks again, and finds nothing to move.
      await forgetWorkInObject(this.db(), userId).catch((error: unknown) =>
        console.error("work move back: work_moves not updated", { userId, error: String(error) }),
      );
      return copied;
    }
    throw new Error("work move back: the rows kept changing while they were copied; the object keeps them");
  }

  private async owned<S extends z.ZodType<{ userId: string }>>(schema: S, input: unknown) {
    const parsed = schema.parse(input) as z.infer<S>;
    this.core.claimOwner(parsed.userId);
    return { input: parsed, rows: await this.source(parsed.userId) };
  }

  async get(input: z.input<typeof workKeySchema>) {
    const { input: call, rows } = await this.owned(workKeySchema, input);
    return rows.get(call.table, call.key);
  }

  async getMany(input: z.input<typeof workGetManySchema>) {
    const { input: call, rows } = await this.owned(workGetManySchema, input);
    return rows.getMany(call.requests);
  }

  async list(input: z.input<typeof workListSchema>) {
    const { input: call, rows } = await this.owned(workListSchema, input);
    return rows.list(call.table, call.where);
  }

  async put(input: z.input<typeof workPutSchema>) {
    const { input: call, rows } = await this.owned(workPutSchema, input);
    // Completed here, once, so either store holds the very same row (D1's defaults, the object's clock).
    const now = new Date(this.core.now());
    await rows.put(
      call.table,
      call.rows.map((row) => completeRow(call.table, call.userId, row, now)),
      { keepExisting: call.keepExisting, unlessHeld: call.unlessHeld },
    );
  }

  async update(input: z.input<typeof workUpdateSchema>) {
    const { input: call, rows } = await this.owned(workUpdateSchema, input);
    return rows.update(call.table, call.key, completeChange(call.table, call.set, new Date(this.core.now())), call.where);
  }

  async remove(input: z.input<typeof workRemoveSchema>) {
    const { input: call, rows } = await this.owned(workRemoveSchema, input);
    return rows.remove(call.table, call.keys, { unlessHeld: call.unlessHeld });
  }

  async all(input: z.input<typeof ownerSchema>) {
    const { userId } = ownerSchema.parse(input);
    this.core.claimOwner(userId);
    await this.where.settled();
    return this.state() === "object" ? this.store.all() : {};
  }

  /** The hourly move: also catches up rows an older release wrote to D1 after the applicant moved. */
  async move(input: z.input<typeof ownerSchema>) {
    const { userId } = ownerSchema.parse(input);
    this.core.claimOwner(userId);
    return this.where.move(userId, { rows: 0 });
  }

  async moveBack(input: z.input<typeof ownerSchema>) {
    const { userId } = ownerSchema.parse(input);
    this.core.claimOwner(userId);
    return this.where.moveBack(userId);
  }

  async size(input: z.input<typeof ownerSchema>) {
    this.core.claimOwner(ownerSchema.parse(input).userId);
    return { store: this.state(), ...this.store.size() };
  }
}
