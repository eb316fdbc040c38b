import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, aiDisclosures, catalogueAiPolicies, userRoles } from "../../../db/schema";
import { loadAiPolicy } from "../../../app/services/ai-policy/ai-policies.server";
import { essayDisclosuresQuery } from "../../../app/services/authorship/disclosures.server";
import { fakeRequests, scriptFake } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import { addSchool, createEssay, createFeedbackJob, createTrial, createUser } from "../../factories";
import { db, postForm, postJson, request, sdpOffer, signUp } from "../helpers";
import { deliverToQueue } from "../queue-delivery";
import { is, openChatSocket } from "../coach/chat-socket";

// Each school's AI policy: catalogue data shown where the applicant writes, and every AI run
// logged with the essay by the server. The feedback run and "Suggest a fix" obeying a prohibiting
// school: critique-only.test.ts.

const deliver = (body: unknown) => deliverToQueue("scout-feedback", [body]);

const logOf = (essayId: string) => db().select().from(aiDisclosures).where(eq(aiDisclosures.essayId, essayId)).all();

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
