import { applyD1Migrations, reset } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Files that edit or count what every applicant shares (the catalogue, the prompts) start from an
// empty runtime's storage: every Durable Object, D1 among them, is deleted, then the migrations
// apply again (about 0.2 s). A runtime of their own per file gave them the same clean start at
// about 8 s a file, most of it loading the worker's modules again.
await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
