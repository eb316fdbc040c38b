import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { userRoles } from "../../db/schema";
import worker from "../../workers/entry";
import { createTrial, createUser } from "../factories";
import { db, request, uniqueIp } from "../integration/helpers";
import { userOwnedTables } from "../integration/user-owned-tables";
import { seedAlice, userObject } from "./applicants";
import { type FuzzEntry, type Owner, type Submission, fuzzTable } from "./fuzz-table";
import { manifestRouteIds } from "./manifest";

// The battery finds the class of fault the probe found by hand. Every Remix action
// (from the server build's manifest) gets bodies no page of ours sends and fields bent the ways a
// script bends them. Whatever comes in: a 4xx or an answer, never a 5xx; a refusal stores nothing
// of the owner's; and afterwards the owner's pages still load and the hourly cron still runs.

const OWNER_PASSWORD = "correct-horse-battery"; // helpers.signUp's
const MB = 1024 * 1024;

/** Field values bent: spaces around, a CR/LF that would split a header or a calendar line, a NUL. */
const bends: [string, (value: string) => string][] = [
  ["spaces around", (value) => `  ${value}  `],
  ["CR/LF", (value) => `${value}\r\nX-Injected: 1`],
  ["NUL", (value) => `${value}\u0000`],
];

async function seedOwner(): Promise<Owner> {
  const alice = await seedAlice();
  await db().insert(userRoles).values({ userId: alice.userId, role: "admin" });
  // The owner as an applicant is after the release's moves: their first call to their object would
  // otherwise move rows out of D1, which the snapshot would take for a refusal storing something.
  await userObject(alice.userId).workRows.move();
  await userObject(alice.userId).essayTexts.move();
  const target = await createUser(db());
  await createTrial(db(), target.id);
  return { ...alice, password: OWNER_PASSWORD, targetUserId: target.id };
}

/** Everything stored for the owner, in every user-owned table (sessions aside: reading a page touches them). */
let ownedTables: Promise<string[]> | undefined;
async function snapshot(userId: string) {
  ownedTables ??= userOwnedTables().then((names) => names.filter((name) => name !== "session"));
  const tables = await ownedTables;
  const reads = [
    ...tables.map((name) => env.DB.prepare(`SELECT * FROM "${name}" WHERE user_id = ? ORDER BY rowid`).bind(userId)),
    env.DB.prepare(`SELECT * FROM "user" WHERE id = ?`).bind(userId),
  ];
  const results = await env.DB.batch(reads);
  return JSON.stringify(results.map((result, index) => [tables[index] ?? "user", result.results]));
}

function send(entry: FuzzEntry, owner: Owner, path: string, headers: Record<string, string>, body: BodyInit) {
  return request(path, {
    method: "POST",
    headers: { origin: "http://localhost", "cf-connecting-ip": uniqueIp(), ...(entry.signedOut ? {} : { cookie: owner.cookie }), ...headers },
    body,
  });
}

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** A body far over any page's limit, streamed with no declared length (as a chunked upload is). */
function chunkedBody(bytes: number) {
  let sent = 0;
  const chunk = new TextEncoder().encode(`a=${"b".repeat(64 * 1024 - 2)}`);
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

type BadBody = [what: string, headers: Record<string, string>, body: () => BodyInit, status: number];

/** Bodies no page of ours sends, and the status each must get, whatever the route. */
function badBodies(entry: FuzzEntry, fields: Record<string, string>): BadBody[] {
  // A route that takes no fields still gets a body to refuse (an empty one is an empty form).
  const text = formBody(Object.keys(fields).length > 0 ? fields : { stray: "field" });
  const own = entry.json ? { "content-type": "application/json" } : FORM;
  const bodies: BadBody[] = [["text/plain", { "content-type": "text/plain" }, () => text, 415]];
  if (entry.json) bodies.push(["a form", FORM, () => text, 415]);
  else {
    bodies.push(
      ["JSON", { "content-type": "application/json" }, () => JSON.stringify(fields), 415],
      [
        "malformed multipart",
        { "content-type": "multipart/form-data; boundary=XYZ" },
        () => `--XYZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave`,
        400,
      ],
      ["multipart with no boundary", { "content-type": "multipart/form-data" }, () => `--XYZ\r\n\r\nsave\r\n--XYZ--`, 400],
    );
  }
  bodies.push(
    ["a 2 MB body", own, () => `${text}&pad=${"p".repeat(2 * MB)}`, 413],
    ["a 2 MB body with no declared length", own, () => chunkedBody(2 * MB), 413],
  );
  return bodies;
}

async function expectOwnerPagesLoad(owner: Owner) {
  for (const path of [
    "/app",
    `/app/essays/${owner.essay.id}`,
    "/app/deadlines",
    "/app/deadlines.ics",
    "/app/resume",
    "/app/goals",
    "/account",
    "/app/chat/history",
  ]) {
    const page = await request(path, { headers: { cookie: owner.cookie } });
    const text = await page.text();
    expect(page.status, `${path} after the fuzz: ${text.slice(0, 200)}`).toBe(200);
  }
}

async function expectCronRuns() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "0 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

async function fuzzSubmission(entry: FuzzEntry, owner: Owner, submission: Submission, withBadBodies: boolean) {
  const path = submission.path(owner);
  const fields = await submission.fields(owner);
  const encode = (values: Record<string, string>) => (entry.json ? JSON.stringify(values) : formBody(values));
  const headers = entry.json ? { "content-type": "application/json" } : FORM;
  const cases: [string, Record<string, string>, () => BodyInit, number | null][] = withBadBodies ? badBodies(entry, fields) : [];
  for (const field of Object.keys(fields)) {
    for (const [bend, change] of bends) cases.push([`${field} with ${bend}`, headers, () => encode({ ...fields, [field]: change(fields[field]!) }), null]);
  }
  for (const [what, caseHeaders, body, status] of cases) {
    const before = await snapshot(owner.userId);
    const response = await send(entry, owner, path, caseHeaders, body());
    const text = await response.text();
    const label = `${submission.name}, ${what}: ${response.status} ${text.slice(0, 200)}`;
    expect(response.status, label).toBeLessThan(500);
    if (status !== null) {
      expect(response.status, label).toBe(status);
      expect(JSON.parse(text), label).toMatchObject({ error: { code: expect.any(String), message: expect.any(String), requestId: expect.any(String) } });
    }
    if (response.status >= 400) expect(await snapshot(owner.userId), `${label}: a refusal stored something`).toBe(before);
  }
}

describe("the body fuzz", () => {
  it("has an entry for every Remix route with an action (a new action must join it)", () => {
    expect(manifestRouteIds("action").filter((id) => !(id in fuzzTable))).toEqual([]);
    expect(Object.keys(fuzzTable).filter((id) => !manifestRouteIds("action").includes(id))).toEqual([]);
  });

  for (const [route, entry] of Object.entries(fuzzTable)) {
    it(`${route}: bent bodies and fields are a 4xx or an answer, never a 5xx; a refusal stores nothing; the owner's pages and the cron still work`, async () => {
      const owner = await seedOwner();
      for (const [index, submission] of entry.submissions.entries()) await fuzzSubmission(entry, owner, submission, index === 0);
      if (!entry.endsSession) await expectOwnerPagesLoad(owner);
      await expectCronRuns();
    }, 120_000);
  }
});
