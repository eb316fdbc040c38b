import { z } from "zod";
import type { WorkRows } from "../../app/services/work-rows/work-rows.server";
import { WORK_TABLES, type AnyWorkRow, type WorkTable } from "../../app/services/work-rows/work-tables.server";

// The calls that read and keep an applicant's work rows (feedback, the writing checks' state:
// app/services/work-rows/work-tables.server.ts) in their object (docs/scale.md step 3). Validated
// inside the object too: an RPC boundary is a boundary.
const userId = z.string().min(1);
const table = z.enum(WORK_TABLES as [WorkTable, ...WorkTable[]]);
const key = z
  .array(z.union([z.string().max(20_000), z.number()]))
  .min(1)
  .max(4);
const values = z.record(z.string(), z.unknown());

export const workKeySchema = z.object({ userId, table, key });
export const workGetManySchema = z.object({ userId, requests: z.array(z.tuple([table, key])).max(100) });
export const workListSchema = z.object({ userId, table, where: values.optional() });
export const workPutSchema = z.object({ userId, table, rows: z.array(values).max(1_000), keepExisting: z.boolean().optional(), unlessHeld: key.optional() });
export const workUpdateSchema = z.object({ userId, table, key, set: values, where: values.optional() });
export const workRemoveSchema = z.object({ userId, table, keys: z.array(key).max(1_000), unlessHeld: key.optional() });

/** Where the object reads the applicant's work rows from: its own SQLite, or D1 (not moved yet, or moved back). */
export type WorkStoreState = "object" | "d1" | "unmoved";

/** One applicant's work rows, as the worker reaches them (client.ts: `userObject(id).workRows`). */
export type WorkRowsCapability = WorkRows & {
  /** Every row the object holds, by table (the account archive; D1's own rows are read there). */
  all: () => Promise<Partial<Record<WorkTable, AnyWorkRow[]>>>;
  /** Moves what D1 still holds of the applicant's work rows into the object, verified batch by batch. */
  move: () => Promise<{ rows: number }>;
  /** The rollback: the object's rows written back to D1, checked, then forgotten here; D1 is read from then on. */
  moveBack: () => Promise<{ rows: number }>;
  size: () => Promise<{ store: WorkStoreState; rows: number; bytes: number }>;
};
