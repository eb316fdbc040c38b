import { describe, expect, it } from "vitest";
import { sendEmail } from "../../../app/services/platform/mailer.server";
import { syncNewsletter } from "../../../app/services/account/newsletter.server";
import { parseSettings } from "../../../app/settings.server";
import { fakeRequests, scriptFake } from "../../fakes/control";
import { FAKE_PORTS } from "../../fakes/ports";
import { createUser } from "../../factories";
import { db } from "../helpers";

const providerSettings = parseSettings({
  BETTER_AUTH_SECRET: "x".repeat(32),
  EMAIL_API_KEY: "re_test",
  EMAIL_BASE_URL: `http://127.0.0.1:${FAKE_PORTS.email}`,
  EMAIL_FROM: "Scout <hello@scout.test>",
  NEWSLETTER_WEBHOOK_URL: `http://127.0.0.1:${FAKE_PORTS.email}/newsletter`,
  NEWSLETTER_API_KEY: "nl_test",
});

describe("the mailer with a provider configured", () => {
  it("sends through the provider's HTTP API", async () => {
    const to = `mail-${crypto.randomUUID()}@example.com`;
    await sendEmail(providerSettings, db(), { to, subject: "Verify", text: "Open this link" });
    const sent = (await fakeRequests(FAKE_PORTS.email)).find((request) => request.body.includes(to));
    expect(sent?.path).toBe("/emails");
    expect(JSON.parse(sent!.body)).toEqual({ from: "Scout <hello@scout.test>", to: [to], subject: "Verify", text: "Open this link" });
  });

  it("raises the provider's refusal so the caller can say so", async () => {
    const to = `refused-${crypto.randomUUID()}@example.com`;
    await scriptFake(FAKE_PORTS.email, { match: to, status: 422, body: "Invalid `to` field" });
    await expect(sendEmail(providerSettings, db(), { to, subject: "s", text: "t" })).rejects.toThrow(/refused the message \(422\)/);
  });
});

describe("the newsletter sync with a provider configured", () => {
  it("stores the subscriber and posts the newsletter payload to the provider", async () => {
    const applicant = await createUser(db());
    await syncNewsletter(providerSettings, db(), applicant.id, applicant.email);
    const sent = (await fakeRequests(FAKE_PORTS.email)).find((request) => request.body.includes(applicant.email));
    expect(JSON.parse(sent!.body)).toEqual({ email: applicant.email, firstName: "", tags: ["signup", "marketing-opted-in"] });
  });

  it("logs a provider failure and never throws", async () => {
    const applicant = await createUser(db());
    await scriptFake(FAKE_PORTS.email, { match: applicant.email, status: 500 });
    await expect(syncNewsletter(providerSettings, db(), applicant.id, applicant.email)).resolves.toBeUndefined();
  });
});
