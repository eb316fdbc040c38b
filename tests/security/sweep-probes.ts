import { postForm, postJson, request } from "../integration/helpers";
import type { Alice } from "./applicants";

// The cross-user sweep (cross-user.test.ts): for every Remix route that has a loader or an action
// (sweep-table.ts), and for every /api route (sweep-api.ts), how Bob tries to reach Alice's things
// through it. A route missing from either fails the sweep, so a new route cannot ship without
// saying how it is scoped.
//
// - `ids`: the route takes an id (or a school name) of Alice's; as Bob, every probe is a 404 and
//   nothing of Alice's comes back.
// - `own`: the route takes no id; it can only show or change the signed-in user's own rows. As
//   Bob, nothing of Alice's comes back.
// - `public`: the route shows nobody's rows (landing, legal pages, sign-in, the plans table).
type Bob = { cookie: string; userId: string; email: string };
/** `notFound`: a probe of an "own" route that names one of Alice's rows, so it must be the 404 too. */
export type Probe = { name: string; send: (alice: Alice, bob: Bob) => Promise<Response>; notFound?: boolean };
export type SweepEntry = { kind: "ids"; probes: Probe[] } | { kind: "own"; probes: Probe[] } | { kind: "public"; why: string };

export const get = (name: string, path: (alice: Alice) => string): Probe => ({
  name,
  send: (alice, bob) => request(path(alice), { headers: { cookie: bob.cookie } }),
});
export const form = (name: string, path: (alice: Alice) => string, fields: (alice: Alice) => Record<string, string>): Probe => ({
  name,
  send: (alice, bob) => postForm(path(alice), fields(alice), { cookie: bob.cookie }),
});
export const json = (name: string, path: (alice: Alice) => string, body: (alice: Alice) => unknown): Probe => ({
  name,
  send: (alice, bob) => postJson(path(alice), body(alice), bob.cookie),
});
/** The same probe, answered with the 404 on a route whose other probes show Bob his own rows. */
export const naming = (probe: Probe): Probe => ({ ...probe, notFound: true });
export const data = (path: (alice: Alice) => string, routeId: string) => (alice: Alice) => `${path(alice)}.data?_routes=${encodeURIComponent(routeId)}`;
