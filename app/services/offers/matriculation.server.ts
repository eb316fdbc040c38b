import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { catalogueSchools, matriculationItems, matriculations, offerItems, offers, profileCircumstances } from "../../../db/schema";
import type { ChecklistStatus } from "~/domain/applications/checklist-items";
import { formatCalendarDate } from "~/domain/deadlines/dates";
import {
  MATRICULATION_ITEMS_PER_SCHOOL,
  type ChosenSchool,
  type MatriculationPage,
  type MatriculationKind,
  listedKind,
  matriculationChecklist,
  needsVisa,
} from "~/domain/offers/matriculation";
import { formatMoney } from "~/domain/platform/money";
import { type ChangeOutcome, admitOf } from "./offer-changes.server";
import { admitted } from "./offers.server";
import { standingsOf } from "./decisions.server";

// The checklist after choosing a school (/app/before-you-start): each admit the applicant marks
// as their choice opens one, its items' state kept in matriculation_items. Only a school whose
// latest decision is Admitted can be chosen; another user's school or item is not found.

export async function readMatriculationPage(db: Database, userId: string): Promise<MatriculationPage> {
  const admits = admitted(await standingsOf(db, userId));
  const names = admits.map((admit) => admit.school);
  const [chosenRows, itemRows, profile, countries, deposits] = await db.batch([
    db.select().from(matriculations).where(eq(matriculations.userId, userId)),
    db.select().from(matriculationItems).where(eq(matriculationItems.userId, userId)).orderBy(asc(matriculationItems.createdAt)),
    db.select({ international: profileCircumstances.international }).from(profileCircumstances).where(eq(profileCircumstances.userId, userId)),
    db
      .select({ name: catalogueSchools.name, country: catalogueSchools.country })
      .from(catalogueSchools)
      .where(inArray(catalogueSchools.name, names.length ? names : [""])),
    db
      .select({
        school: offers.school,
        decisionStepId: offers.decisionStepId,
        name: offerItems.name,
        amountMinor: offerItems.amountMinor,
        currency: offerItems.currency,
        dueOn: offerItems.dueOn,
      })
      .from(offerItems)
      .innerJoin(offers, and(eq(offers.id, offerItems.offerId), eq(offers.userId, offerItems.userId)))
      .where(and(eq(offerItems.userId, userId), eq(offerItems.kind, "deposit"))),
  ]);
  const profileInternational = profile[0]?.international ?? null;
  const schools = admits.map((admit): ChosenSchool => {
    const row = chosenRows.find((candidate) => candidate.decisionStepId === admit.decisionStepId);
    const country = countries.find((candidate) => candidate.name === admit.school)?.country ?? null;
    const visa = row ? needsVisa(row.international, profileInternational) : null;
    const entries = row
      ? matriculationChecklist({
          school: admit.school,
          country,
          needsVisa: visa,
          states: itemRows.filter((item) => item.matriculationId === row.id),
          deposits: deposits
            .filter((deposit) => deposit.decisionStepId === admit.decisionStepId)
            .map(
              (deposit) =>
                `${deposit.name}, ${formatMoney(deposit.amountMinor, deposit.currency)}${deposit.dueOn ? `, due ${formatCalendarDate(deposit.dueOn)}` : ""}`,
            ),
        })
      : [];
    return {
      school: admit.school,
      decidedOn: admit.decidedOn ?? "",
      chosen: row ? { chosenOn: row.chosenOn, international: row.international } : null,
      country,
      needsVisa: visa,
      entries,
    };
  });
  return { schools, profileInternational };
}

type Chosen = { ok: true; id: string; school: string; country: string | null; visa: boolean | null } | Exclude<ChangeOutcome, { ok: true }>;

/** The school's open checklist, or why there is none: not theirs (404), not admitted, or not chosen (refused at the school field). */
async function chosenOf(db: Database, userId: string, school: string): Promise<Chosen> {
  const admit = await admitOf(db, userId, school);
  if (!admit.ok) return admit;
  const [row] = await db
    .select({
      id: matriculations.id,
      international: matriculations.international,
      country: catalogueSchools.country,
      profile: profileCircumstances.international,
    })
    .from(matriculations)
    .leftJoin(catalogueSchools, eq(catalogueSchools.name, matriculations.school))
    .leftJoin(profileCircumstances, eq(profileCircumstances.userId, matriculations.userId))
    .where(and(eq(matriculations.userId, userId), eq(matriculations.decisionStepId, admit.decisionStepId)));
  if (!row) return { ok: false, reason: "refused", field: "school", message: `Mark ${school} as your choice first: its checklist opens then.` };
  return { ok: true, id: row.id, school, country: row.country ?? null, visa: needsVisa(row.international, row.profile ?? null) };
}

/** Marks an admit as the applicant's choice (or changes their visa answer for it); `international` null follows the profile. */
export async function chooseSchool(db: Database, userId: string, school: string, international: boolean | null, today: string): Promise<ChangeOutcome> {
  const admit = await admitOf(db, userId, school);
  if (!admit.ok) return admit;
  await db
    .insert(matriculations)
    .values({ userId, decisionStepId: admit.decisionStepId, school, chosenOn: today, international })
    .onConflictDoUpdate({ target: matriculations.decisionStepId, set: { international, updatedAt: new Date() }, setWhere: eq(matriculations.userId, userId) });
  return { ok: true };
}

/** Closes a school's checklist: its ticks and the applicant's own items go with it. */
export async function unchooseSchool(db: Database, userId: string, school: string): Promise<ChangeOutcome> {
  const chosen = await chosenOf(db, userId, school);
  if (!chosen.ok) return chosen;
  await db.delete(matriculations).where(and(eq(matriculations.id, chosen.id), eq(matriculations.userId, userId)));
  return { ok: true };
}

const keptDoneOn = (status: ChecklistStatus, today: string) => sql`case when ${status} = 'done' then coalesce(${matriculationItems.doneOn}, ${today}) end`;

export type ItemChange = { status: ChecklistStatus } | { dueOn: string | null };

/** A fixed item's status or date on a chosen school's checklist (its row made on first change). */
export async function changeKind(
  db: Database,
  userId: string,
  school: string,
  kind: MatriculationKind,
  change: ItemChange,
  today: string,
): Promise<ChangeOutcome> {
  const chosen = await chosenOf(db, userId, school);
  if (!chosen.ok) return chosen;
  if (!listedKind(kind, chosen.country, chosen.visa))
    return { ok: false, reason: "refused", field: null, message: `That item is not on ${school}'s checklist.` };
  const set = "status" in change ? { status: change.status, doneOn: keptDoneOn(change.status, today) } : { dueOn: change.dueOn };
  const values = "status" in change ? { status: change.status, doneOn: change.status === "done" ? today : null } : { dueOn: change.dueOn };
  await db
    .insert(matriculationItems)
    .values({ userId, matriculationId: chosen.id, kind, ...values })
    .onConflictDoUpdate({
      target: [matriculationItems.matriculationId, matriculationItems.kind],
      targetWhere: sql`kind <> 'custom'`,
      set: { ...set, updatedAt: new Date() },
    });
  return { ok: true };
}

/** An item the applicant added: its status or date; not found when it is not theirs. */
export async function changeOwnItem(db: Database, userId: string, itemId: string, change: ItemChange, today: string): Promise<ChangeOutcome> {
  const set = "status" in change ? { status: change.status, doneOn: keptDoneOn(change.status, today) } : { dueOn: change.dueOn };
  const changed = await db
    .update(matriculationItems)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(matriculationItems.id, itemId), eq(matriculationItems.userId, userId), eq(matriculationItems.kind, "custom")))
    .returning({ id: matriculationItems.id });
  return changed.length ? { ok: true } : { ok: false, reason: "not_found" };
}

/** Adds the applicant's own item; the count is checked in the INSERT, so two adds at once cannot pass the limit. */
export async function addOwnItem(db: Database, userId: string, school: string, label: string, dueOn: string | null): Promise<ChangeOutcome> {
  const chosen = await chosenOf(db, userId, school);
  if (!chosen.ok) return chosen;
  const inserted = await db.run(sql`
    insert into ${matriculationItems} (id, user_id, matriculation_id, kind, label, status, due_on)
    select ${crypto.randomUUID()}, ${userId}, ${chosen.id}, 'custom', ${label}, 'to_do', ${dueOn}
    where (select count(*) from ${matriculationItems} where matriculation_id = ${chosen.id} and kind = 'custom') < ${MATRICULATION_ITEMS_PER_SCHOOL}`);
  if (inserted.meta.changes === 1) return { ok: true };
  return { ok: false, reason: "refused", field: null, message: `A school's checklist holds up to ${MATRICULATION_ITEMS_PER_SCHOOL} items you add.` };
}

export async function removeOwnItem(db: Database, userId: string, itemId: string): Promise<ChangeOutcome> {
  const removed = await db
    .delete(matriculationItems)
    .where(and(eq(matriculationItems.id, itemId), eq(matriculationItems.userId, userId), eq(matriculationItems.kind, "custom")))
    .returning({ id: matriculationItems.id });
  return removed.length ? { ok: true } : { ok: false, reason: "not_found" };
}
