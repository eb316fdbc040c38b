import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  createdDatabaseId,
  databaseIdIn,
  missingBuckets,
  missingQueues,
  missingSettings,
  namesInDotenv,
  namesInSecretList,
  namesInTomlVars,
  withDatabaseId,
} from "./plan";

const projectToml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");

describe("npm run deploy's plan", () => {
  it("lists the required settings that are missing, and the rest of a group that is half set", () => {
    expect(missingSettings([])).toEqual(["BETTER_AUTH_SECRET", "APP_URL", "OPENAI_API_KEY", "EMAIL_API_KEY"]);
    expect(missingSettings(["BETTER_AUTH_SECRET", "APP_URL", "OPENAI_API_KEY", "EMAIL_API_KEY"])).toEqual([]);
    expect(missingSettings(["BETTER_AUTH_SECRET", "APP_URL", "OPENAI_API_KEY", "EMAIL_API_KEY", "STRIPE_SECRET_KEY", "GOOGLE_CLIENT_ID"])).toEqual([
      "STRIPE_PUBLISHABLE_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "STRIPE_PRICE_ESSENTIAL",
      "STRIPE_PRICE_PRO",
      "STRIPE_PRICE_LEGACY",
      "GOOGLE_CLIENT_SECRET",
    ]);
  });

  it("reads the names a dotenv file sets, skipping empty values and comments", () => {
    expect(namesInDotenv('# comment\nBETTER_AUTH_SECRET=abc\nAPP_URL=""\nOPENAI_API_KEY = sk-1\nEMPTY=\n')).toEqual(["BETTER_AUTH_SECRET", "OPENAI_API_KEY"]);
  });

  it("reads the plain settings wrangler.toml's [vars] sets", () => {
    expect(namesInTomlVars('name = "scout"\n[vars]\nAPP_ENV = "production"\nAPP_URL = "https://x"\n\n[assets]\ndirectory = "b"\n')).toEqual([
      "APP_ENV",
      "APP_URL",
    ]);
    expect(namesInTomlVars('name = "scout"\n')).toEqual([]);
  });

  it("reads wrangler's secret list, and a Worker that does not exist yet has none", () => {
    expect(namesInSecretList('[{"name":"BETTER_AUTH_SECRET","type":"secret_text"}]')).toEqual(["BETTER_AUTH_SECRET"]);
    expect(namesInSecretList("✘ [ERROR] This Worker does not exist on your account.")).toEqual([]);
  });

  it("finds the database by name, and the id of one just created", () => {
    expect(databaseIdIn('[{"uuid":"11111111-2222-3333-4444-555555555555","name":"scout"},{"uuid":"x","name":"other"}]')).toBe(
      "11111111-2222-3333-4444-555555555555",
    );
    expect(databaseIdIn("[]")).toBeNull();
    expect(createdDatabaseId('[[d1_databases]]\nbinding = "DB"\ndatabase_name = "scout"\ndatabase_id = "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee"')).toBe(
      "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee",
    );
    expect(createdDatabaseId('{ "d1_databases": [{ "binding": "DB", "database_id": "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee" }] }')).toBe(
      "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee",
    );
  });

  it("names the queues wrangler.toml declares that do not exist yet, dead-letter queues included", () => {
    const table = "┌──────┬────────────────┐\n│ id   │ name           │\n│ 1    │ scout-feedback │\n│ 2    │ scout-email-dlq │\n";
    expect(missingQueues(projectToml, table)).toEqual([
      "scout-feedback-dlq",
      "scout-email",
      "scout-export",
      "scout-export-dlq",
      "scout-interview",
      "scout-interview-dlq",
    ]);
    const toml = '[[queues.producers]]\nbinding = "A"\nqueue = "a"\n\n[[queues.consumers]]\nqueue = "a"\ndead_letter_queue = "a-dlq"\n';
    expect(missingQueues(toml, "│ a │")).toEqual(["a-dlq"]);
  });

  it("names the R2 buckets that do not exist yet", () => {
    expect(missingBuckets("name:           other-bucket\ncreation_date:  2026-11-25T00:00:00.000Z\n")).toEqual(["scout-archives"]);
    expect(missingBuckets("name:           scout-archives\ncreation_date:  2026-11-25T00:00:00.000Z\n")).toEqual([]);
  });

  it("writes the database id into wrangler.toml's D1 binding only", () => {
    const toml =
      '[vars]\nX = "00000000-0000-0000-0000-000000000000"\n\n[[d1_databases]]\nbinding = "DB"\ndatabase_name = "scout"\ndatabase_id = "00000000-0000-0000-0000-000000000000"\n';
    const next = withDatabaseId(toml, "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee");
    expect(next).toContain('database_id = "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee"');
    expect(next).toContain('X = "00000000-0000-0000-0000-000000000000"');
  });
});
