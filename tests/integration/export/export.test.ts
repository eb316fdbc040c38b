import { and, eq } from "drizzle-orm";
import { strFromU8 } from "fflate";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { essaySubmissions } from "../../../db/schema";
import { EXPORT_LIMITS } from "../../../app/domain/export/export-limits";
import { createTrial } from "../../factories";
import { docxText } from "../../support/export-files";
import { db, postForm, request, signUp } from "../helpers";

// Essays as Word and PDF, inside workerd: the routes build the files, scoped to the user.

async function writer(text: string) {
  const user = await signUp();
  await createTrial(db(), user.userId);
  await (await postForm("/app/schools", { intent: "add", school: "Wharton" }, { cookie: user.cookie })).text();
  const essays = await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, user.userId));
  const essay = essays.find((row) => row.essayTitle.startsWith("Essay 2"))!;
  await db().update(essaySubmissions).set({ essayContent: text }).where(eq(essaySubmissions.id, essay.id));
  return { ...user, essay };
}

const get = (path: string, cookie: string) => request(path, { headers: { cookie } });

async function documentText(response: Response): Promise<string> {
  return docxText(new Uint8Array(await response.arrayBuffer()));
}

describe("exporting an essay", () => {
  it("gives the owner the essay as Word with its school, title, question, limit and count, and the text exactly", async () => {
    const text = "First \u201Cline\u201D \u2014 with\ttab.\n\n\nAfter three blank lines… Ελληνικά, Русский.";
    const { cookie, essay } = await writer(text);
    const response = await get(`/app/export/essay/${essay.id}?format=docx`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="Wharton-Essay-2.*-v1\.docx"/);
    const body = await documentText(response);
    expect(body).toContain("Wharton");
    expect(body).toContain("Essay 2: Contribution to the Wharton community");
    expect(body).toContain("Limit: 350 words · Count: 11 words of 350");
    expect(body.endsWith(`\n${text}`)).toBe(true);
  });

  it("gives the owner a PDF", async () => {
    const { cookie, essay } = await writer("A short answer.");
    const response = await get(`/app/export/essay/${essay.id}?format=pdf`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(strFromU8(bytes.slice(0, 5))).toBe("%PDF-");
  });

  it("exports a saved earlier version by number, and a version that does not exist is a 404", async () => {
    const { cookie, essay } = await writer("Version one's words.");
    await (await postForm(`/app/essays/${essay.id}`, { intent: "new-version", notes: "" }, { cookie })).text();
    const second = await db()
      .select()
      .from(essaySubmissions)
      .where(
        and(
          eq(essaySubmissions.school, essay.school),
          eq(essaySubmissions.essayTitle, essay.essayTitle),
          eq(essaySubmissions.version, 2),
          eq(essaySubmissions.userId, essay.userId),
        ),
      )
      .get();
    await db().update(essaySubmissions).set({ essayContent: "Version two's words." }).where(eq(essaySubmissions.id, second!.id));
    const first = await get(`/app/export/essay/${second!.id}?format=docx&version=1`, cookie);
    expect(await documentText(first)).toContain("Version one's words.");
    const missing = await get(`/app/export/essay/${second!.id}?format=docx&version=7`, cookie);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });

  it("is a 404 for another user's essay and school, in both formats", async () => {
    const { essay } = await writer("Alice's words.");
    const bob = await signUp();
    for (const format of ["docx", "pdf"]) {
      const one = await get(`/app/export/essay/${essay.id}?format=${format}`, bob.cookie);
      expect(one.status).toBe(404);
      expect(await one.text()).not.toContain("Alice");
      const school = await get(`/app/export/school?school=Wharton&format=${format}`, bob.cookie);
      expect(school.status).toBe(404);
      await school.text();
    }
  });

  it("refuses an unknown format and asks a signed-out visitor to sign in", async () => {
    const { cookie, essay } = await writer("Words.");
    const bad = await get(`/app/export/essay/${essay.id}?format=rtf`, cookie);
    expect(bad.status).toBe(400);
    await bad.text();
    const signedOut = await request(`/app/export/essay/${essay.id}?format=pdf`);
    expect(signedOut.status).toBe(401);
    await signedOut.text();
  });

  it("exports a 100,000-character essay whole, in Word and in PDF", async () => {
    const long = Array.from({ length: 2000 }, (_, i) => `Paragraph ${String(i).padStart(4, "0")} of a very long essay, written.`)
      .join("\n")
      .slice(0, 100_000);
    const { cookie, essay } = await writer(long);
    const word = await get(`/app/export/essay/${essay.id}?format=docx`, cookie);
    expect((await documentText(word)).endsWith(long)).toBe(true);
    const pdf = await get(`/app/export/essay/${essay.id}?format=pdf`, cookie);
    expect(pdf.status).toBe(200);
    // 2,000 lines at 40 a page: nothing cut means at least 50 pages.
    expect((await PDFDocument.load(await pdf.arrayBuffer())).getPageCount()).toBeGreaterThanOrEqual(50);
  });
});

describe("exporting a school's essays", () => {
  it("puts all twelve of a school's essays in one file, the newest version of each", async () => {
    const { cookie, userId } = await writer("Main essay.");
    await db().delete(essaySubmissions).where(eq(essaySubmissions.userId, userId));
    await db()
      .insert(essaySubmissions)
      .values(Array.from({ length: 12 }, (_, i) => ({ userId, school: "Wharton", essayTitle: `Question ${i + 1}`, essayContent: `Answer number ${i + 1}.` })));
    await db().insert(essaySubmissions).values({ userId, school: "Wharton", essayTitle: "Question 1", essayContent: "Answer one, revised.", version: 2 });
    const response = await get(`/app/export/school?school=Wharton&format=docx`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain('filename="Wharton-essays.docx"');
    const body = await documentText(response);
    for (let i = 2; i <= 12; i++) expect(body).toContain(`Answer number ${i}.`);
    expect(body).toContain("Answer one, revised.");
    expect(body).not.toContain("Answer number 1.");
    const pdf = await get(`/app/export/school?school=Wharton&format=pdf`, cookie);
    expect(pdf.status).toBe(200);
    await pdf.arrayBuffer();
  });
});

describe("what one export may build, and how often", () => {
  type Refusal = { error: { code: string; message: string } };

  it(
    "refuses the file after 20 in 10 minutes on every export route (429, the one error body, Retry-After), and only for that person",
    { timeout: 30_000 },
    async () => {
      const { cookie, essay } = await writer("A short answer.");
      for (let i = 0; i < EXPORT_LIMITS.filesPerWindow; i++) {
        const file = await get(`/app/export/essay/${essay.id}?format=docx`, cookie);
        expect(file.status).toBe(200);
        await file.arrayBuffer();
      }
      for (const path of [`/app/export/essay/${essay.id}?format=pdf`, "/app/export/school?school=Wharton&format=pdf", `/app/export/report/${essay.id}`]) {
        const refused = await get(path, cookie);
        expect(refused.status, path).toBe(429);
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        const { error } = (await refused.json()) as Refusal;
        expect(error.code).toBe("rate_limited");
        expect(error.message).toBe("You've downloaded 20 files in the last 10 minutes. You can download more in 10 minutes.");
      }
      const someoneElse = await writer("Another applicant's answer.");
      const theirs = await get(`/app/export/essay/${someoneElse.essay.id}?format=pdf`, someoneElse.cookie);
      expect(theirs.status).toBe(200);
      await theirs.arrayBuffer();
    },
  );

  it("refuses a school whose essays hold more than one file may, whole (413), while each essay still downloads", { timeout: 30_000 }, async () => {
    const { cookie, userId } = await writer("Main essay.");
    await db().delete(essaySubmissions).where(eq(essaySubmissions.userId, userId));
    const long = "Words of a long essay. ".repeat(2200).slice(0, 50_000);
    // One row a statement: D1 takes at most 100 bound parameters in one.
    for (let i = 0; i < 13; i++)
      await db()
        .insert(essaySubmissions)
        .values({ userId, school: "Wharton", essayTitle: `Question ${i + 1}`, essayContent: long });
    for (const format of ["pdf", "docx"]) {
      const refused = await get(`/app/export/school?school=Wharton&format=${format}`, cookie);
      expect(refused.status).toBe(413);
      const { error } = (await refused.json()) as Refusal;
      expect(error.code).toBe("payload_too_large");
      expect(error.message).toBe("These essays hold 650,000 characters, more than one file can hold (600,000). Download each essay on its own.");
    }
    const one = await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, userId)).get();
    const file = await get(`/app/export/essay/${one!.id}?format=pdf`, cookie);
    expect(file.status).toBe(200);
    await file.arrayBuffer();
  });
});
