import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// Writes migrations/0009_school_looks_for.sql from db/catalogue/looks-for.json: what each school
// says it looks for, in its own published words, each quote with its source. Quotes taken
// from a page quoting the school (not the school's own page) keep that page as `via`.
// `npm run catalogue:looks-for`; deterministic, so running it again changes nothing unless the file did.

type Quote = { kind: string; text: string; source: string; via?: string | null };
const root = path.join(import.meta.dirname, "..");
const facts = JSON.parse(readFileSync(path.join(root, "db/catalogue/looks-for.json"), "utf8")) as { schools: Record<string, { items: Quote[] }> };
const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;
const statements = Object.entries(facts.schools).map(
  ([id, { items }]) =>
    `UPDATE \`catalogue_schools\` SET \`looks_for\` = ${sqlText(JSON.stringify(items.map(({ kind, text, source, via }) => ({ kind, text, source, via: via ?? null }))))} WHERE \`id\` = ${sqlText(id)};`,
);
writeFileSync(path.join(root, "migrations/0009_school_looks_for.sql"), `${statements.join("\n--> statement-breakpoint\n")}\n`);
console.log(`migrations/0009_school_looks_for.sql: ${statements.length} schools`);
