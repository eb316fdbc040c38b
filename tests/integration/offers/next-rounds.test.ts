import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationSteps, schoolSubmissions, userSchools } from "../../../db/schema";
import { readNextRounds } from "../../../app/services/offers/next-rounds.server";
import { addSchool, createTrial } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

// /app/next-rounds after a denial: the catalogue's schools whose next round is ahead (Columbia's
// Round 2 is the only 2026-27 date it holds), each added in one step to the applicant's own list;
// a school Scout does not offer, or one already theirs, is refused.

const dataPath = `/app/next-rounds.data?_routes=${encodeURIComponent("routes/app.next-rounds")}`;

async function denied() {
  const signed = await signUp();
  await createTrial(db(), signed.userId);
  await addSchool(db(), signed.userId, "Stanford GSB", 1);
  const [submission] = await db()
    .insert(schoolSubmissions)
    .values({
      userId: signed.userId,
      school: "Stanford GSB",
      cycle: "2026-2027",
      round: "R1",
      submittedOn: "2026-09-10",
      snapshot: { essays: [], answers: [], disclosure: null },
    })
    .returning();
  await db().insert(applicationSteps).values({
    userId: signed.userId,
    submissionId: submission!.id,
    school: "Stanford GSB",
    seq: 1,
    kind: "decision",
    decision: "denied",
    happenedOn: "2026-11-20",
  });
  return signed;
}

describe("the rounds still open", () => {
  it("lists Columbia's Round 2 after a denial and adds it in one step, to this applicant only", async () => {
    const alice = await denied();
    const bob = await signUp();
    const page = await request("/app/next-rounds", { headers: { cookie: alice.cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const before = await readNextRounds(db(), alice.userId, "2026-11-29");
    expect(before.denied).toEqual(["Stanford GSB"]);
    expect(before.open.map((school) => school.name)).toContain("Columbia");

    expect((await postForm(dataPath, { intent: "add", school: "Columbia" }, { cookie: alice.cookie })).status).toBe(200);
    const mine = await db().select().from(userSchools).where(eq(userSchools.userId, alice.userId));
    expect(mine.map((row) => row.school).sort()).toEqual(["Columbia", "Stanford GSB"]);
    expect(await db().select().from(userSchools).where(eq(userSchools.userId, bob.userId))).toHaveLength(0);
    expect((await readNextRounds(db(), alice.userId, "2026-11-29")).open.map((school) => school.name)).not.toContain("Columbia");
  });

  it("refuses a school Scout does not offer, one already added, and an empty or unknown intent", async () => {
    const alice = await denied();
    const unknown = await postForm(dataPath, { intent: "add", school: "Hogwarts" }, { cookie: alice.cookie });
    expect(unknown.status).toBe(404);
    const again = await postForm(dataPath, { intent: "add", school: "Stanford GSB" }, { cookie: alice.cookie });
    expect(again.status).toBe(409);
    expect((await postForm(dataPath, { intent: "add", school: "" }, { cookie: alice.cookie })).status).toBe(400);
    expect((await postForm(dataPath, { intent: "remove", school: "Columbia" }, { cookie: alice.cookie })).status).toBe(400);
    // Without a plan or a trial, adding is refused: the school list's own rule.
    const bob = await signUp();
    expect((await postForm(dataPath, { intent: "add", school: "Columbia" }, { cookie: bob.cookie })).status).toBe(403);
    expect(await db().select().from(userSchools).where(eq(userSchools.userId, alice.userId))).toHaveLength(1);
  });
});
