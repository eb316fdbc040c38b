import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../../db/schema";
import { createConversation, createEssay, createFeedbackJob, createTrial, createUser, saveGoals, saveResume } from "../../factories";
import { db } from "../helpers";
import { userOwnedTables } from "../user-owned-tables";

type ForeignKey = { table: string; from: string; on_delete: string };

describe("D1 through drizzle", () => {
  it("writes and reads an essay scoped to its user", async () => {
    const applicant = await createUser(db());
    const essay = await createEssay(db(), applicant.id, { essayContent: "Hello" });
    const read = await db().select().from(schema.essaySubmissions).where(eq(schema.essaySubmissions.userId, applicant.id)).all();
    expect(read).toEqual([expect.objectContaining({ id: essay.id, status: "draft", version: 1, revision: 0, essayContent: "Hello" })]);
  });

  it("refuses a row that names a user who does not exist", async () => {
    await expect(createEssay(db(), "user_missing")).rejects.toThrow();
  });

  it("deletes every row a user owns when the user is deleted", async () => {
    const applicant = await createUser(db());
    const essay = await createEssay(db(), applicant.id);
    await createFeedbackJob(db(), applicant.id, essay.id);
    await createTrial(db(), applicant.id);
    await saveGoals(db(), applicant.id, { longTermVision: "Run a climate fund" });
    await saveResume(db(), applicant.id, "Analyst, 2019-2024");
    await createConversation(db(), applicant.id, "Hi", [{ type: "user", content: "Hello" }]);
    await db().insert(schema.userRoles).values({ userId: applicant.id, role: "admin" });
    await db().insert(schema.userSchools).values({ userId: applicant.id, school: "Wharton", position: 1 });

    await db().delete(schema.user).where(eq(schema.user.id, applicant.id));

    // Every table with a user_id column: a new table cannot be forgotten by account deletion.
    const tables = await userOwnedTables();
    expect(tables.length).toBeGreaterThanOrEqual(15);
    for (const name of tables) {
      const left = await env.DB.prepare(`SELECT count(*) AS n FROM "${name}" WHERE user_id = ?`).bind(applicant.id).first<{ n: number }>();
      expect({ table: name, rows: left?.n }).toEqual({ table: name, rows: 0 });
    }
  });

  it("gives every user-owned table an ON DELETE CASCADE reference to the user", async () => {
    for (const name of await userOwnedTables()) {
      const keys = await env.DB.prepare(`PRAGMA foreign_key_list("${name}")`).all<ForeignKey>();
      const toUser = keys.results.find((key) => key.from === "user_id");
      expect({ table: name, ref: toUser?.table, onDelete: toUser?.on_delete }).toEqual({ table: name, ref: "user", onDelete: "CASCADE" });
    }
  });
});
