/** The nearest-rank percentile (p in 0..100) of the values; NaN for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const median = (values: number[]) => percentile(values, 50);

export const round = (value: number, digits = 0) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);

export const ms = (value: number | null | undefined) => (value === null || value === undefined || !Number.isFinite(value) ? "–" : `${Math.round(value)} ms`);

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
