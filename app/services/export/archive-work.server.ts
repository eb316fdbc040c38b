import { getTableColumns } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { type AnyWorkRow, WORK_TABLES, type WorkTable, keyOf, workTables } from "../work-rows/work-tables.server";

// The account archive's work rows (feedback, the writing checks' state): in the applicant's
// object once moved (docs/scale.md step 3), in D1 before; the archive shows them as D1 did, each
// in its own table, from both places (a row in both, mid-move, once: the object's).

type ArchiveRow = Record<string, unknown>;

/** The object's work rows, as the archive asks for them. */
export type ArchivedWork = { all: () => Promise<Partial<Record<WorkTable, AnyWorkRow[]>>> };

/** `archiveRow` keys a row by column name and leaves out the columns the archive withholds. */
export function withObjectWork(
  data: Record<string, ArchiveRow[]>,
  held: Partial<Record<WorkTable, AnyWorkRow[]>>,
  archiveRow: (table: SQLiteTable, row: ArchiveRow) => ArchiveRow,
) {
  for (const table of WORK_TABLES) {
    const fromObject = held[table] ?? [];
    if (fromObject.length === 0) continue;
    const columns = Object.entries(getTableColumns(workTables[table].table));
    // D1's rows are keyed by column name here; the key is read back through the field names.
    const fieldsOf = (row: ArchiveRow) => Object.fromEntries(columns.map(([field, column]) => [field, row[column.name]]));
    const inObject = new Set(fromObject.map((row) => keyOf(table, row)));
    const inD1 = (data[table] ?? []).filter((row) => !inObject.has(keyOf(table, fieldsOf(row))));
    data[table] = [...inD1, ...fromObject.map((row) => archiveRow(workTables[table].table, row))];
  }
  return data;
}
