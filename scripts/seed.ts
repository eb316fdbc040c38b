import { getPlatformProxy } from "wrangler";
import { createDb } from "../db/client";
import { DEMO_ACCOUNT, seedDemoAccount } from "../db/seed";

// Seeds the local D1 that `wrangler dev` uses (.wrangler/state), through wrangler's own proxy.
const { env, dispose } = await getPlatformProxy<Env>();
try {
  const result = await seedDemoAccount(createDb(env.DB));
  console.log(`\n  Demo account ${result === "created" ? "created" : "ready"}: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}\n`);
} finally {
  await dispose();
}
