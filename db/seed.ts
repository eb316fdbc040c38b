import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { addSchool, catalogueSchool, createConversation, createEssay, createTrial, createUser, saveGoals, saveResume } from "../tests/factories";
import type { Database } from "./client";
import { account, user } from "./schema";

// The demo account for local development: signs in with these, on an active trial, with two
// schools and their essays, some goals, a resume and one conversation. Safe to run again.
export const DEMO_ACCOUNT = { email: "demo@scout.local", password: "scout-demo-2026" } as const;
const DEMO_USER_ID = "user_demo";
const DEMO_SCHOOLS = ["Harvard Business School", "Wharton"];

export async function seedDemoAccount(db: Database): Promise<"created" | "exists"> {
  const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNT.email)).get();
  if (existing) return "exists";

  await createUser(db, { id: DEMO_USER_ID, email: DEMO_ACCOUNT.email, emailVerified: true });
  await db.insert(account).values({
    id: "account_demo",
    accountId: DEMO_USER_ID,
    providerId: "credential",
    userId: DEMO_USER_ID,
    password: await hashPassword(DEMO_ACCOUNT.password),
  });
  await createTrial(db, DEMO_USER_ID);

  for (const [position, name] of DEMO_SCHOOLS.entries()) {
    const school = await catalogueSchool(db, name);
    await addSchool(db, DEMO_USER_ID, school.name, position + 1);
    for (const essay of school.essays) {
      await createEssay(db, DEMO_USER_ID, { school: school.name, essayTitle: essay.title, essayContent: "" });
    }
  }

  await saveGoals(db, DEMO_USER_ID, {
    longTermVision: "Lead a company that makes clean energy affordable in West Africa.",
    industryShortTerm: "Energy strategy consulting",
    industryLongTerm: "Renewable energy",
    titleShortTerm: "Consultant",
    titleLongTerm: "Chief executive",
    locationShortTerm: "London",
    locationLongTerm: "Lagos",
  });
  await saveResume(
    db,
    DEMO_USER_ID,
    "Analyst, Northwind Energy Partners (2020-2025)\n- Built the pricing model for a 40 MW solar portfolio.\n- Led a team of four analysts on grid-storage due diligence.",
  );
  await createConversation(db, DEMO_USER_ID, "Getting started", [
    { type: "user", content: "Where should I start with my applications?" },
    { type: "assistant", content: "Start with your goals: once we know where you are headed, each school's essays get much easier." },
  ]);
  return "created";
}
