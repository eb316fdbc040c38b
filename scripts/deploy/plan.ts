import { queuesInToml } from "../../workers/queues/wrangler-queues";

// What `npm run deploy` decides, as plain functions (tested in plan.test.ts); scripts/deploy.ts
// runs wrangler around them.

/** The database and the settings a production Scout needs; the queues are those wrangler.toml names. */
export const DATABASE_NAME = "scout";

// The R2 buckets wrangler.toml binds (the account archives).
export const BUCKETS = ["scout-archives"] as const;

// Without these the product is broken for someone: sign-in (the secret), links in e-mails and
// the same-origin check (APP_URL), password resets and trial reminders (e-mail), and coaching (AI).
export const REQUIRED_SETTINGS = ["BETTER_AUTH_SECRET", "APP_URL", "OPENAI_API_KEY", "EMAIL_API_KEY"] as const;

// Settings that work only together: one of a group set means all of it must be.
export const SETTING_GROUPS: { name: string; settings: string[] }[] = [
  {
    name: "Stripe",
    settings: ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_ESSENTIAL", "STRIPE_PRICE_PRO", "STRIPE_PRICE_LEGACY"],
  },
  { name: "Google sign-in", settings: ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"] },
];

/** The settings still missing, given those already on the Worker and those about to be uploaded. */
export function missingSettings(present: Iterable<string>): string[] {
  const have = new Set(present);
  const missing: string[] = REQUIRED_SETTINGS.filter((name) => !have.has(name));
  for (const group of SETTING_GROUPS) {
    if (group.settings.some((name) => have.has(name))) missing.push(...group.settings.filter((name) => !have.has(name)));
  }
  return missing;
}

/** The names set (non-empty) in a dotenv file's text. */
export function namesInDotenv(text: string): string[] {
  return text
    .split("\n")
    .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => Boolean(match && match[2]!.replace(/^["']|["']$/g, "").trim()))
    .map((match) => match[1]!);
}

/** The names wrangler.toml's [vars] sets (plain settings, not secrets). */
export function namesInTomlVars(toml: string): string[] {
  const section = /^\[vars\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml)?.[1] ?? "";
  return [...section.matchAll(/^\s*([A-Z0-9_]+)\s*=/gm)].map((match) => match[1]!);
}

/** The names in `wrangler secret list --format json`'s output ([] when the Worker does not exist yet). */
export function namesInSecretList(json: string): string[] {
  try {
    const list = JSON.parse(json) as { name?: unknown }[];
    return Array.isArray(list) ? list.map((entry) => String(entry.name)) : [];
  } catch {
    return [];
  }
}

/** The id of the database named `name` in `wrangler d1 list --json`'s output, or null. */
export function databaseIdIn(json: string, name = DATABASE_NAME): string | null {
  const list = JSON.parse(json) as { name: string; uuid: string }[];
  return list.find((database) => database.name === name)?.uuid ?? null;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** The new database's id in `wrangler d1 create`'s output. */
export function createdDatabaseId(output: string): string | null {
  return /database_id"?\s*[:=]\s*"([0-9a-f-]{36})"/.exec(output)?.[1] ?? UUID.exec(output)?.[0] ?? null;
}

/** The queues wrangler.toml names (produced to, consumed, dead letters) that `wrangler queues list` does not show. */
export function missingQueues(toml: string, listOutput: string): string[] {
  return queuesInToml(toml).names.filter((queue) => !new RegExp(`(^|[\\s│|])${queue}([\\s│|]|$)`, "m").test(listOutput));
}

/** The buckets `wrangler r2 bucket list` does not name yet. */
export function missingBuckets(listOutput: string): string[] {
  return BUCKETS.filter((bucket) => !new RegExp(`(^|[\\s:│|])${bucket}([\\s│|]|$)`, "m").test(listOutput));
}

export const PLACEHOLDER_DATABASE_ID = "00000000-0000-0000-0000-000000000000";

/** wrangler.toml with the D1 binding's database_id set to `id`. */
export function withDatabaseId(toml: string, id: string): string {
  const next = toml.replace(/(\[\[d1_databases\]\][^[]*?database_id\s*=\s*")[^"]*(")/, `$1${id}$2`);
  if (next === toml && !toml.includes(id)) throw new Error("wrangler.toml has no [[d1_databases]] database_id to set");
  return next;
}
