import { Hono } from "hono";
import { z } from "zod";
import { usageKinds } from "../../app/domain/usage-limits";
import { ApiError } from "../api-error";
import type { ApiEnv } from "../context";
import { readJson } from "./read-json";
import { requireApiUser } from "./session-user";

// Only mounted when APP_ENV is "test" (the browser tests' own server): lets a test put the
// signed-in user near a trial limit without waiting five real minutes. Never in production.
export const testHooks = new Hono<ApiEnv>();

testHooks.post("/usage", async (c) => {
  const app = c.get("app");
  if (app.settings.APP_ENV !== "test") throw new ApiError("not_found", "No such API route.");
  const user = await requireApiUser(c);
  const body = await readJson(c.req.raw, z.object({ kind: z.enum(usageKinds), amount: z.number().int().positive().max(100_000) }).strict(), 512);
  return c.json(await app.userObject(user.id).recordUsage(body.kind, body.amount, null));
});
