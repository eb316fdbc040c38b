import { env, exports } from "cloudflare:workers";
import { createDb } from "../../db/client";

export const db = () => createDb(env.DB);

/** A request to the worker under test, as a browser would send it. */
export function request(path: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(`http://localhost${path}`, { redirect: "manual", ...init }));
}

/** Signs a new applicant up through the real auth API; returns their cookie and id. */
export async function signUp(email = `applicant-${crypto.randomUUID()}@example.com`, password = "correct-horse-battery") {
  const response = await request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost" },
    body: JSON.stringify({ email, password, name: "" }),
  });
  const body = (await response.json()) as { user?: { id: string } };
  if (!response.ok || !body.user) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(body)}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return { cookie, userId: body.user.id, email };
}
