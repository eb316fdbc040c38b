import { BASE, sleep } from "./server";
import { fourAtATime } from "./client";
import type { Applicant } from "./seed";

// Deadline night's users' objects: their writing moved in before the night, as the hourly cron
// would have, and what they ask of D1, as the test build counts it (tests/support/test-worker.ts),
// read before and after the night.

export type ObjectD1 = { roundTrips: number; primary: number; d1Ms: number };
/** The test build's count of the objects' D1 round trips (tests/support/test-worker.ts); null without it. */
export const readObjectD1 = async (): Promise<ObjectD1 | null> => {
  const response = await fetch(`${BASE}/api/test/object-d1`).catch(() => null);
  return response?.ok ? ((await response.json()) as ObjectD1) : null;
};

/** The objects' D1 count once `after` has passed and it has stopped growing (two reads 3 s apart agree). */
export async function settledObjectD1(after: number): Promise<ObjectD1 | null> {
  await sleep(Math.max(0, after - performance.now()));
  let last = await readObjectD1();
  for (let i = 0; last && i < 20; i++) {
    await sleep(3_000);
    const now = await readObjectD1();
    if (now && now.primary === last.primary) return now;
    last = now;
  }
  return last;
}

/** Each applicant's writing moved into their object, as the hourly cron does (the test build's /api/test/version-bodies). */
export function moveBeforeTheNight(people: Applicant[]) {
  return fourAtATime(people, async (person) => {
    const answer = await person.session.request("POST", "/api/test/version-bodies", { json: {} });
    if (answer.status !== 200) throw new Error(`moving ${person.session.email} before the night: ${answer.status}`);
  });
}
