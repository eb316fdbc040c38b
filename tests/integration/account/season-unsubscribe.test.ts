import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailPreferences } from "../../../db/schema";
import { unsubscribeHeaders, unsubscribeToken, unsubscribeUrl } from "../../../app/services/platform/email-preferences.server";
import { createUser } from "../../factories";
import { db, postForm, request } from "../helpers";

// The season's reminders (interviews, deposits, awards, decision days, waitlists) are stopped
// the one way deadline reminders are: a signed link naming the user and the kind, opened signed
// out, asking first; and a mail client's one-click POST to the List-Unsubscribe address. A link
// turns off its own kind only; another user's, another kind's or a changed token changes nothing.

const SECRET = () => env.BETTER_AUTH_SECRET;
const settingsOf = async (userId: string) => db().select().from(emailPreferences).where(eq(emailPreferences.userId, userId)).get();
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return { path: `${parsed.pathname}${parsed.search}`, fields: Object.fromEntries(parsed.searchParams) };
};
const oneClick = async (path: string, body = "List-Unsubscribe=One-Click") => {
  // As a mail provider's server sends it: no cookie, no Origin.
  const response = await request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
  return { status: response.status, text: await response.text() };
};

describe("a season reminder's unsubscribe link", () => {
  it("opens signed out and asks, then turns off that kind only", async () => {
    const alice = await createUser(db());
    const link = pathOf(await unsubscribeUrl("http://localhost", SECRET(), alice.id, "interviewReminders"));
    expect(link.fields.k).toBe("interview-reminders");
    const opened = await request(link.path);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toContain("no-store");
    const page = await opened.text();
    expect(page).toContain("Turn off interview reminders?");
    expect(page).toContain("We e-mail you two days and two hours before each interview slot you record");
    expect(await settingsOf(alice.id)).toBeUndefined();

    const stopped = await postForm(link.path, link.fields);
    expect(stopped.status).toBe(200);
    expect(await stopped.text()).toContain("You will get no more interview reminder e-mails.");
    expect(await settingsOf(alice.id)).toMatchObject({
      interviewReminders: false,
      deadlineReminders: true,
      decisionDayReminders: true,
      waitlistReminders: true,
    });
    expect(await (await request(link.path)).text()).toContain("Interview reminders: already off");
  });

  it("refuses another user's token, another kind's, a changed one and an unknown kind, changing nothing", async () => {
    const [alice, bob] = [await createUser(db()), await createUser(db())];
    const alices = await unsubscribeToken(SECRET(), alice.id, "depositReminders");
    const tokens = [
      ["Bob's deposit token", await unsubscribeToken(SECRET(), bob.id, "depositReminders")],
      ["Alice's deadline token", await unsubscribeToken(SECRET(), alice.id)],
      ["Alice's award token", await unsubscribeToken(SECRET(), alice.id, "awardReminders")],
      ["a changed token", `${alices[0] === "A" ? "B" : "A"}${alices.slice(1)}`],
    ] as const;
    for (const [name, t] of tokens) {
      const path = `/email/unsubscribe?u=${alice.id}&t=${t}&k=deposit-reminders`;
      const opened = await request(path);
      expect(opened.status, name).toBe(404);
      expect(await opened.text()).toContain("This link does not work");
      const posted = await postForm(path, { u: alice.id, t, k: "deposit-reminders" });
      expect(posted.status, name).toBe(404);
      await posted.text();
      expect((await oneClick(`/api/email/unsubscribe?u=${alice.id}&t=${t}&k=deposit-reminders`)).status, name).toBe(404);
    }
    const unknownKind = await request(`/email/unsubscribe?u=${alice.id}&t=${alices}&k=everything`);
    expect(unknownKind.status).toBe(400);
    await unknownKind.text();
    expect(await settingsOf(alice.id)).toBeUndefined();
  });

  it("stops by a mail client's one-click POST to its List-Unsubscribe address, and only with the RFC 8058 body", async () => {
    const alice = await createUser(db());
    const headers = await unsubscribeHeaders("http://localhost", SECRET(), alice.id, "decisionDayReminders");
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const address = headers["List-Unsubscribe"]!.slice(1, -1);
    const { path } = pathOf(address);
    expect(path.startsWith("/api/email/unsubscribe?")).toBe(true);

    expect((await oneClick(path, "List-Unsubscribe=Maybe")).status).toBe(400);
    expect((await oneClick(path, "")).status).toBe(400);
    expect((await oneClick(`/api/email/unsubscribe?u=${alice.id}`)).status).toBe(400);
    expect(await settingsOf(alice.id)).toBeUndefined();

    // A client that opens the address instead lands on the page that asks.
    const opened = await request(path);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`/email/unsubscribe${new URL(address).search}`);
    await opened.text();

    const stopped = await oneClick(path);
    expect(stopped.status).toBe(200);
    expect(JSON.parse(stopped.text)).toEqual({ unsubscribed: "decisionDayReminders" });
    expect(await settingsOf(alice.id)).toMatchObject({ decisionDayReminders: false, interviewReminders: true, deadlineReminders: true });
  });
});
