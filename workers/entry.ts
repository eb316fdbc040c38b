import type { ServerBuild } from "@remix-run/cloudflare";
// @ts-ignore: the Remix server build exists only after `remix vite:build` (npm run build).
import * as remixBuild from "../build/server";
import { handleScheduled } from "./cron/scheduled";
import { createHttpApp } from "./http";
import { runObservedCron } from "./observability/jobs";
import { consumeQueue } from "./queues/consumers";

export { UserObject } from "./user-object/user-object";

const http = createHttpApp(remixBuild as unknown as ServerBuild);

export default {
  fetch: (request, env, ctx) => http.fetch(request, env, ctx),
  queue: (batch, env, _ctx) => consumeQueue(batch, env),
  scheduled: (controller, env, _ctx) => runObservedCron(controller, env, handleScheduled),
} satisfies ExportedHandler<Env>;
