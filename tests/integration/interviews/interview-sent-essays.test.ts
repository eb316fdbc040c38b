import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { listVersions } from "../../../app/services/essays/essays.server";
import { saveEssay } from "../../../app/services/schools/workspace.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { fakeRequests } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import { addSchool, createEssay, createPaidPlan } from "../../factories";
import { db, postForm, postJson, request, sdpOffer, signUp } from "../helpers";

// Preparing for the interview of a school marked submitted: the interviewer reads the essays as
// sent (the kept copy), not what was written since, and the interview's page shows that copy,
// read only. Before the school is submitted, the newest version of each essay, as before.

const HBS = "Harvard Business School";
const SENT = "sent-marker: I rebuilt the clinic's supply chain with eight people.";
const LATER = "later-marker: a story the school never read.";

async function applicant() {
  const signed = await signUp();
  await createPaidPlan(db(), signed.userId);
  await addSchool(db(), signed.userId, HBS, 1);
  const essay = await createEssay(db(), signed.userId, { essayContent: SENT, status: "final", userWrittenAt: new Date() });
  return { ...signed, essay };
}

async function submitAndEditAfter(cookie: string, userId: string, essay: Awaited<ReturnType<typeof createEssay>>) {
  const submitted = await postForm(
    `/app/submit/${encodeURIComponent(HBS)}.data?_routes=${encodeURIComponent("routes/app.submit.$school")}`,
    { intent: "submit", round: "R2", submittedOn: "2026-11-28", disclosure: "" },
    { cookie },
  );
  expect(submitted.status).toBe(200);
  const next = (await listVersions(db(), userId, essay))[1]!;
  expect((await saveEssay(db(), userObjectClient(env.USER_OBJECT, userId), userId, next.id, LATER, next.revision)).ok).toBe(true);
}

async function interviewFor(cookie: string) {
  const response = await postForm("/app/interviews", { intent: "start", formatId: "application-based", school: HBS }, { cookie });
  expect(response.status).toBe(302);
  return response.headers.get("location")!.split("/").pop()!;
}

async function instructionsOf(id: string, cookie: string) {
  const marker = `interview-${crypto.randomUUID()}`;
  expect((await postJson(`/api/interviews/${id}/session`, { sdp: sdpOffer(marker) }, cookie)).status).toBe(200);
  const sent = (await fakeRequests(FAKE_PORTS.openai)).filter((entry) => entry.path === "/v1/realtime/calls" && entry.body.includes(marker));
  return JSON.parse(sent[0]!.body).session.instructions as string;
}

describe("An interview for a school marked submitted", () => {
  it("gives the interviewer the essays as sent, not the edits since", async () => {
    const { cookie, userId, essay } = await applicant();
    await submitAndEditAfter(cookie, userId, essay);
    const instructions = await instructionsOf(await interviewFor(cookie), cookie);
    expect(instructions).toContain(`The essays the applicant sent to ${HBS}, as sent`);
    expect(instructions).toContain(SENT);
    expect(instructions).not.toContain(LATER);
  });

  it("shows what was sent on the interview's page, read only; another user's interview is a 404", async () => {
    const { cookie, userId, essay } = await applicant();
    await submitAndEditAfter(cookie, userId, essay);
    const id = await interviewFor(cookie);
    const html = await (await request(`/app/interviews/${id}`, { headers: { cookie } })).text();
    expect(html).toContain(`What you sent to ${HBS}`);
    expect(html).toContain(SENT);
    expect(html).not.toContain(LATER);
    const stranger = await signUp();
    const theirs = await request(`/app/interviews/${id}`, { headers: { cookie: stranger.cookie } });
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain(SENT);
  });

  it("before the school is submitted, reads the newest version and shows no sent copy", async () => {
    const { cookie } = await applicant();
    const id = await interviewFor(cookie);
    expect(await (await request(`/app/interviews/${id}`, { headers: { cookie } })).text()).not.toContain("What you sent to");
    const instructions = await instructionsOf(id, cookie);
    expect(instructions).toContain(`The applicant's essays for ${HBS}`);
    expect(instructions).toContain(SENT);
  });
});
