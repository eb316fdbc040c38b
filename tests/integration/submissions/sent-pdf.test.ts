import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { sentBlocks } from "../../../app/services/submissions/sent-export.server";
import { addSchool, createEssay, createTrial } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

// What a school was sent, as a PDF drawn by the essays' export: only the applicant's own school,
// only once it is submitted; the text in the file is the copy's (the browser test reads its pages
// back with OCR).

const HBS = "Harvard Business School";
const sentPath = (school = HBS) => `/app/submit/${encodeURIComponent(school)}/sent.pdf`;
const TEXT = "I built a clinic in Lagos with eight people and we reached every village.";

async function submitted() {
  const signed = await signUp();
  await createTrial(db(), signed.userId);
  await addSchool(db(), signed.userId, HBS, 1);
  await createEssay(db(), signed.userId, { essayContent: TEXT, status: "final", userWrittenAt: new Date() });
  const answer = await postForm(
    `/app/submit/${encodeURIComponent(HBS)}.data?_routes=${encodeURIComponent("routes/app.submit.$school")}`,
    { intent: "submit", round: "R2", submittedOn: "2026-11-28", disclosure: "I used Scout for feedback only." },
    { cookie: signed.cookie },
  );
  expect(answer.status).toBe(200);
  return signed;
}

describe("What was sent, as a PDF", () => {
  it("is a PDF of the copy, named for the school and day, private", async () => {
    const { cookie } = await submitted();
    const response = await request(sentPath(), { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain("Harvard-Business-School-sent-2026-11-28.pdf");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const pdf = await PDFDocument.load(await response.arrayBuffer());
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe(`What you sent to ${HBS}`);
  });

  it("holds each essay as sent, the form's answers and the disclosure, in the page's order", () => {
    const blocks = sentBlocks(
      HBS,
      { round: "R2", submittedOn: "2026-11-28", cycle: "2026-2027" },
      {
        essays: [{ essayId: "e", version: 3, title: "Business-Minded", prompt: "What do you bring?", limit: "300 words", text: TEXT }],
        answers: [{ label: "Work history", answer: "Operations Lead, Lagos Health Trust" }],
        disclosure: null,
      },
    );
    expect(blocks.map((block) => ("text" in block ? block.text : block.kind))).toEqual([
      "Submitted Nov 28, 2026, R2 (2026-2027). Kept by Scout as it was sent.",
      `What you sent to ${HBS}`,
      "Business-Minded (version 3)",
      "What do you bring? (300 words)",
      TEXT,
      "Form answers",
      "Work history",
      "Operations Lead, Lagos Health Trust",
      "AI disclosure",
      "None sent",
    ]);
  });

  it("is not found for a school never submitted, another user's school, a name that is no school, or signed out", async () => {
    const { cookie } = await submitted();
    const stranger = await signUp();
    await createTrial(db(), stranger.userId);
    await addSchool(db(), stranger.userId, HBS, 1);
    const theirs = await request(sentPath(), { headers: { cookie: stranger.cookie } });
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain(TEXT);
    expect((await request(sentPath("Wharton"), { headers: { cookie } })).status).toBe(404);
    expect((await request(sentPath("x".repeat(300)), { headers: { cookie } })).status).toBe(404);
    expect((await request(sentPath())).status).toBe(401);
  });
});
