import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_CAPS, SHARE_LINK_DAYS, capRefusals } from "../../../app/domain/platform/account-caps";
import type { RecommendersActionData } from "../../../app/domain/recommenders/page-data";
import { authorshipShares, mockInterviews, recommenderShares, recommenders } from "../../../db/schema";
import { addSchool, createEssay, createPaidPlan, createTrial } from "../../factories";
import { actionData, db, postForm, request, signUp } from "../helpers";

// What one account may make (docs/security.md, "Caps per account"): recommenders, open private
// links of each kind (which expire, and say so to their owner), mock interviews a day. Each cap
// holds under requests at once, says itself in the applicant's words, and counts only the
// account's own: another account's rows never use up anyone's.

const DAY = 86_400_000;
const recommendersRoute = encodeURIComponent("routes/app.recommenders");
const reportRoute = encodeURIComponent("routes/app_.essays.$essayId_.report");
const onRecommenders = (cookie: string, fields: Record<string, string>) => postForm(`/app/recommenders.data?_routes=${recommendersRoute}`, fields, { cookie });
const onReport = (cookie: string, essayId: string, fields: Record<string, string>) =>
  postForm(`/app/essays/${essayId}/report.data?_routes=${reportRoute}`, fields, { cookie });
const addRecommender = (cookie: string, at: number) =>
  onRecommenders(cookie, { intent: "add", name: `Jo ${at}`, email: `jo${at}@example.com`, relationship: "client" });

async function applicant() {
  const signed = await signUp();
  await createTrial(db(), signed.userId);
  await addSchool(db(), signed.userId, "Tuck", 1);
  return signed;
}

describe("recommenders", () => {
  it(`are at most ${ACCOUNT_CAPS.recommenders} an account, under ${ACCOUNT_CAPS.recommenders + 5} adds at once; another account's do not count`, async () => {
    const { cookie, userId } = await applicant();
    const other = await applicant();
    for (let at = 0; at < 3; at++) expect((await addRecommender(other.cookie, at)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: ACCOUNT_CAPS.recommenders + 5 }, (_, at) => addRecommender(cookie, at)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(ACCOUNT_CAPS.recommenders);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(5);
    expect(await refused[0]!.text()).toContain(capRefusals.recommenders);
    await Promise.all(answers.map((answer) => (answer.bodyUsed ? null : answer.text())));
    expect(await db().select().from(recommenders).where(eq(recommenders.userId, userId))).toHaveLength(ACCOUNT_CAPS.recommenders);
    // Removing one makes room for one.
    const [first] = await db().select().from(recommenders).where(eq(recommenders.userId, userId)).limit(1);
    expect((await onRecommenders(cookie, { intent: "delete", recommenderId: first!.id })).status).toBe(200);
    expect((await addRecommender(cookie, 99)).status).toBe(200);
  });
});

describe("private links", () => {
  it(`to briefs: at most ${ACCOUNT_CAPS.openShareLinks} open at once; an expired one is a 404 like a revoked one, its owner told, and makes room`, async () => {
    const { cookie, userId } = await applicant();
    const made = await actionData<RecommendersActionData>(await addRecommender(cookie, 1));
    const recommenderId = made.recommenderId!;
    expect((await onRecommenders(cookie, { intent: "save-brief", recommenderId, content: "What Jo should know." })).status).toBe(200);
    const share = () => onRecommenders(cookie, { intent: "share", recommenderId });
    const answers = await Promise.all(Array.from({ length: ACCOUNT_CAPS.openShareLinks + 3 }, share));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(ACCOUNT_CAPS.openShareLinks);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(await refused[0]!.text()).toContain(capRefusals.shareLinks);
    const opened = await Promise.all(answers.filter((answer) => answer.status === 200).map((answer) => actionData<RecommendersActionData>(answer)));
    await Promise.all(answers.map((answer) => (answer.bodyUsed ? null : answer.text())));
    const tokens = opened.map((answer) => /\/shared\/brief\/([A-Za-z0-9_-]{43})$/.exec(answer.shareUrl!)![1]!);
    expect(opened[0]!.toast.description).toMatch(/It opens until \w{3} \d{1,2}, \d{4}\./);

    // Each opens for SHARE_LINK_DAYS.brief days.
    const rows = await db().select().from(recommenderShares).where(eq(recommenderShares.userId, userId));
    for (const row of rows) expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / DAY)).toBe(SHARE_LINK_DAYS.brief);
    const opens = await request(`/shared/brief/${tokens[0]}`);
    expect(opens.status).toBe(200);
    await opens.text();

    // One expires: it no longer opens, like a revoked link, and its owner reads that it expired.
    const expired = rows[0]!;
    await db()
      .update(recommenderShares)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(recommenderShares.id, expired.id));
    const statuses = await Promise.all(tokens.map(async (token) => (await request(`/shared/brief/${token}`)).status));
    expect(statuses.filter((status) => status === 404)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(ACCOUNT_CAPS.openShareLinks - 1);
    const page = await (await request("/app/recommenders", { headers: { cookie } })).text();
    expect(page).toContain("expired");
    expect(page).toContain("it no longer opens");
    expect(page).toMatch(/opens until \w{3} \d{1,2}, \d{4}/);
    // The expired link no longer counts: one more may be made, and then none.
    const another = await share();
    expect(another.status).toBe(200);
    await another.text();
    const over = await share();
    expect(over.status).toBe(409);
    await over.text();
  });

  it(`to authorship reports: at most ${ACCOUNT_CAPS.openShareLinks} open; an expired one is a 404, listed as expired for its owner; the other kind does not count`, async () => {
    const { cookie, userId } = await applicant();
    const essay = await createEssay(db(), userId, { school: "Tuck", essayTitle: "Essay A", essayContent: "My own words", userWrittenAt: new Date() });
    // Brief links are a kind of their own: a full set of them uses none of the report links.
    const [jo] = await db().insert(recommenders).values({ userId, name: "Jo", email: "jo@example.com", relationship: "client" }).returning();
    await db()
      .insert(recommenderShares)
      .values(
        Array.from({ length: ACCOUNT_CAPS.openShareLinks }, (_, at) => ({
          userId,
          recommenderId: jo!.id,
          tokenHash: `brief-${userId}-${at}`,
          expiresAt: new Date(Date.now() + DAY),
        })),
      );
    const answers = await Promise.all(Array.from({ length: ACCOUNT_CAPS.openShareLinks + 2 }, () => onReport(cookie, essay.id, { intent: "share" })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(ACCOUNT_CAPS.openShareLinks);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(bodies.filter((body) => body.includes(capRefusals.shareLinks))).toHaveLength(2);
    const token = /\/shared\/report\/([A-Za-z0-9_-]{43})/.exec(bodies.find((body) => body.includes("/shared/report/"))!)![1]!;
    const open = await request(`/shared/report/${token}`);
    expect(open.status).toBe(200);
    await open.text();
    await db()
      .update(authorshipShares)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(authorshipShares.userId, userId));
    const gone = await request(`/shared/report/${token}`);
    expect(gone.status).toBe(404);
    await gone.text();
    const page = await (await request(`/app/essays/${essay.id}/report`, { headers: { cookie } })).text();
    expect(page).toContain("it no longer opens");
    expect(page).toContain(`aria-label="Remove the link made`);
  });
});

describe("mock interviews", () => {
  it(`are at most ${ACCOUNT_CAPS.interviewsPerDay} made in 24 hours, under requests at once; older ones and another account's do not count`, async () => {
    const { cookie, userId } = await signUp();
    await createPaidPlan(db(), userId);
    const other = await signUp();
    await db().insert(mockInterviews).values({ userId: other.userId, formatId: "behavioural" });
    // Two days ago: outside the day.
    await db()
      .insert(mockInterviews)
      .values(Array.from({ length: 5 }, () => ({ userId, formatId: "behavioural", createdAt: new Date(Date.now() - 2 * DAY) })));
    const start = () => postForm("/app/interviews", { intent: "start", formatId: "behavioural" }, { cookie });
    const answers = await Promise.all(Array.from({ length: ACCOUNT_CAPS.interviewsPerDay + 4 }, start));
    expect(answers.filter((answer) => answer.status === 302)).toHaveLength(ACCOUNT_CAPS.interviewsPerDay);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(4);
    expect(await refused[0]!.text()).toContain(capRefusals.interviews);
    await Promise.all(answers.map((answer) => (answer.bodyUsed ? null : answer.text())));
    const mine = await db().select().from(mockInterviews).where(eq(mockInterviews.userId, userId));
    expect(mine).toHaveLength(ACCOUNT_CAPS.interviewsPerDay + 5);
    const theirs = await db().select().from(mockInterviews).where(eq(mockInterviews.userId, other.userId));
    expect(theirs).toHaveLength(1);
  });
});
