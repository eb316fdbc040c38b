import { type FuzzEntry, at, submit } from "./fuzz-kit";

// The fuzz's admin routes. The owner is an admin here; the admin acts on another user (targetUserId).
export const adminFuzz: Record<string, FuzzEntry> = {
  // The owner is an admin here; the admin acts on another user (targetUserId).
  "routes/admin.users.$userId": {
    submissions: [
      submit(
        "extend trial",
        (owner) => `/admin/users/${owner.targetUserId}`,
        () => ({ intent: "extend-trial", days: "7" }),
      ),
      submit(
        "reset usage",
        (owner) => `/admin/users/${owner.targetUserId}`,
        () => ({ intent: "reset-usage", kind: "textMessages" }),
      ),
    ],
  },
  "routes/admin.work": { submissions: [submit("retry a dead letter", at("/admin/work"), () => ({ intent: "retry", id: crypto.randomUUID() }))] },
  "routes/admin.catalogue.$schoolId": {
    submissions: [
      submit("an essay draft", at("/admin/catalogue/booth"), () => ({
        intent: "essay-draft",
        cycle: "2026-2027",
        title: "Fuzz question",
        prompt: "What will you bring?",
        kind: "essay",
        sources: "https://www.chicagobooth.edu/",
      })),
      submit("a deadline draft", at("/admin/catalogue/booth"), () => ({
        intent: "deadline-draft",
        cycle: "2026-2027",
        round: "R1",
        date: "2027-09-15",
        time: "17:00",
        timeZone: "America/Chicago",
        sources: "https://www.chicagobooth.edu/",
      })),
      submit("publish", at("/admin/catalogue/booth"), () => ({ intent: "publish", item: "essay", id: "no-such-row" })),
    ],
  },
  "routes/admin.catalogue._index": {
    submissions: [
      submit("a new draft school", at("/admin/catalogue"), () => ({
        intent: "school-new",
        name: `Fuzz School ${crypto.randomUUID().slice(0, 8)}`,
        fullName: "Fuzz School of Business",
        shortName: `FZ${crypto.randomUUID().slice(0, 8)}`,
        country: "France",
        region: "Europe",
        timeZone: "Europe/Paris",
        timeZoneNote: "Campuses in two zones; its page gives Paris time.",
        words: "Fuzz School",
        ownDomains: "fuzz.example.edu",
        cycle: "2026-2027",
      })),
    ],
  },
  "routes/admin.prompts.$type": {
    submissions: [
      submit("a new version (not activated)", at("/admin/prompts/feedback_base"), () => ({ intent: "create", promptText: "Be kind and exact.", name: "Fuzz" })),
      submit("activate", at("/admin/prompts/feedback_base"), () => ({ intent: "activate", version: "1" })),
    ],
  },
};
