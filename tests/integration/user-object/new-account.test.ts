import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { chatMoves, workMoves } from "../../../db/schema";
import { FAKE_PORTS } from "../../fakes/ports";
import { scriptFake } from "../../fakes/control";
import { createTrial } from "../../factories";
import { is, openChatSocket } from "../coach/chat-socket";
import { db, request, signUp, signUpFromBefore, testObject } from "../helpers";

// A new account's writing starts in its object (user-object.ts, accountStart): its first pages and
// its first chat message ask nothing of D1's primary to learn that D1 holds none of it, where an
// account made before moves each kind on first use, one empty read after another.

/** The round trips to D1's primary that every user's object of this isolate has made (the test worker counts them). */
const primaryTrips = async () => ((await (await request("/api/test/object-d1")).json()) as { primary: number }).primary;

/** The first pages and the first chat message of an applicant on the trial; the primary trips their object made for them. */
async function firstSteps(account: { cookie: string; userId: string }, marker: string) {
  await createTrial(db(), account.userId);
  const before = await primaryTrips();
  for (const path of ["/app", "/app/goals", "/app/resume", "/app/ask"]) {
    const page = await request(path, { headers: { cookie: account.cookie } });
    await page.text();
    expect(page.status, path).toBe(200);
  }
  await scriptFake(FAKE_PORTS.openai, { match: marker, chunks: ["Start with the moment ", marker] });
  const tab = await openChatSocket(account.cookie);
  tab.send(`Where do I start? ${marker}`);
  await tab.next(is("reply"));
  tab.close();
  // The counters' copy into D1 follows the answer: the trips are counted once it has been made.
  await vi.waitFor(async () => expect(await primaryTrips()).toBeGreaterThan(before), { timeout: 5_000 });
  return (await primaryTrips()) - before;
}

describe("a new account's object", () => {
  it("holds its chat, essays and work rows from the start, and is on both rollback lists with nothing moved", async () => {
    const { userId } = await signUp();
    const object = testObject(userId);
    expect((await object.conversationsSize({ userId })).store).toBe("object");
    expect((await object.workRowsSize({ userId })).store).toBe("object");
    expect((await object.essayTextsSize({ userId })).store).toBe("object");
    expect(
      await db().select({ conversations: chatMoves.conversations, messages: chatMoves.messages }).from(chatMoves).where(eq(chatMoves.userId, userId)),
    ).toEqual([{ conversations: 0, messages: 0 }]);
    expect(await db().select({ rows: workMoves.rows }).from(workMoves).where(eq(workMoves.userId, userId))).toEqual([{ rows: 0 }]);
  });

  it("makes its first pages and first chat message with one trip to the primary (the counters' copy), where an older account's makes one per kind it moves", async () => {
    const fresh = await firstSteps(await signUp(), `new-account-${crypto.randomUUID()}`);
    const older = await firstSteps(await signUpFromBefore(), `older-account-${crypto.randomUUID()}`);
    expect(fresh).toBe(1);
    expect(older).toBeGreaterThan(5);
  });
});
