import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Every test file starts from the real migrations (applying is a no-op once they are in).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
