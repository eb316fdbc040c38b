import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { accountArchives, emailOutbox } from "../../../db/schema";
import worker from "../../../workers/entry";
import { docxText } from "../../support/export-files";
import { db, postForm, request, signUp } from "../helpers";
import { deliverToQueue } from "../queue-delivery";
import { fillAccount, userOwnedTables } from "../user-owned-tables";

// The account archive inside workerd: asked for on /account, built by the export queue's
// job into R2, downloaded by its owner only, expired by the hourly cron, deleted with the account.

const ask = (cookie: string) => postForm("/account", { intent: "request-archive" }, { cookie });
const archivesOf = (userId: string) =>
  db()
    .select()
    .from(accountArchives)
    .where(and(eq(accountArchives.userId, userId)));
const queuedOf = async (userId: string) => (await archivesOf(userId)).filter((row) => row.status === "queued");

/**
 * The archive once built. Miniflare runs the queue's own consumer as well (wrangler.toml), which may
 * take the message before the test delivers it: whichever claims it builds it, once.
 */
const readyArchive = (userId: string, id: string) =>
  vi.waitFor(
    async () => {
      const [row] = (await archivesOf(userId)).filter((r) => r.id === id);
      if (row?.status !== "ready" || !row.objectKey) throw new Error("not built yet");
      return row;
    },
    { timeout: 20_000, interval: 50 },
  );

const deliverTo = (queue: string, ...bodies: unknown[]) => deliverToQueue(queue, bodies);
const deliver = (...bodies: unknown[]) => deliverToQueue("scout-export", bodies);

/** A full account that asked for an archive, and the job's message for it (delivered by the test). */
async function askedFor() {
  const person = await signUp();
  await fillAccount(person.userId, person.email);
  const response = await ask(person.cookie);
  expect(response.status).toBe(200);
  await response.text();
  const [archive] = await queuedOf(person.userId);
  return { ...person, archive: archive!, message: { kind: "account_archive", archiveId: archive!.id, userId: person.userId } };
}

describe("asking for an archive", () => {
  it("two requests at once make one archive; another while it is prepared is refused with why", async () => {
    const { cookie, userId } = await signUp();
    const answers = await Promise.all([ask(cookie), ask(cookie)]);
    const statuses = answers.map((answer) => answer.status).sort();
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(statuses).toEqual([200, 429]);
    expect(bodies.join(" ")).toContain("already being prepared");
    expect(await archivesOf(userId)).toHaveLength(1);
  });

  it("allows three a day, then says so", async () => {
    const { cookie, userId } = await signUp();
    const earlier = new Date(Date.now() - 60 * 60 * 1000 - 1000);
    await db()
      .insert(accountArchives)
      .values([0, 1, 2].map(() => ({ userId, status: "ready" as const, requestedAt: earlier })));
    const refused = await ask(cookie);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("3 archives a day");
  });
});

describe("the archive", () => {
  it("is built once under a duplicate message, holds every user table and nothing of another user, and is announced by e-mail", async () => {
    const bob = await signUp();
    await fillAccount(bob.userId, bob.email);
    const alice = await askedFor();

    const results = [await deliver(alice.message, alice.message), await deliver(alice.message)];
    expect(results.flatMap((result) => result.explicitAcks)).toHaveLength(3);
    const row = await readyArchive(alice.userId, alice.archive.id);
    expect(row.expiresAt!.getTime() - row.readyAt!.getTime()).toBe(24 * 60 * 60 * 1000);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, alice.email));
    expect(mails.filter((mail) => mail.subject === "Your Scout archive is ready")).toHaveLength(1);

    const download = await request(`/account/archive/${alice.archive.id}`, { headers: { cookie: alice.cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const json = strFromU8(files["account.json"]!);
    const account = JSON.parse(json) as { tables: Record<string, Record<string, unknown>[]> };

    // The schema walk: every table with a user_id column (as the deletion test finds them) is in
    // the archive with the rows fillAccount put there; a table added later without being exported fails here.
    for (const table of await userOwnedTables()) {
      expect(account.tables[table], `table ${table} in the archive`).toBeDefined();
      expect(account.tables[table]!.length, `rows of ${table}`).toBeGreaterThan(0);
      expect(account.tables[table]!.every((r) => r.user_id === alice.userId)).toBe(true);
    }
    expect(account.tables.user).toEqual([expect.objectContaining({ id: alice.userId, email: alice.email })]);
    // Every version's text, the older one's read from the user's object (docs/scale.md step 1).
    expect(account.tables.essay_submissions!.map((r) => r.essay_content).sort()).toEqual(["My story", "My story, retold"]);
    // Every message, the one in the user's object and the one still in D1 (docs/scale.md step 2).
    expect(account.tables.chat_messages!.map((r) => r.content).sort()).toEqual(["Hello", "Hello from the object"]);
    // Every word of the writer's dictionary, the one in the user's object and the one still in D1 (step 3).
    expect(account.tables.user_words!.map((r) => r.word).sort()).toEqual(["objectword", "zorbing"]);
    // Nothing of Bob's, and no sign-in secret.
    expect(json).not.toContain(bob.userId);
    expect(json).not.toContain(bob.email);
    expect(account.tables.account!.every((r) => !("password" in r))).toBe(true);
    expect(account.tables.session!.every((r) => !("token" in r))).toBe(true);
    expect(account.tables.calendar_feeds!.every((r) => !("token_hash" in r))).toBe(true);
    expect(json).not.toContain(`hash-${alice.userId}`);
    // Each essay's current text as Word.
    const essays = Object.keys(files).filter((name) => name.startsWith("essays/"));
    expect(essays).toHaveLength(1);
    expect(docxText(files[essays[0]!]!)).toContain("My story");
    expect(strFromU8(files["README.txt"]!)).toContain(alice.email);

    // Only its owner may download it.
    const asBob = await request(`/account/archive/${alice.archive.id}`, { headers: { cookie: bob.cookie } });
    expect(asBob.status).toBe(404);
    expect(await asBob.text()).not.toContain(alice.email);
  });

  it("expires after 24 hours: the link is a 404 and the hourly cron deletes the object", async () => {
    const alice = await askedFor();
    await deliver(alice.message);
    const ready = await readyArchive(alice.userId, alice.archive.id);
    expect(await env.ARCHIVES.head(ready.objectKey!)).not.toBeNull();
    await db()
      .update(accountArchives)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountArchives.id, ready.id));
    const late = await request(`/account/archive/${ready.id}`, { headers: { cookie: alice.cookie } });
    expect(late.status).toBe(404);
    await late.text();

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "0 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await env.ARCHIVES.head(ready.objectKey!)).toBeNull();
    const [after] = await archivesOf(alice.userId).then((rows) => rows.filter((r) => r.id === ready.id));
    expect(after!.objectKey).toBeNull();
    const page = await request("/account", { headers: { cookie: alice.cookie } });
    expect(await page.text()).toContain("Expired and deleted.");
  });

  it("that never could be built is marked failed from the dead-letter queue, and may be asked for again", async () => {
    const alice = await askedFor();
    const result = await deliverTo("scout-export-dlq", alice.message);
    expect(result.explicitAcks).toEqual(["m0"]);
    const [failed] = await archivesOf(alice.userId).then((rows) => rows.filter((r) => r.id === alice.archive.id));
    expect(failed!.status).toBe("failed");
    const again = await ask(alice.cookie);
    expect(again.status).toBe(200);
    await again.text();
  });

  it("is deleted with the account", async () => {
    const alice = await askedFor();
    await deliver(alice.message);
    const ready = await readyArchive(alice.userId, alice.archive.id);
    expect(await env.ARCHIVES.head(ready.objectKey!)).not.toBeNull();
    const deleted = await postForm("/account/delete", {}, { cookie: alice.cookie });
    expect(deleted.status).toBe(302);
    await deleted.text();
    expect(await env.ARCHIVES.head(ready.objectKey!)).toBeNull();
  });
});
