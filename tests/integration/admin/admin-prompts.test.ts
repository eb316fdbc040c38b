import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultPrompts } from "../../../app/content/default-prompts";
import { adminAuditLog, aiPrompts, feedbackJobs, userRoles, voiceSessions } from "../../../db/schema";
import worker from "../../../workers/entry";
import { fakeRequests } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import { createEssay, createFeedbackJob, createPaidPlan, createTrial, createUser } from "../../factories";
import { chatInObject } from "../coach/chat-rows";
import { is, openChatSocket } from "../coach/chat-socket";
import { db, postForm, postJson, request, sdpOffer, signUp } from "../helpers";

// /admin/prompts: admins only; every change audited; and the version in use is the one the next
// feedback run, chat answer and voice session use and record.

async function signUpAdmin() {
  const account = await signUp();
  await db().insert(userRoles).values({ userId: account.userId, role: "admin" });
  return account;
}

const TYPE_ROUTE = "routes/admin.prompts.$type";
const dataOf = (path: string, routeId: string) => `${path}.data?_routes=${encodeURIComponent(routeId)}`;

/** Saves a version as an admin (in use at once unless told otherwise); returns its number. */
async function saveVersion(cookie: string, type: string, text: string, activate = true) {
  const response = await postForm(
    `/admin/prompts/${type}`,
    { intent: "create", promptText: text, name: `Test ${text.slice(-12)}`, ...(activate ? { activate: "on" } : {}) },
    { cookie },
  );
  expect(response.status, await response.text()).toBe(302);
  const version = Number(new URL(response.headers.get("location")!, "http://localhost").searchParams.get("v"));
  expect(version).toBeGreaterThan(1);
  return version;
}

async function activate(cookie: string, type: string, version: number) {
  const response = await postForm(`/admin/prompts/${type}`, { intent: "activate", version: String(version) }, { cookie });
  expect(response.status, await response.text()).toBe(302);
}

async function runFeedbackJob(marker: string) {
  const applicant = await createUser(db());
  const essay = await createEssay(db(), applicant.id, { essayContent: `My story. ${marker}` });
  const job = await createFeedbackJob(db(), applicant.id, essay.id);
  const batch = createMessageBatch("scout-feedback", [{ id: "m0", timestamp: new Date(), attempts: 1, body: { jobId: job.id, userId: applicant.id } }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  await getQueueResult(batch, ctx);
  const done = await db().select().from(feedbackJobs).where(eq(feedbackJobs.id, job.id)).get();
  const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker)).at(-1)!;
  const instructions = (JSON.parse(sent.body) as { messages: { role: string; content: string }[] }).messages[0]!.content;
  return { job: done!, instructions };
}

describe("/admin/prompts for anyone who is not an admin", () => {
  it("is the 404 page for every page, data request and action, signed in or not, and changes nothing", async () => {
    const bob = await signUp();
    const page = "/admin/prompts/feedback_base";
    const probes = (cookie?: string) => [
      request("/admin/prompts", { headers: cookie ? { cookie } : {} }),
      request(dataOf("/admin/prompts", "routes/admin.prompts._index"), { headers: cookie ? { cookie } : {} }),
      request(`${page}?a=1&b=2&v=1`, { headers: cookie ? { cookie } : {} }),
      request(dataOf(page, TYPE_ROUTE), { headers: cookie ? { cookie } : {} }),
      postForm(page, { intent: "create", promptText: "Bob's prompt", name: "Bob's version", activate: "on" }, { cookie }),
      postForm(`${page}.data`, { intent: "create", promptText: "Bob's prompt", name: "Bob's version", activate: "on" }, { cookie }),
      postForm(page, { intent: "activate", version: "1" }, { cookie }),
      postForm(`${page}.data`, { intent: "activate", version: "1" }, { cookie }),
    ];
    for (const cookie of [bob.cookie, undefined]) {
      for (const response of await Promise.all(probes(cookie))) {
        const body = await response.text();
        expect(response.status, `${response.url} ${body.slice(0, 200)}`).toBe(404);
        expect(body).not.toContain(defaultPrompts.feedback_base!.slice(0, 40));
      }
    }
    expect(await db().select().from(aiPrompts).where(eq(aiPrompts.name, "Bob's version")).all()).toEqual([]);
    expect(await db().select().from(adminAuditLog).where(eq(adminAuditLog.actorEmail, bob.email)).all()).toEqual([]);
  });
});

describe("/admin/prompts for an admin", () => {
  it("lists every prompt type with the version in use", async () => {
    const admin = await signUpAdmin();
    const html = await (await request("/admin/prompts", { headers: { cookie: admin.cookie } })).text();
    for (const type of ["feedback_base", "resume_feedback", "essay_reference_material", "harvard_reference_material", "chat_essay", "voice_goals"]) {
      expect(html).toContain(`href="/admin/prompts/${type}"`);
    }
    expect(html).toContain("Version 1 of 1");
  });

  it("is a 404 for a prompt type that does not exist", async () => {
    const admin = await signUpAdmin();
    expect((await request("/admin/prompts/nonsense_type", { headers: { cookie: admin.cookie } })).status).toBe(404);
    const post = await postForm("/admin/prompts/nonsense_type", { intent: "activate", version: "1" }, { cookie: admin.cookie });
    expect(post.status).toBe(404);
  });

  it("saves a version with version 1 written as a row, audits it, shows it and diffs it", async () => {
    const admin = await signUpAdmin();
    const type = "stanford_reference_material";
    const marker = `stanford-${crypto.randomUUID()}`;
    const version = await saveVersion(admin.cookie, type, `Stanford values: what matters most. ${marker}`, false);
    const rows = await db().select().from(aiPrompts).where(eq(aiPrompts.promptType, type)).all();
    // Version 1 is the built-in text (none for reference material), by nobody; nothing else in use.
    expect(rows.find((row) => row.version === 1)).toMatchObject({ promptText: "", createdBy: null, isActive: true });
    expect(rows.find((row) => row.version === version)).toMatchObject({ createdBy: admin.userId, isActive: false });
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, "prompt"), eq(adminAuditLog.targetId, type), eq(adminAuditLog.actorEmail, admin.email)))
      .all();
    expect(audit).toEqual([
      expect.objectContaining({
        action: "prompt.create",
        actorId: admin.userId,
        before: { version: 1 },
        after: expect.objectContaining({ version, text: expect.stringContaining(marker) }),
      }),
    ]);
    expect(audit[0]!.requestId).toBeTruthy();

    await activate(admin.cookie, type, version);
    const activation = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, type), eq(adminAuditLog.action, "prompt.activate")))
      .all();
    expect(activation.at(-1)).toMatchObject({ before: { version: 1 }, after: { version }, actorEmail: admin.email });

    const page = await (await request(`/admin/prompts/${type}?a=1&b=${version}`, { headers: { cookie: admin.cookie } })).text();
    expect(page).toContain(`Version ${version} is in use.`);
    expect(page).toContain(admin.email);
    expect(page).toMatch(/<ins[^>]*><span class="sr-only">added: <\/span>Stanford values/);
    const overview = await (await request("/admin/prompts", { headers: { cookie: admin.cookie } })).text();
    expect(overview).toContain(`Version ${version} of ${version}`);
  });

  it("refuses an empty or overlong prompt text by its field, saving nothing", async () => {
    const admin = await signUpAdmin();
    const empty = await postForm("/admin/prompts/chat_goals", { intent: "create", promptText: "   ", name: "Empty" }, { cookie: admin.cookie });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("The prompt text is required.");
    const long = await postForm("/admin/prompts/chat_goals", { intent: "create", promptText: "x".repeat(20_001), name: "Long" }, { cookie: admin.cookie });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("at most 20,000 characters");
    expect(await db().select().from(aiPrompts).where(eq(aiPrompts.promptType, "chat_goals")).all()).toEqual([]);
  });
});

describe("what a rollback changes", () => {
  it("the next feedback run uses the older version and records it", async () => {
    const admin = await signUpAdmin();
    const [older, newer] = [`older-base-${crypto.randomUUID()}`, `newer-base-${crypto.randomUUID()}`];
    const olderVersion = await saveVersion(admin.cookie, "feedback_base", `${defaultPrompts.feedback_base} ${older}`);
    const newerVersion = await saveVersion(admin.cookie, "feedback_base", `${defaultPrompts.feedback_base} ${newer}`);

    const first = await runFeedbackJob(`job-one-${crypto.randomUUID()}`);
    expect(first.instructions).toContain(newer);
    expect(first.job).toMatchObject({ status: "done", promptVersions: { feedback_base: newerVersion } });

    await activate(admin.cookie, "feedback_base", olderVersion);
    const second = await runFeedbackJob(`job-two-${crypto.randomUUID()}`);
    expect(second.instructions).toContain(older);
    expect(second.instructions).not.toContain(newer);
    expect(second.job.promptVersions).toEqual({ feedback_base: olderVersion });

    // Back to the built-in default: version 1.
    await activate(admin.cookie, "feedback_base", 1);
    const third = await runFeedbackJob(`job-three-${crypto.randomUUID()}`);
    expect(third.instructions).not.toContain(older);
    expect(third.job.promptVersions).toEqual({ feedback_base: 1 });
  });

  it("the next chat answer uses the older version and records it", async () => {
    const admin = await signUpAdmin();
    const applicant = await signUp();
    await createTrial(db(), applicant.userId);
    const marker = `chat-prompt-${crypto.randomUUID()}`;
    const version = await saveVersion(admin.cookie, "chat_global", `${defaultPrompts.chat_global} ${marker}`);

    const answer = async (message: string) => {
      const tab = await openChatSocket(applicant.cookie);
      const requestId = tab.send(message);
      const accepted = await tab.next(is("accepted", (event) => event.requestId === requestId));
      const reply = await tab.next(is("reply", (event) => event.message.id === accepted.replyId));
      tab.close();
      const row = (await chatInObject(applicant.userId)).messages.find((message) => message.id === reply.message.id);
      const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(message)).at(-1)!;
      return { row: row!, system: (JSON.parse(sent.body) as { messages: { content: string }[] }).messages[0]!.content };
    };

    const first = await answer(`First question ${crypto.randomUUID()}`);
    expect(first.system).toContain(marker);
    expect(first.row).toMatchObject({ type: "assistant", promptVersions: { chat_global: version } });

    await activate(admin.cookie, "chat_global", 1);
    const second = await answer(`Second question ${crypto.randomUUID()}`);
    expect(second.system).toBe(defaultPrompts.chat_global);
    expect(second.row.promptVersions).toEqual({ chat_global: 1 });
    // The user's own messages record nothing.
    const mine = (await chatInObject(applicant.userId)).messages.filter((message) => message.type === "user");
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.promptVersions === null)).toBe(true);
  });

  it("a voice call records the versions of its instructions when it is created", async () => {
    const admin = await signUpAdmin();
    const applicant = await signUp();
    await createPaidPlan(db(), applicant.userId);
    const sessionsOf = () => db().select().from(voiceSessions).where(eq(voiceSessions.userId, applicant.userId)).orderBy(voiceSessions.createdAt).all();

    const before = await postJson("/api/voice/session", { context: "resume", sdp: sdpOffer() }, applicant.cookie);
    expect(before.status).toBe(200);
    await before.text();
    expect(await sessionsOf()).toEqual([expect.objectContaining({ context: "resume", promptVersions: { voice_resume: 1 } })]);

    const marker = `voice-prompt-${crypto.randomUUID()}`;
    const version = await saveVersion(admin.cookie, "voice_resume", `${defaultPrompts.voice_resume} ${marker}`);
    const after = await postJson("/api/voice/session", { context: "resume", sdp: sdpOffer(marker) }, applicant.cookie);
    expect(after.status).toBe(200);
    await after.text();
    expect((await sessionsOf()).at(-1)).toMatchObject({ context: "resume", promptVersions: { voice_resume: version } });
    const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.path === "/v1/realtime/calls" && entry.body.includes(marker)).at(-1)!;
    expect(JSON.parse(sent.body).session.instructions).toContain(marker);
  });
});
