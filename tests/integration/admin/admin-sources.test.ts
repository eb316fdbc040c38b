import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, catalogueSchools, userRoles } from "../../../db/schema";
import { addSchool, createEssay, createTrial } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

// Whose page a fact cites (app/domain/catalogue/sources.ts): operators see which facts lack a
// school source (/admin/sources) and keep each school's own domains; applicants read "the school's
// words" only for a quote read on the school's own page.

/** A page's words as a person reads them: tags dropped (a cell or paragraph ends with a space), entities read, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<span class="sr-only">[\s\S]*?<\/span>/g, "")
    .replace(/<\/(td|th|tr|p|li|div|h[1-6]|blockquote)>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

async function admin() {
  const signed = await signUp();
  await db().insert(userRoles).values({ userId: signed.userId, role: "admin" });
  return signed;
}

const profile = (domains: string) => ({
  intent: "school-profile",
  name: "Harvard Business School",
  fullName: "Harvard Business School",
  shortName: "HBS",
  country: "United States",
  region: "United States",
  timeZone: "America/New_York",
  words: "HBS [exact]",
  ownDomains: domains,
});

describe("facts without a school source, in /admin", () => {
  it("are an admin's only: anyone else gets a 404", async () => {
    const { cookie } = await signUp();
    for (const path of ["/admin/sources", "/admin/sources.data"]) {
      const response = await request(path, { headers: { cookie } });
      expect(response.status).toBe(404);
      await response.text();
    }
  });

  it("lists, per school, each fact that cites no page of the school's own, with its sites and age", async () => {
    const { cookie } = await admin();
    const page = textOf(await (await request("/admin/sources", { headers: { cookie } })).text());
    const hbs = page.slice(page.indexOf("Harvard Business School:"), page.indexOf("Stanford GSB:"));
    // The test item was read on a copy of HBS's page elsewhere; the fee on HBS's own.
    expect(hbs).toContain("Application item: Test score serisamplersparkfun.pages.dev Undated");
    expect(hbs).not.toContain("Application item: Application fee");
    expect(hbs).toContain("Application item: English test agos.co.jp c.2023-2024");
    expect(hbs).toContain("AI policy: AI policy gmatclub.com, fortunaadmissions.com, wepegasus.com 2026-06");
    const insead = page.slice(page.indexOf("INSEAD:"), page.indexOf("London Business School:"));
    expect(insead).not.toContain("Exit language");
  });

  it("keeps each school's own domains in its profile: checked, audited by the profile edit, and read at once", async () => {
    const { cookie } = await admin();
    const bad = await postForm("/admin/catalogue/harvard", profile("hbs.edu\nnot a domain"), { cookie });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("is not a domain");
    const cleared = await postForm("/admin/catalogue/harvard", profile(""), { cookie });
    expect(cleared.status).toBeLessThan(400);
    await cleared.text();
    const none = textOf(await (await request("/admin/sources", { headers: { cookie } })).text());
    expect(none).toContain("Application item: Application fee hbs.edu");
    const restored = await postForm("/admin/catalogue/harvard", profile("https://www.HBS.edu/\nhbs.edu"), { cookie });
    expect(restored.status).toBeLessThan(400);
    await restored.text();
    const row = await db().select({ ownDomains: catalogueSchools.ownDomains }).from(catalogueSchools).where(eq(catalogueSchools.id, "harvard")).get();
    expect(row?.ownDomains).toEqual(["hbs.edu"]);
    const audits = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, "catalogue.school.profile")).all();
    expect(audits.some((audit) => JSON.stringify(audit.after).includes('"ownDomains":[]'))).toBe(true);
  });
});

describe("an AI policy's quote, as applicants read it", () => {
  it("is the school's words only when read on the school's own page; otherwise it names the third party quoting it", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    await addSchool(db(), userId, "Harvard Business School", 1);
    const essay = await createEssay(db(), userId, { school: "Harvard Business School", essayTitle: "Essay 1", essayContent: "Mine." });
    const page = textOf(await (await request(`/app/essays/${essay.id}`, { headers: { cookie } })).text());
    expect(page).toContain("as quoted by gmatclub.com, a third party; not checked against the school's own page");
    expect(page).not.toContain("(the school's words)");
    expect(page).toContain("Third parties' reading (gmatclub.com, fortunaadmissions.com, wepegasus.com; June 2026), not the school's own page.");
    // Were gmatclub.com HBS's own site, the same quote would be the school's words.
    await db()
      .update(catalogueSchools)
      .set({ ownDomains: ["hbs.edu", "gmatclub.com"] })
      .where(eq(catalogueSchools.id, "harvard"));
    const own = textOf(await (await request(`/app/essays/${essay.id}`, { headers: { cookie } })).text());
    expect(own).toContain("(the school's words)");
    expect(own).toContain("Source: gmatclub.com, June 2026.");
    await db()
      .update(catalogueSchools)
      .set({ ownDomains: ["hbs.edu"] })
      .where(eq(catalogueSchools.id, "harvard"));
  });
});
