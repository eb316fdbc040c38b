import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { essaySubmissions, userSchools } from "../../../db/schema";
import { type NavSchool, type SavedSchool, mergeSavedSchool } from "../../../app/domain/schools/workspace";
import { setItemStatus } from "../../../app/services/applications/checklist.server";
import { listOwnWorkspace } from "../../../app/services/schools/workspace.server";
import { userObjectClient } from "../../../workers/user-object/client";
import type { UserObject } from "../../support/test-worker";
import { createTrial } from "../../factories";
import { actionData, db, essayRow, essaySaveAnswer, postForm, signUp } from "../helpers";
import type { EssayActionData } from "../../../app/domain/schools/essay-actions";
import { type AcknowledgedSave, type SchoolReadBack, saveEssayAcknowledged } from "../../../app/services/essays/essay-save.server";

// A save answers only what its text changes of its school (its essays' words, states and
// progress, and the school's progress), read for that one school: the editor's page takes it into
// the workspace it loaded, which must then show exactly what a reload would.

afterEach(() => {
  vi.restoreAllMocks();
});

const testObject = (userId: string) => env.USER_OBJECT.get(env.USER_OBJECT.idFromName(userId)) as unknown as DurableObjectStub<UserObject>;

/** A trial user with Wharton added, Essay 2 called Final and the transcripts done (the school's progress is its whole application's). */
async function writer() {
  const user = await signUp();
  await createTrial(db(), user.userId);
  await (await postForm("/app/schools", { intent: "add", school: "Wharton" }, { cookie: user.cookie })).text();
  const essays = await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, user.userId));
  const first = essays.find((row) => row.essayTitle.startsWith("Essay 1"))!;
  const second = essays.find((row) => row.essayTitle.startsWith("Essay 2"))!;
  await (await postForm(`/app/essays/${second.id}.data`, { intent: "status", status: "final" }, { cookie: user.cookie })).text();
  expect(await setItemStatus(db(), user.userId, "Wharton", "transcripts", "done", "2026-11-29")).toBeTruthy();
  return { ...user, first };
}

async function save(cookie: string, id: string, content: string, baseRevision: number) {
  const response = await postForm(`/app/essays/${id}.data`, { intent: "save", content, baseRevision: String(baseRevision) }, { cookie });
  expect(response.status).toBe(200);
  return essaySaveAnswer(response);
}

/** The workspace as a reload gives it to its applicant: D1's, with the counts their object has not handed D1 yet. */
const listWorkspace = (userId: string) => listOwnWorkspace(db(), userObjectClient(env.USER_OBJECT, userId), userId);

const changed = (school: NavSchool): SavedSchool => ({
  school: school.school,
  progress: school.progress,
  essayCount: school.essayCount,
  essays: school.essays,
});

describe("a save's answer", () => {
  it("carries only its school's essays and progress, which the workspace then shows as a reload does", async () => {
    const { cookie, userId, first } = await writer();
    const loaded = await listWorkspace(userId);
    let revision = 0;
    // The first own words (the trial's claim, read in D1 first), then saves the object alone takes.
    for (const text of ["One two three.", "One two three four five six seven.", "Shorter now."]) {
      const answer = await save(cookie, first.id, text, revision);
      revision = answer.saved!.revision;
      expect(Object.keys(answer.school!).sort(), text).toEqual(["essayCount", "essays", "progress", "school"]);
      const reloaded = await listWorkspace(userId);
      expect(answer.school, text).toEqual(changed(reloaded[0]!));
      // What the page shows: the workspace it loaded with the answer taken in, as a reload gives it.
      expect(mergeSavedSchool(loaded, new Map([["Wharton", answer.school!]])), text).toEqual(reloaded);
    }
    const shown = (await listWorkspace(userId))[0]!;
    expect(shown.essays.find((essay) => essay.id === first.id)).toMatchObject({ used: 2, state: "draft" });
    expect(shown.essays.find((essay) => essay.essayTitle.startsWith("Essay 2"))).toMatchObject({ state: "final", progress: 100 });
  });

  it("is the same for an applicant whose newest texts are in D1 (the write and the school's reads in one batch)", async () => {
    const { cookie, userId, first } = await writer();
    await testObject(userId).setEssayStore("d1");
    const loaded = await listWorkspace(userId);
    const written = await save(cookie, first.id, "Written in D1, five words.", 0);
    const again = await save(cookie, first.id, "Written in D1 again, now six words.", written.saved!.revision);
    const reloaded = await listWorkspace(userId);
    expect((await db().select().from(essaySubmissions).where(eq(essaySubmissions.id, first.id)).get())?.bodyInObject).toBe(false);
    expect(again.school).toEqual(changed(reloaded[0]!));
    expect(mergeSavedSchool(loaded, new Map([["Wharton", again.school!]]))).toEqual(reloaded);
  });

  it("names no school when the essay's school is no longer one of the applicant's (the workspace does not show it)", async () => {
    const { cookie, userId, first } = await writer();
    const answer = await save(cookie, first.id, "My own words first.", 0);
    await db()
      .delete(userSchools)
      .where(and(eq(userSchools.userId, userId), eq(userSchools.school, "Wharton")));
    const later = await save(cookie, first.id, "My own words, later.", answer.saved!.revision);
    expect(later.saved).toBeDefined();
    expect(later.school).toBeNull();
  });

  it("is acknowledged once the applicant's object has stored it: its school's read, not back yet, holds nothing up", async () => {
    const { cookie, userId, first } = await writer();
    const claimed = await save(cookie, first.id, "My own words first.", 0);
    let readBackComes!: () => void;
    const comes = new Promise<void>((resolve) => (readBackComes = resolve));
    const readBack: SchoolReadBack = {
      withWrite: () => Promise.reject(new Error("a save the object takes writes nothing to D1")),
      afterSave: async () => {
        await comes;
        return { essay: { id: first.id, school: "Wharton", essayTitle: first.essayTitle, version: 1 }, school: null };
      },
    };
    const object = userObjectClient(env.USER_OBJECT, userId);
    const answer = await saveEssayAcknowledged(readBack, db(), object, userId, first.id, "Stored before the read came back.", claimed.saved!.revision);
    expect(answer).toMatchObject({ ok: true, acknowledged: true, revision: claimed.saved!.revision + 1 });
    expect((await essayRow(first.id))?.essayContent).toBe("Stored before the read came back.");
    // Answered above while the read-back was held; let through, it settles with the essay's row.
    readBackComes();
    expect(await (answer as AcknowledgedSave).settled).toMatchObject({
      ok: true,
      essay: { id: first.id, revision: claimed.saved!.revision + 1 },
      school: null,
    });
  });

  it("is sent by the route with its school to follow in the same answer, not inline", async () => {
    const { cookie, first } = await writer();
    const claimed = await save(cookie, first.id, "My own words first.", 0);
    const fields = { intent: "save", content: "Next words, acknowledged first.", baseRevision: String(claimed.saved!.revision) };
    const answer = await actionData<EssayActionData>(await postForm(`/app/essays/${first.id}.data`, fields, { cookie }));
    expect(answer.saved).toEqual({ revision: claimed.saved!.revision + 1 });
    expect(answer.school).toBeInstanceOf(Promise);
    expect(await answer.school).toMatchObject({ school: "Wharton", essayCount: expect.any(Number) });
  });
});
