import { and, count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schoolDeadlineText } from "../../../app/components/schools/school-deadline-line";
import { catalogueSchoolNames } from "../../../app/content/school-colours";
import { findPromptType, schoolPromptType } from "../../../app/services/prompts/ai-prompts.server";
import { findSchool, loadCatalogue } from "../../../app/services/catalogue/catalogue.server";
import { listWorkspace } from "../../../app/services/schools/workspace.server";
import { catalogueDeadlines, catalogueEssays } from "../../../db/schema";
import { addSchool, catalogueSchool, createEssay } from "../../factories";
import { db, request, signUp } from "../helpers";

// The catalogue is data: seeded by migrations/0006_catalogue_seed.sql from both cycles'
// facts files; applicants read each school's published rows of its cycle, with honest labels.

const US_SCHOOLS = [
  "harvard",
  "stanford-gsb",
  "wharton",
  "kellogg",
  "booth",
  "mit-sloan",
  "tuck",
  "columbia",
  "nyu-stern",
  "yale-som",
  "berkeley-haas",
  "darden",
  "michigan-ross",
  "duke-fuqua",
  "cornell-johnson",
];
const rowsOf = async (table: typeof catalogueEssays | typeof catalogueDeadlines, cycle: string) =>
  (await db()
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.cycle, cycle), inArray(table.schoolId, US_SCHOOLS)))
    .get())!.n;

describe("the seeded catalogue", () => {
  it("holds the 15 schools in the 2026-27 cycle, with both cycles' essays and rounds stored", async () => {
    // The US schools of migration 0006 (the international ones of 0019 are schools-worldwide.test.ts's).
    const catalogue = (await loadCatalogue(db())).filter((school) => school.region === "United States");
    expect(catalogue.map((school) => school.name)).toEqual(catalogueSchoolNames);
    expect(new Set(catalogue.map((school) => school.cycle))).toEqual(new Set(["2026-2027"]));
    expect(await rowsOf(catalogueEssays, "2025-2026")).toBe(67);
    expect(await rowsOf(catalogueEssays, "2026-2027")).toBe(68);
    expect(await rowsOf(catalogueDeadlines, "2025-2026")).toBe(46);
    expect(await rowsOf(catalogueDeadlines, "2026-2027")).toBe(46);
    // Applicants are served this cycle's rows only.
    expect(catalogue.flatMap((school) => school.essays)).toHaveLength(68);
    expect(catalogue.every((school) => school.essays.every((essay) => essay.cycle === "2026-2027"))).toBe(true);
    // Every school has its reference-material prompt type.
    for (const school of catalogue) expect(findPromptType(schoolPromptType(school.name))).toBeDefined();
  });

  it("keeps last cycle's dates apart: HBS has no 2026-27 date, Columbia has its three", async () => {
    const catalogue = await loadCatalogue(db());
    const hbs = findSchool(catalogue, "Harvard Business School")!;
    expect(hbs.id).toBe("harvard");
    expect(hbs.deadlines.map(({ round, date, previousCycleDate }) => ({ round, date, previousCycleDate }))).toEqual([
      { round: "R1", date: null, previousCycleDate: "2025-09-03" },
      { round: "R2", date: null, previousCycleDate: "2026-01-05" },
    ]);
    const columbia = findSchool(catalogue, "Columbia")!;
    expect(columbia.deadlines.map((deadline) => deadline.date)).toEqual(["2026-09-09", "2027-01-05", "2027-03-29"]);
    // Last cycle's HBS rows keep their time and zone, converted from "12:00 PM ET".
    const last = await db()
      .select()
      .from(catalogueDeadlines)
      .where(and(eq(catalogueDeadlines.schoolId, "harvard"), eq(catalogueDeadlines.cycle, "2025-2026")))
      .all();
    expect(last.map(({ date, time, timeZone }) => ({ date, time, timeZone }))).toContainEqual({
      date: "2025-09-03",
      time: "12:00",
      timeZone: "America/New_York",
    });
  });

  it("marks carried-forward wording as unconfirmed, and a question with no text found too", async () => {
    const hbs = await catalogueSchool(db(), "Harvard Business School");
    expect(hbs.essays.every((essay) => essay.unconfirmed && essay.textCycle !== "2026-2027")).toBe(true);
    const columbia = await catalogueSchool(db(), "Columbia");
    const international = columbia.essays.find((essay) => essay.title.startsWith("Short answer (international"))!;
    expect(international).toMatchObject({ prompt: "", unconfirmed: true });
  });

  it("never serves a draft or a retired row", async () => {
    const before = (await catalogueSchool(db(), "Kellogg")).essays.length;
    await db()
      .insert(catalogueEssays)
      .values([
        { schoolId: "kellogg", cycle: "2026-2027", textCycle: "2026-2027", title: "Draft essay", prompt: "A draft", sources: [], status: "draft" },
        { schoolId: "kellogg", cycle: "2026-2027", textCycle: "2026-2027", title: "Retired essay", prompt: "Old", sources: [], status: "retired" },
      ]);
    const kellogg = await catalogueSchool(db(), "Kellogg");
    expect(kellogg.essays).toHaveLength(before);
    expect(kellogg.essays.map((essay) => essay.title)).not.toContain("Draft essay");
  });
});

describe("honest labels for applicants", () => {
  it("shows an earlier cycle's wording as such on the essay page, with its source", async () => {
    const { cookie, userId } = await signUp();
    const hbs = await catalogueSchool(db(), "Harvard Business School");
    const essay = await createEssay(db(), userId, { school: hbs.name, essayTitle: "Business-Minded", essayContent: "My own words." });
    const html = await (await request(`/app/essays/${essay.id}`, { headers: { cookie } })).text();
    expect(html).toContain(hbs.essays[0]!.prompt);
    expect(html).toContain("2025-26 wording; this year&#x27;s not yet confirmed");
    expect(html).toContain(`href="${hbs.essays[0]!.sources[0]}"`);
    expect(html).toContain("My own words.");
  });

  it("says Scout has no date for a round yet, and gives last cycle's only as last year's", async () => {
    const { cookie, userId } = await signUp();
    await addSchool(db(), userId, "Harvard Business School", 1);
    await addSchool(db(), userId, "Stanford GSB", 2);
    await addSchool(db(), userId, "Columbia", 3);
    const [hbs, gsb, columbia] = await listWorkspace(db(), userId, new Date("2026-11-22T12:00:00Z"));
    expect(schoolDeadlineText(hbs!)).toBe("2026-27 cycle · R2: Scout doesn't have the date yet · last year: Jan 5, 2026");
    expect(schoolDeadlineText(gsb!)).toBe("2026-27 cycle · R1: Scout doesn't have the date yet");
    expect(schoolDeadlineText(columbia!)).toBe("2026-27 cycle · R2 deadline Jan 5, 2027");
    const html = await (await request("/app", { headers: { cookie } })).text();
    expect(html).toContain("2026-27 cycle · R1: Scout doesn&#x27;t have the date yet");
    expect(html).not.toContain("R1 deadline Sep 3, 2025");
  });
});
