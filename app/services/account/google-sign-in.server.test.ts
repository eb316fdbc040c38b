import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from "jose";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { checkGoogleIdentity, verifiedGoogleProfile } from "./google-sign-in.server";

// The ID token check, against keys made here: what Google signs is read, anything else is not.
const CLIENT_ID = "scout.apps.googleusercontent.com";
const claims = {
  sub: "109876543210987654321",
  email: "noor@gmail.com",
  email_verified: true,
  name: "Noor Haddad",
  picture: "https://lh3.googleusercontent.com/a/x",
};

let google: Awaited<ReturnType<typeof generateKeyPair>>;
let stranger: Awaited<ReturnType<typeof generateKeyPair>>;
let keys: ReturnType<typeof createLocalJWKSet>;

beforeAll(async () => {
  google = await generateKeyPair("RS256");
  stranger = await generateKeyPair("RS256");
  keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(google.publicKey)), kid: "google-key", alg: "RS256" }] });
  // The refusals are logged; the test reads the answers.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

function token(overrides: { payload?: Record<string, unknown>; key?: CryptoKey; issuer?: string; audience?: string; expires?: string } = {}) {
  return new SignJWT({ ...claims, ...overrides.payload })
    .setProtectedHeader({ alg: "RS256", kid: "google-key" })
    .setIssuer(overrides.issuer ?? "https://accounts.google.com")
    .setAudience(overrides.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(overrides.expires ?? "1h")
    .sign(overrides.key ?? google.privateKey);
}

describe("verifiedGoogleProfile", () => {
  it("reads who signed in from a token Google signed for Scout", async () => {
    expect(await verifiedGoogleProfile(await token(), keys, CLIENT_ID)).toEqual({
      id: claims.sub,
      sub: claims.sub,
      email: claims.email,
      emailVerified: true,
      name: "Noor Haddad",
      image: claims.picture,
    });
  });

  it("accepts Google's other spelling of its issuer", async () => {
    expect(await verifiedGoogleProfile(await token({ issuer: "accounts.google.com" }), keys, CLIENT_ID)).not.toBeNull();
  });

  it("refuses a token signed by another key, for another client, from another issuer, or expired", async () => {
    expect(await verifiedGoogleProfile(await token({ key: stranger.privateKey }), keys, CLIENT_ID)).toBeNull();
    expect(await verifiedGoogleProfile(await token({ audience: "someone-else.apps.googleusercontent.com" }), keys, CLIENT_ID)).toBeNull();
    expect(await verifiedGoogleProfile(await token({ issuer: "https://evil.example" }), keys, CLIENT_ID)).toBeNull();
    expect(await verifiedGoogleProfile(await token({ expires: "-1m" }), keys, CLIENT_ID)).toBeNull();
  });

  it("refuses a token without an e-mail, and reads a missing email_verified as not verified", async () => {
    expect(await verifiedGoogleProfile(await token({ payload: { email: undefined } }), keys, CLIENT_ID)).toBeNull();
    expect(await verifiedGoogleProfile(await token({ payload: { email_verified: undefined } }), keys, CLIENT_ID)).toMatchObject({ emailVerified: false });
    expect(await verifiedGoogleProfile(await token({ payload: { email_verified: "true" } }), keys, CLIENT_ID)).toMatchObject({ emailVerified: true });
  });

  it("refuses what is not a token at all", async () => {
    expect(await verifiedGoogleProfile("not.a.token", keys, CLIENT_ID)).toBeNull();
  });
});

describe("checkGoogleIdentity", () => {
  const oauth = (action: string) => ({ method: "oauth", action });

  it("refuses an address Google has not verified for a new account or for joining one", () => {
    expect(checkGoogleIdentity({ user: { emailVerified: false }, source: oauth("create-user") })).toMatchObject({ error: "google_email_not_verified" });
    expect(checkGoogleIdentity({ user: { emailVerified: false }, source: oauth("link-account") })).toMatchObject({ error: "google_email_not_verified" });
  });

  it("lets a verified address through, a Google account already joined sign in, and leaves passwords alone", () => {
    expect(checkGoogleIdentity({ user: { emailVerified: true }, source: oauth("create-user") })).toBeUndefined();
    expect(checkGoogleIdentity({ user: { emailVerified: false }, source: oauth("sign-in") })).toBeUndefined();
    expect(checkGoogleIdentity({ user: { emailVerified: false }, source: { method: "email-password", action: "create-user" } })).toBeUndefined();
  });
});
