import type { SweepEntry } from "./sweep-probes";
import { data, form, get, naming } from "./sweep-probes";

// The cross-user sweep's entries for the season after a decision: offers, a waitlist letter,
// the rounds still open. Joined into remixRoutes by sweep-table.ts.
const offers = () => "/app/offers";
const offersData = data(offers, "routes/app.offers");
const beforeData = data(() => "/app/before-you-start", "routes/app.before-you-start");
const waitlistData = data(() => "/app/waitlist/Kellogg", "routes/app.waitlist.$school");

export const seasonRoutes: Record<string, SweepEntry> = {
  // Bob sees his own offers (none); naming Alice's school or item is the 404.
  "routes/app.offers": {
    kind: "own",
    probes: [
      get("Bob's offers", offers),
      get("their data", offersData),
      naming(form("intent=cost on Alice's Yale SOM", offersData, () => ({ intent: "cost", school: "Yale SOM", source: "own", currency: "USD", amount: "1" }))),
      naming(form("intent=item on Alice's Yale SOM", offersData, () => ({ intent: "item", school: "Yale SOM", kind: "award", name: "x", amount: "1" }))),
      naming(form("intent=remove-item of Alice's award", offersData, (alice) => ({ intent: "remove-item", itemId: alice.offerItemId }))),
      naming(form("intent=scores on Alice's Yale SOM", offersData, () => ({ intent: "scores", school: "Yale SOM" }))),
      naming(form("intent=negotiation-save on Alice's Yale SOM", offersData, () => ({ intent: "negotiation-save", school: "Yale SOM", draft: "x" }))),
      naming(form("intent=negotiation-critique on Alice's Yale SOM", offersData, () => ({ intent: "negotiation-critique", school: "Yale SOM", draft: "x" }))),
      naming(form("intent=negotiation-sent on Alice's Yale SOM", offersData, () => ({ intent: "negotiation-sent", school: "Yale SOM", sentOn: "2026-11-27" }))),
      naming(
        form("intent=negotiation-answered on Alice's Yale SOM", offersData, () => ({
          intent: "negotiation-answered",
          school: "Yale SOM",
          answeredOn: "2026-11-28",
        })),
      ),
      form("intent=criteria (his own)", offersData, () => ({ intent: "criteria", "names[0]": "Career", "weights[0]": "3" })),
      form("intent=rates (his own)", offersData, () => ({ intent: "rates", baseCurrency: "USD" })),
    ],
  },
  // Bob's own admits (none); naming Alice's Yale SOM or her own item is the 404.
  "routes/app.before-you-start": {
    kind: "own",
    probes: [
      get("Bob's checklists", () => "/app/before-you-start"),
      get("their data", beforeData),
      naming(form("intent=choose on Alice's Yale SOM", beforeData, () => ({ intent: "choose", school: "Yale SOM", visa: "yes" }))),
      naming(form("intent=unchoose on Alice's Yale SOM", beforeData, () => ({ intent: "unchoose", school: "Yale SOM" }))),
      naming(
        form("intent=item-status on Alice's Yale SOM", beforeData, () => ({ intent: "item-status", school: "Yale SOM", kind: "deposit", status: "done" })),
      ),
      naming(
        form("intent=item-date on Alice's Yale SOM", beforeData, () => ({ intent: "item-date", school: "Yale SOM", kind: "housing", dueOn: "2027-05-01" })),
      ),
      naming(form("intent=add-item on Alice's Yale SOM", beforeData, () => ({ intent: "add-item", school: "Yale SOM", label: "x" }))),
      naming(form("intent=own-status of Alice's item", beforeData, (alice) => ({ intent: "own-status", itemId: alice.matriculationItemId, status: "done" }))),
      naming(form("intent=own-date of Alice's item", beforeData, (alice) => ({ intent: "own-date", itemId: alice.matriculationItemId, dueOn: "" }))),
      naming(form("intent=remove-item of Alice's item", beforeData, (alice) => ({ intent: "remove-item", itemId: alice.matriculationItemId }))),
    ],
  },
  // Alice's waitlisted Kellogg: Bob does not have Kellogg.
  "routes/app.waitlist.$school": {
    kind: "ids",
    probes: [
      get("Alice's waitlist letter", () => "/app/waitlist/Kellogg"),
      get("its data", waitlistData),
      form("intent=save", waitlistData, () => ({ intent: "save", body: "x" })),
      form("intent=sent", waitlistData, () => ({ intent: "sent", sentOn: "2026-11-28" })),
    ],
  },
  // Bob's own rounds still open; adding a school adds it to his own list.
  "routes/app.next-rounds": {
    kind: "own",
    probes: [
      get("rounds still open", () => "/app/next-rounds"),
      form(
        "intent=add",
        data(() => "/app/next-rounds", "routes/app.next-rounds"),
        () => ({ intent: "add", school: "Tuck" }),
      ),
    ],
  },
  // Operators' season facts: Bob is no admin, so every probe is the 404 (requireAdmin before any lookup).
  "routes/admin.season-facts._index": {
    kind: "ids",
    probes: [
      get("what every school's season facts lack", () => "/admin/season-facts"),
      get(
        "its data",
        data(() => "/admin/season-facts", "routes/admin.season-facts._index"),
      ),
    ],
  },
  "routes/admin.season-facts.$schoolId": {
    kind: "ids",
    probes: [
      get("a school's season facts", () => "/admin/season-facts/booth"),
      form(
        "an added fact",
        () => "/admin/season-facts/booth",
        () => ({
          intent: "add",
          topic: "waitlist",
          cycle: "2026-2027",
          value: "x",
          sourceUrl: "https://evil.example",
          owner: "third-party",
          thirdParty: "Evil",
          cadenceDays: "1",
        }),
      ),
      form(
        "a removal",
        () => "/admin/season-facts/booth",
        () => ({ intent: "remove", id: "season-chicago-booth-cost-0" }),
      ),
    ],
  },
};
