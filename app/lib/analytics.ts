import type { AnalyticsEventName } from "~/domain/platform/analytics-events";

// Records an event on our own server (no third-party tracker). Fire and forget: analytics never
// gets in the user's way, and keepalive lets it finish while the page navigates away.
export function track(name: AnalyticsEventName, properties: Record<string, string | number | boolean> = {}) {
  const path = window.location.pathname + window.location.search;
  fetch("/api/analytics", {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, path, properties }),
  }).catch(() => undefined);
}
