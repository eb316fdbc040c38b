// Parses Stripe's form encoding (a[b][0][c]=v) into nested objects and arrays, as Stripe does.
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const key: string | number = /^\d+$/.test(part) ? Number(part) : part;
      const last = index === path.length - 1;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      if (container[key] === undefined) container[key] = /^\d+$/.test(path[index + 1] ?? "") ? [] : {};
      node = container[key] as Record<string, unknown>;
    });
  }
  return root;
}
