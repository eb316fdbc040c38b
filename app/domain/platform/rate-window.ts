// The chat rate window, 10 user messages per 60 seconds per user: a sliding window over the
// times of the messages let through.
export const CHAT_RATE = { limit: 10, windowMs: 60_000 } as const;

export type RateRule = { limit: number; windowMs: number };
export type Admission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Whether one more message fits, given the times (ms) of those already in the window. */
export function admit(recent: number[], now: number, rule: RateRule = CHAT_RATE): Admission {
  const inWindow = recent.filter((at) => at > now - rule.windowMs).sort((a, b) => a - b);
  if (inWindow.length < rule.limit) return { allowed: true };
  const oldest = inWindow[inWindow.length - rule.limit]!;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000)) };
}
