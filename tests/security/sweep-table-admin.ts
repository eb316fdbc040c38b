import { type SweepEntry, data, form, get } from "./sweep-probes";

// The cross-user sweep's admin routes: Bob, not an admin, reaches none; an admin's probes name Alice's rows.
export const adminRoutes: Record<string, SweepEntry> = {
  "routes/admin": {
    kind: "ids",
    probes: [
      get("the admin page", () => "/admin"),
      get(
        "its data",
        data(() => "/admin", "routes/admin"),
      ),
    ],
  },
  "routes/admin._index": { kind: "ids", probes: [get("the users list, searching for Alice", (alice) => `/admin?q=${encodeURIComponent(alice.email)}`)] },
  "routes/admin.users.$userId": {
    kind: "ids",
    probes: [
      get("Alice's page", (alice) => `/admin/users/${alice.userId}`),
      ...["extend-trial", "reset-usage", "grant-admin", "revoke-admin"].map((intent) =>
        form(
          `intent=${intent} on Alice`,
          (alice) => `/admin/users/${alice.userId}`,
          () => ({ intent, days: "30", kind: "textMessages" }),
        ),
      ),
    ],
  },
  "routes/admin.users.$userId.essays.$essayId": {
    kind: "ids",
    probes: [get("Alice's essay as support reads it", (alice) => `/admin/users/${alice.userId}/essays/${alice.essay.id}`)],
  },
  "routes/admin.audit": { kind: "ids", probes: [get("the audit log", () => "/admin/audit")] },
  "routes/admin.work": {
    kind: "ids",
    probes: [
      get("background work", () => "/admin/work"),
      get(
        "its data",
        data(() => "/admin/work", "routes/admin.work"),
      ),
      // Alice's job's id stands in for a dead letter's: requireAdmin refuses Bob before any lookup.
      ...["retry", "discard"].map((intent) =>
        form(
          `intent=${intent}`,
          () => "/admin/work",
          (alice) => ({ intent, id: alice.job.id }),
        ),
      ),
    ],
  },
  "routes/admin.catalogue._index": {
    kind: "ids",
    probes: [
      get("the school catalogue", () => "/admin/catalogue"),
      get(
        "its data",
        data(() => "/admin/catalogue", "routes/admin.catalogue._index"),
      ),
      form(
        "intent=school-new",
        () => "/admin/catalogue",
        () => ({
          intent: "school-new",
          name: "Bob's school",
          fullName: "Bob's school",
          shortName: "BOB",
          country: "Nowhere",
          region: "Europe",
          timeZone: "UTC",
          words: "Bob's school",
          cycle: "2026-2027",
        }),
      ),
    ],
  },
  "routes/admin.catalogue.$schoolId": {
    kind: "ids",
    probes: [
      get("a school of the catalogue", () => "/admin/catalogue/booth?cycle=2026-2027"),
      get(
        "its data",
        data(() => "/admin/catalogue/booth", "routes/admin.catalogue.$schoolId"),
      ),
      form(
        "intent=deadline-draft",
        () => "/admin/catalogue/booth",
        () => ({ intent: "deadline-draft", cycle: "2026-2027", round: "Bob's round", date: "2027-01-01", timeZone: "UTC", sources: "https://evil.example" }),
      ),
      ...["publish", "discard", "verify", "retire"].map((intent) =>
        form(
          `intent=${intent}`,
          () => "/admin/catalogue/booth",
          () => ({ intent, item: "essay", id: "any" }),
        ),
      ),
      form(
        "intent=source-reviewed",
        () => "/admin/catalogue/booth",
        () => ({ intent: "source-reviewed", url: "https://www.chicagobooth.edu/" }),
      ),
      ...["school-publish", "school-retire", "school-discard"].map((intent) =>
        form(
          `intent=${intent}`,
          () => "/admin/catalogue/booth",
          () => ({ intent }),
        ),
      ),
      form(
        "intent=school-profile",
        () => "/admin/catalogue/booth",
        () => ({
          intent: "school-profile",
          name: "Booth",
          fullName: "Bob's Booth",
          shortName: "Chicago Booth",
          country: "US",
          region: "Europe",
          timeZone: "UTC",
          words: "Bob",
        }),
      ),
      form(
        "intent=school-cycle",
        () => "/admin/catalogue/booth",
        () => ({ intent: "school-cycle", cycle: "2025-2026" }),
      ),
    ],
  },
  "routes/admin.prompts._index": {
    kind: "ids",
    probes: [
      get("the prompt list", () => "/admin/prompts"),
      get(
        "its data",
        data(() => "/admin/prompts", "routes/admin.prompts._index"),
      ),
    ],
  },
  "routes/admin.prompts.$type": {
    kind: "ids",
    probes: [
      get("a prompt, a version and a diff", () => "/admin/prompts/feedback_base?v=1&a=1&b=2"),
      get(
        "its data",
        data(() => "/admin/prompts/feedback_base", "routes/admin.prompts.$type"),
      ),
      form(
        "intent=create",
        () => "/admin/prompts/feedback_base",
        () => ({ intent: "create", promptText: "Bob's prompt", name: "Bob's version", activate: "on" }),
      ),
      form(
        "intent=activate",
        () => "/admin/prompts/feedback_base",
        () => ({ intent: "activate", version: "1" }),
      ),
    ],
  },
};
