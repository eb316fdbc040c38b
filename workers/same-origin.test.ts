import { describe, expect, it } from "vitest";
import { isCrossOriginWrite } from "./same-origin";

const post = (path: string, origin?: string) => new Request(`http://app.test${path}`, { method: "POST", headers: origin ? { origin } : {} });

describe("the cross-origin write guard", () => {
  it("lets a form post from the app's own pages through", () => {
    expect(isCrossOriginWrite(post("/auth", "http://app.test"), undefined)).toBe(false);
  });
  it("refuses a post from another site, or with no origin at all", () => {
    expect(isCrossOriginWrite(post("/auth", "https://evil.test"), undefined)).toBe(true);
    expect(isCrossOriginWrite(post("/auth"), undefined)).toBe(true);
  });
  it("accepts the configured public origin behind a proxy", () => {
    expect(isCrossOriginWrite(post("/auth", "https://scout.example"), "https://scout.example")).toBe(false);
  });
  it("leaves reads alone, and routes that guard themselves", () => {
    expect(isCrossOriginWrite(new Request("http://app.test/app"), undefined)).toBe(false);
    expect(isCrossOriginWrite(post("/api/stripe/webhook"), undefined)).toBe(false);
    expect(isCrossOriginWrite(post("/api/auth/sign-in/email", "https://evil.test"), undefined)).toBe(false);
  });
});
