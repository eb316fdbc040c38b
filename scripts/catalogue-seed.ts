import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { zoneFromCatalogue } from "../app/domain/deadlines/deadlines";

// Writes migrations/0006_catalogue_seed.sql from the facts files in db/catalogue (both cycles):
// the 15 schools, their essays and round deadlines, all published and none verified (no one has
// checked them against the schools' own pages yet). `npm run catalogue:seed`; the output is
// deterministic (stable ids), so running it again changes nothing unless the facts files did.
// Once 0006 has been applied anywhere, change the catalogue in /admin/catalogue, not here.

const root = path.join(import.meta.dirname, "..");
const CURRENT_CYCLE = "2026-2027";
const CYCLES = ["2025-2026", "2026-2027"] as const;

// The product's names (what user_schools.school and essays store) and stable ids, by the facts file's short name.
const schools: Record<string, { id: string; name: string }> = {
  HBS: { id: "harvard", name: "Harvard Business School" },
  "Stanford GSB": { id: "stanford-gsb", name: "Stanford GSB" },
  Wharton: { id: "wharton", name: "Wharton" },
  Kellogg: { id: "kellogg", name: "Kellogg" },
  "Chicago Booth": { id: "booth", name: "Booth" },
  "MIT Sloan": { id: "mit-sloan", name: "MIT Sloan" },
  Tuck: { id: "tuck", name: "Tuck" },
  CBS: { id: "columbia", name: "Columbia" },
  "NYU Stern": { id: "nyu-stern", name: "NYU Stern" },
  "Yale SOM": { id: "yale-som", name: "Yale SOM" },
  "Berkeley Haas": { id: "berkeley-haas", name: "Berkeley Haas" },
  Darden: { id: "darden", name: "Darden" },
  "Michigan Ross": { id: "michigan-ross", name: "Michigan Ross" },
  "Duke Fuqua": { id: "duke-fuqua", name: "Duke Fuqua" },
  "Cornell Johnson": { id: "cornell-johnson", name: "Cornell Johnson" },
};

type FactsEssay = {
  title: string;
  /** null where the question is known to exist but its text was not found. */
  prompt: string | null;
  paraphrase?: boolean;
  limit?: string | null;
  hardLimit?: boolean | null;
  kind: string;
  required: boolean;
  chooseOneGroup?: string | null;
  textCycle: string;
  sources: string[];
  note?: string;
};
type FactsDeadline = { round: string; date: string | null; time?: string | null; timezone?: string | null; previousCycleDate?: string | null; note?: string };
type FactsSchool = { school: string; shortName: string; cycle: string; sources: string[]; essays: FactsEssay[]; deadlines: FactsDeadline[] };

const readFacts = (cycle: string): FactsSchool[] => JSON.parse(readFileSync(path.join(root, "db/catalogue", `schools-${cycle}.json`), "utf8"));

function sql(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

/** "12:00 PM" → "12:00", "5:00 pm" → "17:00"; a 24-hour "17:00" passes; null when absent. */
function time24(text: string | null | undefined): string | null {
  if (!text) return null;
  const match = /^(\d{1,2}):(\d{2})\s*([AaPp][Mm])?$/.exec(text.trim());
  if (!match) throw new Error(`Unreadable deadline time: ${text}`);
  let hours = Number(match[1]);
  const meridiem = match[3]?.toUpperCase();
  if (meridiem === "PM" && hours < 12) hours += 12;
  if (meridiem === "AM" && hours === 12) hours = 0;
  return `${String(hours).padStart(2, "0")}:${match[2]}`;
}

function insert(table: string, row: Record<string, string | number | boolean | null | undefined>): string {
  const columns = Object.keys(row);
  return `INSERT INTO \`${table}\` (${columns.map((column) => `\`${column}\``).join(", ")}) VALUES (${columns.map((column) => sql(row[column])).join(", ")});`;
}

const cycleTag = (cycle: string) => cycle.replace(/^20(\d\d)-20(\d\d)$/, "$1$2");

const statements: string[] = [];
const current = readFacts(CURRENT_CYCLE);
current.forEach((school, position) => {
  const product = schools[school.shortName];
  if (!product) throw new Error(`No product name for ${school.shortName}`);
  statements.push(
    insert("catalogue_schools", {
      id: product.id,
      name: product.name,
      full_name: school.school,
      short_name: school.shortName,
      cycle: CURRENT_CYCLE,
      cycle_note: school.cycle,
      position,
    }),
  );
});
for (const cycle of CYCLES) {
  for (const school of readFacts(cycle)) {
    const product = schools[school.shortName]!;
    school.essays.forEach((essay, position) => {
      statements.push(
        insert("catalogue_essays", {
          id: `${product.id}-${cycleTag(cycle)}-essay-${position + 1}`,
          school_id: product.id,
          cycle,
          text_cycle: essay.textCycle,
          position,
          title: essay.title,
          // A question whose text was not found is stored with an empty prompt (shown as not yet known).
          prompt: essay.prompt ?? "",
          limit: essay.limit ?? null,
          hard_limit: essay.hardLimit === true,
          kind: essay.kind,
          required: essay.required,
          choose_one_group: essay.chooseOneGroup ?? null,
          paraphrase: essay.paraphrase === true,
          sources: JSON.stringify(essay.sources),
          note: essay.note ?? null,
          verified_on: null,
          status: "published",
        }),
      );
    });
    school.deadlines.forEach((deadline, position) => {
      statements.push(
        insert("catalogue_deadlines", {
          id: `${product.id}-${cycleTag(cycle)}-round-${position + 1}`,
          school_id: product.id,
          cycle,
          round: deadline.round,
          position,
          date: deadline.date ?? null,
          time: time24(deadline.time),
          time_zone: zoneFromCatalogue(deadline.timezone),
          previous_cycle_date: deadline.previousCycleDate ?? null,
          note: deadline.note ?? null,
          // The facts files give sources per school, not per round.
          sources: JSON.stringify(school.sources),
          verified_on: null,
          status: "published",
        }),
      );
    });
  }
}

const header = `-- Generated by scripts/catalogue-seed.ts from db/catalogue/schools-*.json (npm run catalogue:seed). Do not edit by hand.\n`;
writeFileSync(path.join(root, "migrations/0006_catalogue_seed.sql"), header + statements.join("\n--> statement-breakpoint\n") + "\n");
console.log(`Wrote ${statements.length} statements to migrations/0006_catalogue_seed.sql`);
