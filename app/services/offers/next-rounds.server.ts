import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { essaySubmissions, userSchools } from "../../../db/schema";
import { type OpenSchool, openSchools } from "~/domain/offers/next-rounds";
import { loadCatalogue } from "../catalogue/catalogue.server";
import { standingsOf } from "./decisions.server";

// /app/next-rounds: after a denial, or while waiting, the catalogue's schools whose next round is
// still open (its dates as the catalogue holds them), each question beside the applicant's essays
// on a question of the same topic. Adding one is the school list's own add (app/services/schools).

export type NextRoundsPage = { denied: string[]; open: OpenSchool[] };

export async function readNextRounds(db: Database, userId: string, today: string): Promise<NextRoundsPage> {
  const [catalogue, mine, essays, standings] = await Promise.all([
    loadCatalogue(db),
    db.select({ school: userSchools.school }).from(userSchools).where(eq(userSchools.userId, userId)),
    db
      .selectDistinct({ school: essaySubmissions.school, title: essaySubmissions.essayTitle })
      .from(essaySubmissions)
      .where(eq(essaySubmissions.userId, userId)),
    standingsOf(db, userId),
  ]);
  const prompts = new Map(catalogue.flatMap((school) => school.essays.map((essay) => [`${school.name}\u0000${essay.title}`, essay.prompt] as const)));
  const myEssays = essays
    .map((essay) => ({ school: essay.school, title: essay.title, prompt: prompts.get(`${essay.school}\u0000${essay.title}`) ?? essay.title }))
    .filter((essay) => essay.prompt);
  return {
    denied: standings.filter((standing) => standing.decision === "denied").map((standing) => standing.school),
    open: openSchools(catalogue, new Set(mine.map((row) => row.school)), myEssays, today),
  };
}
