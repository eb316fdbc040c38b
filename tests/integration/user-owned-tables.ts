import { env } from "cloudflare:workers";

/** Every table with a user_id column (D1 allows PRAGMA statements, not pragma table functions). */
export async function userOwnedTables() {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
  ).all<{ name: string }>();
  const owned: string[] = [];
  for (const { name } of tables.results) {
    const columns = await env.DB.prepare(`PRAGMA table_info("${name}")`).all<{ name: string }>();
    if (columns.results.some((column) => column.name === "user_id")) owned.push(name);
  }
  return owned;
}

/** How many rows each user-owned table still holds for this user (plus the user row itself). */
export async function rowsLeftFor(userId: string) {
  const left: Record<string, number> = {};
  for (const name of await userOwnedTables()) {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM "${name}" WHERE user_id = ?`).bind(userId).first<{ n: number }>();
    left[name] = row?.n ?? 0;
  }
  const userRow = await env.DB.prepare(`SELECT count(*) AS n FROM "user" WHERE id = ?`).bind(userId).first<{ n: number }>();
  left.user = userRow?.n ?? 0;
  return left;
}
