import { env, exports } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { decode } from "turbo-stream";
import { eq } from "drizzle-orm";
import { createDb } from "../../db/client";
import { essaySubmissions } from "../../db/schema";
import { withVersionBody } from "../../app/services/essays/version-bodies.server";
import { userObjectClient } from "../../workers/user-object/client";
import { VERSION_KEY as MEMO_VERSION_KEY } from "../../workers/user-object/page-memo-store";
import type { UserObject as TestUserObject } from "../support/test-worker";
import type { EssayActionData } from "../../app/domain/schools/essay-actions";

export const db = () => createDb(env.DB);

// RPC promises are awaited through .then: `expect(rpcPromise).rejects` leaves a stray rejection.
/** The message a call to a user's object failed with, or null when it answered. */
export const rpcFailure = (call: PromiseLike<unknown>) =>
  Promise.resolve(call).then(
    () => null,
    (error: Error) => error.message,
  );

/**
 * An essay version as its readers see it: D1's row, with its text (and, for an essay's newest
 * version, its revision, counts and times) from the user's object where it is kept there.
 */
export async function essayRow(id: string) {
  const row = await db().select().from(essaySubmissions).where(eq(essaySubmissions.id, id)).get();
  return row ? withVersionBody(userObjectClient(env.USER_OBJECT, row.userId).versionBodies, row, "essayContent") : row;
}

/** A request to the worker under test, as a browser would send it. */
export function request(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  // A browser always sends Host; Remix's own check of form posts compares Origin with it.
  if (!headers.has("host")) headers.set("host", "localhost");
  return exports.default.fetch(new Request(`http://localhost${path}`, { redirect: "manual", ...init, headers }));
}

/**
 * Signs a new applicant up through the real auth API; returns their cookie and id. Each comes
 * from an address of its own, as separate people would: the credential guard counts per client.
 */
export async function signUp(email = `applicant-${crypto.randomUUID()}@example.com`, password = "correct-horse-battery") {
  const response = await request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost", "cf-connecting-ip": uniqueIp() },
    body: JSON.stringify({ email, password, name: "" }),
  });
  const body = (await response.json()) as { user?: { id: string } };
  if (!response.ok || !body.user) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(body)}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return { cookie, userId: body.user.id, email };
}

/** A user's object as the test worker builds it (tests/support/test-worker.ts), with what only tests may ask of it. */
export const testObject = (userId: string) => env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)) as unknown as DurableObjectStub<TestUserObject>;

/**
 * Rows written straight into D1 for an applicant, as no request of theirs writes them: their pages'
 * memo is told, as every writer outside their own requests tells it (workers/page-memo.ts).
 */
export const pagesChanged = (userId: string) => userObjectClient(env.USER_OBJECT, userId).pageMemo.changed();

/** The version of an applicant's page memo, read inside their object (it moves on with each emptying). */
export const memoVersion = (userId: string) =>
  runInDurableObject(env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)), (_instance, state) => state.storage.kv.get<number>(MEMO_VERSION_KEY) ?? 0);

/**
 * An applicant whose account was made before new accounts started their writing in their object
 * (user-object.ts, accountStart): what D1 holds of it moves into the object on first use. For the
 * tests of that move, and for writing seeded in D1 the old way (tests/factories.ts).
 */
export async function signUpFromBefore() {
  const account = await signUp();
  await testObject(account.userId).forgetStart({ userId: account.userId });
  return account;
}

/**
 * A form post from the app's own pages (same origin), optionally signed in. Without `ip` it comes
 * from an address of its own, so per-client limits count only what a test sends on purpose.
 */
export function postForm(path: string, fields: Record<string, string>, options: { cookie?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" };
  if (options.cookie) headers.cookie = options.cookie;
  headers["cf-connecting-ip"] = options.ip ?? uniqueIp();
  return request(path, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
}

/** A JSON post from the app's own pages. */
export function postJson(path: string, body: unknown, cookie?: string) {
  const headers: Record<string, string> = { origin: "http://localhost", "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  return request(path, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
}

/** The cookies a response sets, as a Cookie header. */
export function cookiesOf(response: Response) {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

export const uniqueEmail = () => `applicant-${crypto.randomUUID()}@example.com`;
export const uniqueIp = () => `203.0.113.${Math.floor(Math.random() * 250)}-${crypto.randomUUID()}`;

/** What a Remix action answered a `.data` request (single fetch's turbo-stream), as the browser reads it. */
export async function actionData<T>(response: Response): Promise<T> {
  const decoded = await decode(response.body!);
  await decoded.done;
  const value = decoded.value as { data?: T } | T;
  return (value && typeof value === "object" && "data" in value ? value.data : value) as T;
}

/** An essay save's answer, with its school as it comes: after the acknowledgment, in the same response. */
export async function essaySaveAnswer(response: Response) {
  const answer = await actionData<EssayActionData>(response);
  return { ...answer, school: await answer.school };
}

/**
 * The page an answer moves on to (an action's redirect with its toast, redirectWithToast), opened
 * with the answer's cookies and `cookie`: where the toast shows.
 */
export async function pageAfter(response: Response, cookie = "") {
  await response.text();
  if (response.status !== 302) throw new Error(`expected a redirect, got ${response.status}`);
  const cookies = [cookie, cookiesOf(response)].filter(Boolean).join("; ");
  return (await request(response.headers.get("location")!, { headers: { cookie: cookies } })).text();
}

/**
 * A browser's SDP offer, as the worker forwards it to OpenAI (the fakes answer any offer).
 * `marker` is carried in it, so that a test can script the fake for its own call.
 */
export const sdpOffer = (marker = "scout-offer") =>
  [
    "v=0",
    "o=- 4611731400430051336 2 IN IP4 127.0.0.1",
    "s=-",
    "t=0 0",
    "m=audio 9 UDP/TLS/RTP/SAVPF 111",
    "c=IN IP4 0.0.0.0",
    "a=sendrecv",
    `a=x-scout-test:${marker}`,
    "",
  ].join("\r\n");
