import { z } from "zod";
import { inArray } from "drizzle-orm";
import { essaySubmissions, subscriptions, userRoles } from "../../db/schema";
import { forgetChatInObject } from "../../app/services/coach/chat-move.server";
import { forgetWorkInObject } from "../../app/services/work-rows/work-move.server";
import { STORE_KEYS } from "../../workers/user-object/store-switch";
import { TABLES_KEY } from "../../workers/user-object/work-row-calls";
import { withVersionBody } from "../../app/services/essays/version-bodies.server";
import { usageKinds } from "../../app/domain/billing/usage-limits";
import { errorBody } from "../../app/domain/platform/http-errors";
import { createAppContext } from "../../workers/context";
import worker from "../../workers/entry";
import { apiSessionUser } from "../../workers/api/session-user";
import { UserObject as ShippedUserObject } from "../../workers/user-object/user-object";
import type { ChatRows } from "../../app/services/coach/chat-source.server";
import { type PrototypeEssay, PrototypeEssays, runScalePrototype } from "./scale-prototype";
import { sweepVersionBodies } from "../../app/services/essays/version-body-sweep.server";
import { tally, withLatency } from "../../scripts/bench/latency-model";
import { countingD1 } from "../../workers/observability/counting-d1";

// The worker the tests run (vitest's `main`, and `wrangler dev` for the browser tests): the shipped
// worker exactly, plus what only tests may do. Nothing here is in what `wrangler deploy` uploads.

/** Each user's object, with a clock the tests can set and the rate window reachable by RPC. */
export class UserObject extends ShippedUserObject {
  private clockMs: number | null = null;

  // The bench's latency model, when its server names a region: the object's own D1 round trips
  // cross from where it lives (near its user) to the database. Counted too (objectD1): the request
  // lines do not carry what objects write after their answer (essays' summaries).
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, countingObjectD1(withLatency(env)));
  }

  protected override now(): number {
    return this.clockMs ?? Date.now();
  }

  private chatStore: "object" | "d1" | null = null;
  protected override chatStoreWanted() {
    return this.chatStore ?? super.chatStoreWanted();
  }
  /** Sets where this object keeps the chat, as CHAT_STORE would (null: the setting again); in memory only. */
  async setChatStore(store: "object" | "d1" | null) {
    this.chatStore = store;
  }

  private essayStore: "object" | "d1" | null = null;
  protected override essayStoreWanted() {
    return this.essayStore ?? super.essayStoreWanted();
  }
  /** Sets where this object keeps the essays' newest texts, as ESSAY_STORE would (null: the setting again); in memory only. */
  async setEssayStore(store: "object" | "d1" | null) {
    this.essayStore = store;
  }
  private workStore: "object" | "d1" | null = null;
  protected override workStoreWanted() {
    return this.workStore ?? super.workStoreWanted();
  }
  /** Sets where this object keeps the work rows, as WORK_STORE would (null: the setting again); in memory only. */
  async setWorkStore(store: "object" | "d1" | null) {
    this.workStore = store;
  }

  /**
   * Undoes accountStart: the object of an account made before new accounts started their writing
   * here, which moves what D1 holds of it on first use, and is on neither rollback list.
   */
  async forgetStart(input: { userId: string }) {
    this.claimOwner(input.userId);
    for (const key of [...Object.values(STORE_KEYS), TABLES_KEY]) this.ctx.storage.kv.delete(key);
    await forgetChatInObject(this.background.db, input.userId);
    await forgetWorkInObject(this.background.db, input.userId);
  }

  /** Sets the object's clock (null: the real time again). */
  async setClock(ms: number | null) {
    this.clockMs = ms;
  }

  /** The storage prototype (scale-prototype.ts): the applicant's essays in this object's SQLite. */
  private prototype: PrototypeEssays | null = null;
  async prototypeLoad(input: { userId: string; essays: PrototypeEssay[] }) {
    this.claimOwner(input.userId);
    this.prototype ??= new PrototypeEssays(this.ctx.storage.sql);
    this.prototype.load(input.essays);
  }
  async prototypeSave(input: { userId: string; id: string; content: string; baseRevision: number }) {
    this.claimOwner(input.userId);
    this.prototype ??= new PrototypeEssays(this.ctx.storage.sql);
    return this.prototype.save(input.id, input.content, input.baseRevision);
  }

  /** Conversations kept in this object as the product keeps them (tests seed a chat without the model). */
  async seedChat(input: { userId: string; rows: ChatRows }) {
    this.claimOwner(input.userId);
    await this.conversations.source(input.userId);
    for (const conversation of input.rows.conversations) this.conversationStore.importConversation(conversation);
    this.conversationStore.addMessages(input.rows.messages);
  }

  /** The chat rate window on its own, at a given time: whether one more message may go through. */
  async admitChatMessage(input: { userId: string; now: number }) {
    this.claimOwner(input.userId);
    return this.rateWindow.admit(input.now);
  }
}

const usageSchema = z.object({ kind: z.enum(usageKinds), amount: z.number().int().positive().max(100_000) }).strict();

/** POST /api/test/usage: puts the signed-in user near a trial limit without five real minutes. */
async function setUsage(request: Request, env: Env) {
  const app = createAppContext(env, request);
  const user = await apiSessionUser(app);
  if (!user) return Response.json(errorBody("unauthenticated", "Please sign in first.", app.requestId), { status: 401 });
  const body = usageSchema.parse(await request.json());
  return Response.json(await app.userObject(user.id).usage.record(body.kind, body.amount, null));
}

/** POST /api/test/admin: makes the signed-in user an admin (the browser tests' operator). */
async function makeAdmin(request: Request, env: Env) {
  const app = createAppContext(env, request);
  const user = await apiSessionUser(app);
  if (!user) return Response.json(errorBody("unauthenticated", "Please sign in first.", app.requestId), { status: 401 });
  await app.db.insert(userRoles).values({ userId: user.id, role: "admin" }).onConflictDoNothing();
  // As workers/http.ts does after every request that writes: the user's pages' memo goes.
  await app.pageMemo.emptied();
  return Response.json({ admin: true });
}

/** POST /api/test/plan: gives the signed-in user a paid Pro plan (the browser tests run without Stripe). */
async function makePaid(request: Request, env: Env) {
  const app = createAppContext(env, request);
  const user = await apiSessionUser(app);
  if (!user) return Response.json(errorBody("unauthenticated", "Please sign in first.", app.requestId), { status: 401 });
  await app.db
    .insert(subscriptions)
    .values({ userId: user.id, status: "active", tier: "pro", currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) })
    .onConflictDoNothing();
  await app.pageMemo.emptied();
  return Response.json({ paid: true });
}

/**
 * POST /api/test/from-before: the signed-in user's object as an account made before new accounts
 * started their writing there (UserObject.forgetStart): the bench seeds writing straight into D1,
 * as an older release wrote it, which the object then moves on first use or the hourly move.
 */
async function fromBefore(request: Request, env: Env) {
  const app = createAppContext(env, request);
  const user = await apiSessionUser(app);
  if (!user) return Response.json(errorBody("unauthenticated", "Please sign in first.", app.requestId), { status: 401 });
  const object = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(user.id)) as unknown as DurableObjectStub<UserObject>;
  await object.forgetStart({ userId: user.id });
  return Response.json({ fromBefore: true });
}

/**
 * POST /api/test/version-bodies: the hourly cron's version-body sweep (docs/scale.md step 1), run
 * until nothing is left to move (the bench seeds versions straight into D1, as data written before
 * the move existed), then the signed-in user's chat, essays' newest texts and work rows moved too
 * (steps 2 and 3), then what their object holds. The bench's storage part.
 */
async function moveVersionBodies(request: Request, env: Env) {
  const app = createAppContext(env, request);
  const user = await apiSessionUser(app);
  if (!user) return Response.json(errorBody("unauthenticated", "Please sign in first.", app.requestId), { status: 401 });
  let moved = 0;
  for (let run = 0; run < 50; run++) {
    const swept = await sweepVersionBodies(app.db, app.userObject);
    moved += swept.moved;
    if (swept.moved === 0) break;
  }
  const object = app.userObject(user.id);
  const chatMoved = await object.conversations.move();
  const essaysMoved = await object.essayTexts.move();
  const workMoved = await object.workRows.move();
  await app.pageMemo.emptied();
  return Response.json({
    moved,
    object: await object.versionBodies.size(),
    chatMoved,
    chat: await object.conversations.size(),
    essaysMoved,
    essays: await object.essayTexts.size(),
    workMoved,
    work: await object.workRows.size(),
  });
}

/**
 * POST /api/test/essay-texts: each named essay's revision and text as its readers see them (the
 * text, and the revision, from the user's object where it is kept). The bench's save ledger.
 */
async function essayTexts(request: Request, env: Env) {
  const { ids } = z.object({ ids: z.array(z.string()).max(1_000) }).parse(await request.json());
  const app = createAppContext(env, request);
  // D1 binds at most 100 values a statement: deadline night tracks one essay per typist (200).
  const chunks = Array.from({ length: Math.ceil(ids.length / 90) }, (_, i) => ids.slice(i * 90, i * 90 + 90));
  const rows = (await Promise.all(chunks.map((chunk) => app.db.select().from(essaySubmissions).where(inArray(essaySubmissions.id, chunk))))).flat();
  const found = await Promise.all(rows.map((row) => withVersionBody(app.userObject(row.userId).versionBodies, row, "essayContent")));
  return Response.json(found.map((row) => ({ id: row!.id, revision: row!.revision, content: row!.essayContent })));
}

/**
 * What every user's object of this isolate has asked of D1 since it started: round trips (all to
 * the primary: an object reads and writes outside a Sessions API session; on deadline night, the
 * saves' summaries) and their statements' time inside the database. Read by the bench (GET
 * /api/test/object-d1) before and after deadline night: the primary's time the objects cost it.
 */
const objectD1 = { roundTrips: 0, primary: 0, d1Ms: 0 };
function countingObjectD1(env: Env): Env {
  return {
    ...env,
    DB: countingD1(
      env.DB,
      (instance) => {
        objectD1.roundTrips += 1;
        if (instance === "primary") objectD1.primary += 1;
      },
      (ms) => (objectD1.d1Ms += ms),
    ),
  };
}

/** GET /api/test/latency: what the bench's latency model has charged so far (404 without a region). */
function latencyTally(env: Env) {
  if (withLatency(env) === env) return Response.json(errorBody("not_found", "No latency model here.", crypto.randomUUID()), { status: 404 });
  return Response.json(tally);
}

export default {
  ...worker,
  queue: (batch, env, ctx) => worker.queue(batch, withLatency(env), ctx),
  scheduled: (controller, env, ctx) => worker.scheduled(controller, withLatency(env), ctx),
  fetch: (request, rawEnv, ctx) => {
    const env = withLatency(rawEnv);
    const path = new URL(request.url).pathname;
    if (request.method === "GET" && path === "/api/test/latency") return latencyTally(rawEnv);
    if (request.method === "GET" && path === "/api/test/object-d1") return Response.json(objectD1);
    if (request.method === "POST" && path === "/api/test/usage") return setUsage(request, env);
    if (request.method === "POST" && path === "/api/test/admin") return makeAdmin(request, env);
    if (request.method === "POST" && path === "/api/test/scale-prototype") return runScalePrototype(request, env);
    if (request.method === "POST" && path === "/api/test/plan") return makePaid(request, env);
    if (request.method === "POST" && path === "/api/test/version-bodies") return moveVersionBodies(request, env);
    if (request.method === "POST" && path === "/api/test/from-before") return fromBefore(request, env);
    if (request.method === "POST" && path === "/api/test/essay-texts") return essayTexts(request, env);
    return worker.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
