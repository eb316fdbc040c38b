import * as schema from "../../db/schema";
import { addSchool } from "../factories";
import { db } from "../integration/helpers";

// Alice after her decisions: admitted to Yale SOM (an offer with an award and a negotiation
// e-mail holding the marker, chosen, its checklist holding it) and waitlisted at Kellogg (a letter holding it).
export async function seedSeason(userId: string, marker: string) {
  const decided = async (school: string, decision: "admitted" | "waitlisted") => {
    await addSchool(db(), userId, school, 5);
    const [submission] = await db()
      .insert(schema.schoolSubmissions)
      .values({ userId, school, cycle: "2026-2027", round: "R1", submittedOn: "2026-09-20", snapshot: { essays: [], answers: [], disclosure: null } })
      .returning();
    const [step] = await db()
      .insert(schema.applicationSteps)
      .values({ userId, submissionId: submission!.id, school, seq: 1, kind: "decision", decision, happenedOn: "2026-11-25" })
      .returning();
    return step!.id;
  };
  const admittedStep = await decided("Yale SOM", "admitted");
  const [offer] = await db()
    .insert(schema.offers)
    .values({
      userId,
      decisionStepId: admittedStep,
      school: "Yale SOM",
      currency: "USD",
      costMinor: 11_911_000,
      costSource: "own",
      negotiationDraft: `Please ${marker}`,
    })
    .returning();
  const [item] = await db()
    .insert(schema.offerItems)
    .values({ userId, offerId: offer!.id, kind: "award", name: `Award ${marker}`, amountMinor: 100_000, currency: "USD" })
    .returning();
  // She chose Yale SOM: its checklist holds an item of her own with the marker.
  const [matriculation] = await db()
    .insert(schema.matriculations)
    .values({ userId, decisionStepId: admittedStep, school: "Yale SOM", chosenOn: "2026-11-26", international: true })
    .returning();
  const [own] = await db()
    .insert(schema.matriculationItems)
    .values({ userId, matriculationId: matriculation!.id, kind: "custom", label: `Visa photos ${marker}` })
    .returning();
  const waitlistedStep = await decided("Kellogg", "waitlisted");
  await db()
    .insert(schema.waitlistLetters)
    .values({ userId, decisionStepId: waitlistedStep, school: "Kellogg", body: `News ${marker}` });
  return { offerItemId: item!.id, matriculationItemId: own!.id };
}
