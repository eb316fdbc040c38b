import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { loader as benchEmptyLoader } from "../../../app/routes/bench.empty";
import { loader as outboxLoader } from "../../../app/routes/dev.outbox";
import { userRoles } from "../../../db/schema";
import { db, request, signUp } from "../helpers";

describe("/admin", () => {
  it("is a 404 for anyone who is not an admin", async () => {
    const { cookie } = await signUp();
    const response = await request("/admin", { headers: { cookie } });
    expect(response.status).toBe(404);
    await response.text();
    const anonymous = await request("/admin");
    expect(anonymous.status).toBe(404);
    await anonymous.text();
  });

  it("lists users with e-mail, verified and role for an admin, who also sees the Admin button", async () => {
    const admin = await signUp();
    await db().insert(userRoles).values({ userId: admin.userId, role: "admin" });
    const other = await signUp();
    const html = await (await request("/admin", { headers: { cookie: admin.cookie } })).text();
    expect(html).toContain(other.email);
    // Each row ends with its role: the admin's says admin, the other user's says user (the last
    // activity before it is a <time> in the reader's zone).
    const roleOf = (email: string) =>
      new RegExp(`>${email.replace(/[.+]/g, "\\$&")}</a></td>(?:<td[^>]*>(?:(?!</td>).)*</td>){6}<td[^>]*>([^<]*)</td>`).exec(html)?.[1];
    expect(roleOf(admin.email)).toBe("admin");
    expect(roleOf(other.email)).toBe("user");
    const app = await (await request("/app", { headers: { cookie: admin.cookie } })).text();
    expect(app).toContain('href="/admin"');
    const notAdmin = await (await request("/app", { headers: { cookie: other.cookie } })).text();
    expect(notAdmin).not.toContain('href="/admin"');
  });
});

describe("the header", () => {
  it("shows Billing and the avatar menu's items", async () => {
    const { cookie } = await signUp();
    const html = await (await request("/app", { headers: { cookie } })).text();
    expect(html).toContain('href="/account"');
    expect(html).toContain("Account &amp; Billing");
    expect(html).toContain("Sign out");
    // Deleting the account is on /account, not one slip away from Sign out.
    expect(html).not.toContain("Delete Account");
  });
});

describe("static pages", () => {
  it.each([
    ["/terms", "no refunds"],
    ["/privacy", "only when you ask for it"],
    ["/support", "within 24 hours"],
  ])("%s renders its content", async (path, text) => {
    const response = await request(path);
    expect(response.status).toBe(200);
    expect((await response.text()).toLowerCase()).toContain(text.toLowerCase());
  });

  it("answers 404 for the outbox and the bench's empty page in production", async () => {
    const production = { app: { settings: { APP_ENV: "production" } } } as unknown as LoaderFunctionArgs["context"];
    for (const loader of [outboxLoader, benchEmptyLoader]) {
      const thrown = await Promise.resolve()
        .then(() => loader({ request: new Request("http://localhost/"), params: {}, context: production }))
        .catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
    const served = await request("/bench/empty");
    expect(served.status).toBe(200);
    await served.text();
  });

  it("shows the local outbox outside production", async () => {
    const response = await request("/dev/outbox");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Outbox");
  });
});

describe("the landing page", () => {
  it("shows the price from the price table, the trial, the schools and the footer links", async () => {
    const html = await (await request("/")).text();
    expect(html).toContain("Starting at $99/month. Cancel anytime.");
    expect(html).toContain("Free 14-day trial.");
    expect(html).toContain("Cornell Johnson");
    for (const link of ["/privacy", "/terms", "/support"]) expect(html).toContain(`href="${link}"`);
    expect(html).toContain('action="/signup/password"');
  });
});
