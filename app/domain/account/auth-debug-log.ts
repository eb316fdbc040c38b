// The local auth debug log: the last 50 auth events, each with the
// e-mail masked to its first 3 characters. Kept in the browser only, for support conversations.
export const AUTH_DEBUG_LIMIT = 50;

export type AuthDebugEntry = { at: string; event: string; email?: string; detail?: string };

export function maskEmail(email: string): string {
  return `${email.slice(0, 3)}***`;
}

export function appendAuthDebugEntry(log: AuthDebugEntry[], entry: AuthDebugEntry): AuthDebugEntry[] {
  const masked = entry.email ? { ...entry, email: maskEmail(entry.email) } : entry;
  return [...log, masked].slice(-AUTH_DEBUG_LIMIT);
}
