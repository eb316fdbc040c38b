import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, aiDisclosures, catalogueAiPolicies, userRoles } from "../../../db/schema";
import worker from "../../../workers/entry";
import type { StoredFeedbackItem } from "../../../app/domain/feedback/feedback-items";
import { REMOVED_PASSAGE } from "../../../app/domain/ai-policy/rewrite-check";
import { loadAiPolicy } from "../../../app/services/ai-policy/ai-policies.server";
import { essayDisclosuresQuery } from "../../../app/services/authorship/disclosures.server";
import { fakeRequests, scriptFake } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import { addSchool, createEssay, createFeedbackJob, createTrial, createUser } from "../../factories";
import { db, postForm, postJson, request, sdpOffer, signUp } from "../helpers";
import { is, openChatSocket } from "../coach/chat-socket";
import { feedbackOfEssay, storeEssayFeedback } from "../work-rows";

// Each school's AI policy: catalogue data shown where the applicant writes, obeyed by the
// feedback pipeline and "Suggest a fix", and every AI run logged with the essay by the server.

async function deliver(body: unknown) {
  const batch = createMessageBatch("scout-feedback", [{ id: "m0", timestamp: new Date(), attempts: 1, body }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

const logOf = (essayId: string) => db().select().from(aiDisclosures).where(eq(aiDisclosures.essayId, essayId)).all();
const feedbackOf = async (essayId: string) => (await feedbackOfEssay(essayId))!;

describe("the policy as catalogue data", () => {
  it("is seeded for the 15 schools, honest about the unknown ones", async () => {
    const stanford = await loadAiPolicy(db(), "Stanford GSB");
    expect(stanford).toMatchObject({ policy: "prohibits", checkedOn: "2026-06" });
    expect(stanford!.quote).toContain("have another person or tool write your essays");
    expect(stanford!.sources.length).toBeGreaterThan(0);
    expect(await loadAiPolicy(db(), "Wharton")).toMatchObject({ policy: "unknown", quote: null });
    const rows = await db().select({ id: catalogueAiPolicies.id }).from(catalogueAiPolicies).where(eq(catalogueAiPolicies.status, "published")).all();
    expect(rows.length).toBeGreaterThanOrEqual(15);
  });

  it("is shown on a Stanford essay with its source and date, and the mode line says critique only", async () => {
    const { cookie, userId } = await signUp();
    await addSchool(db(), userId, "Stanford GSB", 1);
    const essay = await createEssay(db(), userId, { school: "Stanford GSB", essayTitle: "Essay A", essayContent: "My story." });
    const page = await request(`/app/essays/${essay.id}`, { headers: { cookie } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Prohibits AI-written content");
    expect(html).toContain("It is improper and a violation of the terms of this application process");
    expect(html).toContain("June 2026), not the school&#x27;s own page");
    expect(html).toContain("Critique only: Stanford GSB prohibits AI-written content");
    expect(html).toContain("Suggest a fix: Not offered for Stanford GSB");

    const wharton = await createEssay(db(), userId, { school: "Wharton", essayTitle: "Essay 1", essayContent: "Mine." });
    const whartonHtml = await (await request(`/app/essays/${wharton.id}`, { headers: { cookie } })).text();
    expect(whartonHtml).toContain("No published policy found (checked June 2026)");
    expect(whartonHtml).toContain("Standard coaching");
  });

  it("an operator drafts and publishes a policy: applicants see it only once published, and both steps are audited", async () => {
    const admin = await signUp();
    await db().insert(userRoles).values({ userId: admin.userId, role: "admin" });
    const published = (await db()
      .select()
      .from(catalogueAiPolicies)
      .where(and(eq(catalogueAiPolicies.id, "ai-policy-darden"), eq(catalogueAiPolicies.status, "published")))
      .get())!;
    const route = encodeURIComponent("routes/admin.catalogue.$schoolId");
    const act = async (fields: Record<string, string>) => {
      const response = await postForm(`/admin/catalogue/darden.data?_routes=${route}`, fields, { cookie: admin.cookie });
      return { status: response.status, body: await response.text() };
    };
    const saved = await act({
      intent: "policy-draft",
      cycle: published.cycle,
      id: published.id,
      policy: "permits-with-limits",
      summary: "Darden permits AI for brainstorming only.",
      quote: "You may use AI tools to brainstorm",
      disclosure: "no",
      sources: "https://www.darden.virginia.edu/mba/admissions",
      verified: "on",
    });
    expect(saved.status, saved.body).toBe(200);
    expect(await loadAiPolicy(db(), "Darden")).toMatchObject({ policy: "unknown" });
    const draft = (await db()
      .select()
      .from(catalogueAiPolicies)
      .where(and(eq(catalogueAiPolicies.replacesId, published.id), eq(catalogueAiPolicies.status, "draft")))
      .get())!;
    const done = await act({ intent: "publish", item: "policy", id: draft.id });
    expect(done.status, done.body).toBe(200);
    expect(await loadAiPolicy(db(), "Darden")).toMatchObject({
      policy: "permits-with-limits",
      quote: "You may use AI tools to brainstorm",
      disclosureRequired: false,
    });
    const audit = await db()
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, "catalogue"), eq(adminAuditLog.targetId, "darden")))
      .all();
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(["catalogue.policy.draft", "catalogue.policy.publish"]));
    const refused = await act({ intent: "policy-draft", cycle: published.cycle, policy: "maybe", summary: "", disclosure: "yes", sources: "nope" });
    expect(refused.status).toBe(400);
  });
});

describe("Scout obeys a prohibiting school", () => {
  it("the feedback pipeline tells the model, drops a planted rewrite from its answer, and records it in the essay's log", async () => {
    const marker = `policy-drop-${crypto.randomUUID()}`;
    const applicant = await createUser(db());
    const text = `I joined the team in 2019 and I learned to listen. ${marker}`;
    const essay = await createEssay(db(), applicant.id, { school: "Stanford GSB", essayTitle: "Essay A", essayContent: text });
    const created = await createFeedbackJob(db(), applicant.id, essay.id);
    const planted = "I transformed a struggling team into the most productive group in the company.";
    const answer = {
      overall: `Strong start. Consider opening with: "${planted}" Then say why Stanford.`,
      feedback: [
        { kind: "problem", type: "specificity", severity: "major", paragraph: 1, comment: `Too vague. Try: "${planted}"`, textReference: null },
        {
          kind: "problem",
          type: "evidence",
          severity: "minor",
          paragraph: 1,
          comment: 'You write "I joined the team in 2019 and I learned to listen" but what did you hear?',
          textReference: null,
        },
      ],
    };
    await scriptFake(FAKE_PORTS.openai, { match: marker, content: JSON.stringify(answer) });
    const result = await deliver({ jobId: created.id, userId: applicant.id });
    expect(result.explicitAcks).toEqual(["m0"]);

    const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker)).at(-1)!;
    const system = (JSON.parse(sent.body) as { messages: { role: string; content: string }[] }).messages[0]!.content;
    expect(system).toContain("critique-only mode");

    const stored = await feedbackOf(essay.id);
    const comments = (stored.feedbackData as StoredFeedbackItem[]).filter((item) => item.source === "ai").map((item) => item.comment);
    expect(JSON.stringify(comments)).not.toContain("most productive group");
    expect(comments).toContain(`Too vague. Try: ${REMOVED_PASSAGE}`);
    // The applicant's own words quoted back are kept.
    expect(comments).toContain('You write "I joined the team in 2019 and I learned to listen" but what did you hear?');
    expect(stored.overallNote).not.toContain("most productive group");

    const log = await logOf(essay.id);
    expect(log).toEqual([
      expect.objectContaining({
        kind: "feedback_run",
        userId: applicant.id,
        mode: "critique-only",
        droppedPassages: 2,
        promptVersions: expect.objectContaining({ feedback_base: 1, critique_only: 1 }),
        touched: { version: 1, revision: essay.revision },
      }),
    ]);
  });

  it("a school that permits AI help keeps the answer as it is, and the run is logged as standard", async () => {
    const marker = `policy-keep-${crypto.randomUUID()}`;
    const applicant = await createUser(db());
    const essay = await createEssay(db(), applicant.id, { school: "Booth", essayTitle: "Essay 1", essayContent: `I led a team. ${marker}` });
    const created = await createFeedbackJob(db(), applicant.id, essay.id);
    const comment = 'Try: "I turned a failing launch into the fastest release in company history."';
    await scriptFake(FAKE_PORTS.openai, {
      match: marker,
      content: JSON.stringify({
        overall: "Fine.",
        feedback: [{ kind: "problem", type: "specificity", severity: "major", paragraph: 1, comment, textReference: null }],
      }),
    });
    await deliver({ jobId: created.id, userId: applicant.id });
    const comments = ((await feedbackOf(essay.id)).feedbackData as StoredFeedbackItem[]).map((item) => item.comment);
    expect(comments).toContain(comment);
    const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker)).at(-1)!;
    expect(sent.body).not.toContain("critique-only mode");
    expect(await logOf(essay.id)).toEqual([expect.objectContaining({ kind: "feedback_run", mode: "standard", droppedPassages: 0 })]);
  });

  it("refuses Suggest a fix for a Stanford essay with the reason, before any model call", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const marker = `policy-fix-${crypto.randomUUID()}`;
    const text = `I helped the team a lot ${marker}.`;
    const essay = await createEssay(db(), userId, { school: "Stanford GSB", essayTitle: "Essay A", essayContent: text });
    const item: StoredFeedbackItem = {
      id: crypto.randomUUID(),
      source: "ai",
      type: "specificity",
      severity: "major",
      paragraph: 1,
      comment: "Which team?",
      textReference: { highlightText: "helped the team", startPos: 2, endPos: 17 },
    };
    await storeEssayFeedback(userId, essay.id, [item]);
    const route = encodeURIComponent("routes/app.essays.$essayId");
    const response = await postForm(`/app/essays/${essay.id}.data?_routes=${route}`, { intent: "suggest-fix", itemId: item.id }, { cookie });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("the school prohibits AI-written content");
    expect((await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker))).toEqual([]);
    expect(await logOf(essay.id)).toEqual([]);
  });
});

describe("the disclosure log is the user's own", () => {
  it("is read only for the user's own essay: another user's essay has no entries for them", async () => {
    const owner = await createUser(db());
    const other = await createUser(db());
    const marker = `policy-scope-${crypto.randomUUID()}`;
    const essay = await createEssay(db(), owner.id, { school: "Booth", essayTitle: "Essay 1", essayContent: `Mine. ${marker}` });
    await deliver({ jobId: (await createFeedbackJob(db(), owner.id, essay.id)).id, userId: owner.id });
    expect(await essayDisclosuresQuery(db(), owner.id, essay.id)).toHaveLength(1);
    expect(await essayDisclosuresQuery(db(), other.id, essay.id)).toEqual([]);
  });
});

describe("chat and voice about an essay are logged by the server that answered", () => {
  it("a chat answer about a Stanford essay is checked before anyone sees it, stored without the planted rewrite, and logged", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const essay = await createEssay(db(), userId, { school: "Stanford GSB", essayTitle: "Essay A", essayContent: "I grew up over my parents' shop." });
    const marker = `policy-chat-${crypto.randomUUID()}`;
    const planted = "I discovered that serving customers taught me the value of patience.";
    await scriptFake(FAKE_PORTS.openai, { match: marker, content: `Good start. Write this: "${planted}" What did the shop teach you?` });
    const tab = await openChatSocket(cookie);
    tab.send(`Rewrite my opening ${marker}`, { context: "essay", essayId: essay.id });
    const reply = await tab.next(is("reply"));
    tab.close();
    expect(reply.message.content).not.toContain("value of patience");
    expect(reply.message.content).toContain("What did the shop teach you?");
    // Nothing of the unchecked answer went out as it streamed.
    expect(JSON.stringify(tab.events)).not.toContain("patience");
    const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.body.includes(marker)).at(-1)!;
    expect(sent.body).toContain("critique-only mode");
    expect(await logOf(essay.id)).toEqual([
      expect.objectContaining({
        kind: "chat_turn",
        userId,
        mode: "critique-only",
        droppedPassages: 1,
        promptVersions: { chat_essay: 1, critique_only: 1 },
      }),
    ]);
  });

  it("a voice session about an essay is logged with its prompt versions; a session naming another user's essay logs nothing", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    const essay = await createEssay(db(), userId, { school: "NYU Stern", essayTitle: "Essay 1", essayContent: "Mine." });
    const started = await postJson("/api/voice/session", { context: "essay", essayId: essay.id, sdp: sdpOffer() }, cookie);
    expect(started.status, await started.clone().text()).toBe(200);
    await started.text();
    expect(await logOf(essay.id)).toEqual([
      expect.objectContaining({ kind: "voice_session", mode: "critique-only", promptVersions: { voice_essay: 1, critique_only: 1 } }),
    ]);

    const stranger = await signUp();
    await createTrial(db(), stranger.userId);
    const theirs = await postJson("/api/voice/session", { context: "essay", essayId: essay.id, sdp: sdpOffer() }, stranger.cookie);
    await theirs.text();
    expect(await logOf(essay.id)).toHaveLength(1);
  });
});
