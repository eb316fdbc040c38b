// Money as integers in a currency's minor units (cents), never floating point: parsing the
// applicant's typing, adding, and converting with a rate they give, all in integer arithmetic.

export const currencies = ["USD", "EUR", "GBP", "CHF", "CAD", "SGD", "HKD", "AUD", "INR", "CNY", "JPY"] as const;

const ZERO_DECIMAL = new Set<string>(["JPY"]);

/** Digits after the point in the currency's minor unit (cents: 2; yen: 0). */
export const minorDigits = (currency: string) => (ZERO_DECIMAL.has(currency) ? 0 : 2);

/** The largest amount accepted: ten million in major units, far above any MBA's cost. */
export const MAX_MAJOR = 10_000_000;

export type AmountParse = { ok: true; minor: number } | { ok: false; message: string };

/** "12,500.50" in USD is 1250050. Refuses a negative, too many decimals, or anything but a number. */
export function parseAmount(typed: string, currency: string): AmountParse {
  const text = typed.trim().replace(/[\s,_']/g, "");
  if (text.startsWith("-")) return { ok: false, message: "Enter an amount of zero or more" };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return { ok: false, message: "Enter an amount such as 12,500.00" };
  const digits = minorDigits(currency);
  const fraction = match[2] ?? "";
  if (fraction.length > digits) return { ok: false, message: digits === 0 ? `${currency} has no decimals` : `At most ${digits} decimals` };
  const whole = match[1]!.replace(/^0+(?=\d)/, "");
  if (whole.length > String(MAX_MAJOR).length || Number(whole) > MAX_MAJOR) return { ok: false, message: "That amount is too large" };
  return { ok: true, minor: Number(whole + fraction.padEnd(digits, "0")) };
}

/** 1250050 USD is "USD 12,500.50": built from the integer's digits, not from a division. */
export function formatMoney(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const negative = minor < 0;
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  const whole = text.slice(0, text.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const fraction = digits ? `.${text.slice(text.length - digits)}` : "";
  return `${negative ? "−" : ""}${currency} ${whole}${fraction}`;
}

/** Sums of integers stay integers; this only refuses the sum that left the safe range. */
export function sumMinor(amounts: readonly number[]): number {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError("sum out of range");
  return total;
}

export const RATE_SCALE = 1_000_000;

/** "1.08" is 1080000 millionths. Refuses zero, a negative, or more than six decimals. */
export function parseRate(typed: string): { ok: true; micro: number } | { ok: false; message: string } {
  const match = /^(\d{1,6})(?:\.(\d{0,6}))?$/.exec(typed.trim());
  if (!match) return { ok: false, message: "Enter a rate such as 1.08 (at most six decimals)" };
  const micro = Number(match[1]! + (match[2] ?? "").padEnd(6, "0"));
  if (micro === 0) return { ok: false, message: "A rate must be more than zero" };
  return { ok: true, micro };
}

export const formatRate = (micro: number) => `${Math.trunc(micro / RATE_SCALE)}.${String(micro % RATE_SCALE).padStart(6, "0")}`.replace(/\.?0+$/, "");

/**
 * An amount in another currency at a rate the applicant gave (base units per one unit), rounded
 * half up to the base's minor unit. BigInt throughout: no floating point touches the money.
 */
export function convertMinor(minor: number, from: string, to: string, rateMicro: number): number {
  const shift = minorDigits(to) - minorDigits(from);
  let numerator = BigInt(minor) * BigInt(rateMicro);
  let denominator = BigInt(RATE_SCALE);
  if (shift > 0) numerator *= 10n ** BigInt(shift);
  if (shift < 0) denominator *= 10n ** BigInt(-shift);
  const rounded = (numerator * 2n + denominator) / (denominator * 2n);
  return Number(rounded);
}
