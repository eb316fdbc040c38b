import { describe, expect, it } from "vitest";
import { googleEndpoints, googleRefusal } from "./google-sign-in";

describe("Google's endpoints", () => {
  it("are Google's own hosts unless a base URL is set", () => {
    expect(googleEndpoints()).toEqual({
      authorization: "https://accounts.google.com/o/oauth2/v2/auth",
      token: "https://oauth2.googleapis.com/token",
      keys: "https://www.googleapis.com/oauth2/v3/certs",
    });
  });

  it("all move to the base URL, with Google's paths", () => {
    expect(googleEndpoints("http://127.0.0.1:9999/")).toEqual({
      authorization: "http://127.0.0.1:9999/o/oauth2/v2/auth",
      token: "http://127.0.0.1:9999/token",
      keys: "http://127.0.0.1:9999/oauth2/v3/certs",
    });
  });
});

describe("what the sign-in page says when Google sign-in did not finish", () => {
  it("says nothing without an error", () => {
    expect(googleRefusal(null)).toBeNull();
    expect(googleRefusal("")).toBeNull();
  });

  it("names a declined consent as the person's own choice", () => {
    expect(googleRefusal("access_denied")).toMatchObject({ title: "Google Sign-In Canceled", variant: "destructive" });
  });

  it("sends the owner of a password account to their password", () => {
    expect(googleRefusal("account_not_linked")?.description).toMatch(/^There is already a Scout account with this e-mail\. Sign in with its password\./);
  });

  it("says the same for any other code, and never repeats what came in the address", () => {
    const other = googleRefusal("<script>alert(1)</script>");
    expect(other).toEqual(googleRefusal("invalid_code"));
    expect(JSON.stringify(other)).not.toContain("alert(1)");
    // Inherited names are not codes.
    expect(googleRefusal("constructor")).toEqual(googleRefusal("invalid_code"));
  });
});
