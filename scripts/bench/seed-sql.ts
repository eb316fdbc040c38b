import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import type { SQLiteInsertBase } from "drizzle-orm/sqlite-core";
import { drizzle } from "drizzle-orm/sqlite-proxy";
import * as schema from "../../db/schema";

// The bench's way into the server's own local D1 (.wrangler/e2e): SQL run by `wrangler d1
// execute --local`, and drizzle's insert statements written out with their values, so that seeded
// rows are what the app itself writes.

export const STATE = ".wrangler/e2e";
const exec = promisify(execFile);
const sqlOnly = drizzle(async () => ({ rows: [] }), { schema });

/** Runs SQL against the server's local D1 (a file, or a command): each statement's rows. */
export async function d1(sqlText: string): Promise<Record<string, unknown>[][]> {
  const args = ["d1", "execute", "DB", "--local", "--persist-to", STATE];
  if (sqlText.length > 2_000) {
    mkdirSync("bench", { recursive: true });
    writeFileSync("bench/d1.sql", sqlText);
    args.push("--file", "bench/d1.sql", "--json");
  } else args.push("--command", sqlText, "--json");
  const { stdout } = await exec("wrangler", args, { maxBuffer: 256 * 1024 * 1024, env: { ...process.env, CI: "true", CLOUDFLARE_CF_FETCH_ENABLED: "false" } });
  const results = JSON.parse(stdout) as { results: Record<string, unknown>[] }[];
  return results.map((result) => result.results ?? []);
}

/** drizzle's statement with its parameters written in, for a SQL file. */
function inline(query: Pick<SQLiteInsertBase<never, "async", unknown>, "toSQL">): string {
  const { sql, params } = query.toSQL();
  let next = 0;
  let inString = false;
  let out = "";
  for (const char of sql) {
    if (char === "'") inString = !inString;
    if (char === "?" && !inString) out += literal(params[next++]);
    else out += char;
  }
  return `${out};`;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** Rows in statements of `size` rows (a local D1 statement is kept well under 100 KB). */
export function inserts<T extends keyof typeof schema>(table: T, rows: Record<string, unknown>[], size: number): string[] {
  const out: string[] = [];
  for (let start = 0; start < rows.length; start += size) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    out.push(inline(sqlOnly.insert(schema[table] as any).values(rows.slice(start, start + size) as any)));
  }
  return out;
}
