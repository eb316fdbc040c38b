import { describe, expect, it } from "vitest";
import { convertMinor, formatMoney, formatRate, parseAmount, parseRate, sumMinor } from "./money";

describe("money in minor units", () => {
  it("parses what an applicant types into an integer, refusing negatives and stray decimals", () => {
    expect(parseAmount("12,500.50", "USD")).toEqual({ ok: true, minor: 1_250_050 });
    expect(parseAmount("0.1", "USD")).toEqual({ ok: true, minor: 10 });
    expect(parseAmount("7000", "EUR")).toEqual({ ok: true, minor: 700_000 });
    expect(parseAmount("150000", "JPY")).toEqual({ ok: true, minor: 150_000 });
    expect(parseAmount("-5", "USD")).toMatchObject({ ok: false, message: "Enter an amount of zero or more" });
    expect(parseAmount("1.005", "USD")).toMatchObject({ ok: false });
    expect(parseAmount("1.5", "JPY")).toMatchObject({ ok: false });
    expect(parseAmount("1e5", "USD")).toMatchObject({ ok: false });
    expect(parseAmount("99999999999", "USD")).toMatchObject({ ok: false });
  });

  it("adds without floating point: 0.1 + 0.2 is exactly 0.3", () => {
    const a = parseAmount("0.1", "USD");
    const b = parseAmount("0.2", "USD");
    if (!a.ok || !b.ok) throw new Error("parse");
    expect(sumMinor([a.minor, b.minor])).toBe(30);
    expect(formatMoney(sumMinor([a.minor, b.minor]), "USD")).toBe("USD 0.30");
  });

  it("formats from the integer's digits", () => {
    expect(formatMoney(11_911_000, "USD")).toBe("USD 119,110.00");
    expect(formatMoney(-250_000, "EUR")).toBe("−EUR 2,500.00");
    expect(formatMoney(5, "USD")).toBe("USD 0.05");
    expect(formatMoney(150_000, "JPY")).toBe("JPY 150,000");
  });

  it("converts at the applicant's rate, rounding half up, across minor units", () => {
    const rate = parseRate("1.08");
    expect(rate).toEqual({ ok: true, micro: 1_080_000 });
    expect(convertMinor(700_000, "EUR", "USD", 1_080_000)).toBe(756_000);
    expect(convertMinor(1, "EUR", "USD", 1_500_000)).toBe(2);
    expect(convertMinor(100_000, "JPY", "USD", 6_700)).toBe(67_000);
    expect(convertMinor(10_000, "USD", "JPY", 150_000_000)).toBe(15_000);
    expect(parseRate("0")).toMatchObject({ ok: false });
    expect(parseRate("-1")).toMatchObject({ ok: false });
    expect(formatRate(1_080_000)).toBe("1.08");
    expect(formatRate(2_000_000)).toBe("2");
  });
});
