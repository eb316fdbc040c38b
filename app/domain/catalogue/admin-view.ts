// How /admin words a user's plan and usage (the same words on the list and on one user's page).

export function planLabel(status: string | null, tier: string | null): string {
  if (!status) return "No trial yet";
  const name = tier ? tier[0]!.toUpperCase() + tier.slice(1) : null;
  switch (status) {
    case "trialing":
      return name ? `${name} · trial` : "Trial";
    case "expired":
      return name ? `${name} · trial ended` : "Trial ended";
    case "active":
      return name ?? "Active";
    default:
      return `${name ?? "No plan"} · ${status.replace("_", " ")}`;
  }
}

export function voiceMinutes(seconds: number) {
  return `${Math.round(seconds / 6) / 10} min`;
}

export function formatUsage(usage: { textMessages: number; voiceSeconds: number; essaysCreated: number }) {
  return { messages: String(usage.textMessages), voice: voiceMinutes(usage.voiceSeconds), essays: String(usage.essaysCreated) };
}
