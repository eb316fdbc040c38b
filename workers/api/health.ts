import { Hono } from "hono";
import { databaseAnswers, migrationLevel } from "../../app/services/admin/database-health.server";
import { isAdmin } from "../../app/services/platform/roles.server";
import { ApiError } from "../api-error";
import type { ApiEnv } from "../context";
import { userObjectClient } from "../user-object/client";
import { queuesInToml } from "../queues/wrangler-queues";
import wranglerToml from "../../wrangler.toml";
import { apiSessionUser } from "./session-user";

// What an operator or a monitor asks first: is Scout up, which outside services are configured
// (yes or no, never a secret), which build is running and which migration the database has.
// ?deep=1 (an admin's session, or the HEALTH_TOKEN bearer) also checks that D1 and a user's
// Durable Object answer and that every queue wrangler.toml declares a producer for is bound, with
// how long each took.
export const healthRoutes = new Hono<ApiEnv>();

const producers = queuesInToml(wranglerToml).producers;

healthRoutes.get("/", async (c) => {
  const app = c.get("app");
  const { settings } = app;
  const migration = await migrationLevel(app.db);
  const body = {
    ok: migration !== null,
    requestId: c.get("requestId"),
    version: settings.BUILD_VERSION,
    migration,
    services: {
      ai: Boolean(settings.OPENAI_API_KEY),
      payments: Boolean(settings.STRIPE_SECRET_KEY),
      stripeWebhook: Boolean(settings.STRIPE_WEBHOOK_SECRET),
      googleSignIn: Boolean(settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET),
      email: Boolean(settings.EMAIL_API_KEY),
      newsletter: Boolean(settings.NEWSLETTER_WEBHOOK_URL),
    },
  };
  if (c.req.query("deep") !== "1") return c.json(body);
  if (!(await mayLookDeeper(c.req.raw, app))) throw new ApiError("forbidden", "The deep check needs an admin or the health token.");
  const [d1, userObject] = await Promise.all([
    timed(() => databaseAnswers(app.db)),
    // A fixed, never-signed-in id: reading its counters touches no user's data.
    timed(async () => typeof (await userObjectClient(c.env.USER_OBJECT, "health-check").usage.read()).textMessages === "number"),
  ]);
  const bindings = c.env as unknown as Record<string, { send?: unknown } | undefined>;
  const queues = Object.fromEntries(producers.map(({ queue, binding }) => [queue, typeof bindings[binding]?.send === "function"]));
  const ok = body.ok && d1.ok && userObject.ok && producers.length > 0 && Object.values(queues).every(Boolean);
  return c.json({ ...body, ok, checks: { d1, userObject, queues } }, ok ? 200 : 503);
});

async function mayLookDeeper(request: Request, app: ApiEnv["Variables"]["app"]) {
  const token = app.settings.HEALTH_TOKEN;
  if (token && request.headers.get("authorization") === `Bearer ${token}`) return true;
  const user = await apiSessionUser(app);
  return user !== null && (await isAdmin(app.db, user.id));
}

async function timed(check: () => Promise<boolean>) {
  const started = Date.now();
  try {
    return { ok: await check(), ms: Date.now() - started };
  } catch (error) {
    console.error("health check failed", { error: String(error) });
    return { ok: false, ms: Date.now() - started };
  }
}
