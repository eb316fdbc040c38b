import { describe, expect, it } from "vitest";
import { admit } from "./rate-window";

describe("the chat rate window", () => {
  const now = 1_000_000;
  const ten = Array.from({ length: 10 }, (_, i) => now - 50_000 + i * 1_000);

  it("lets ten messages through a minute, and refuses the eleventh with when to retry", () => {
    expect(admit(ten.slice(0, 9), now)).toEqual({ allowed: true });
    expect(admit(ten, now)).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it("lets messages through again once the oldest leave the window", () => {
    expect(admit(ten, now + 10_001)).toEqual({ allowed: true });
  });

  it("ignores times outside the window", () => {
    expect(admit([now - 60_000, now - 90_000, ...ten.slice(0, 9)], now)).toEqual({ allowed: true });
  });
});
