// The one number formatter: built once (building an Intl.NumberFormat per number costs far more
// than using one; a full dashboard formats a few hundred counts).
const numbers = new Intl.NumberFormat("en-US");

/** 1200 → "1,200" (American English, as every number a person reads). */
export function formatNumber(value: number): string {
  return numbers.format(value);
}
