import { type Entitlements, decide } from "../billing/entitlements";

export type VoiceAllowance = {
  /** No plan and no live trial: no voice calls (they cost money per minute). */
  expired: boolean;
  /** The trial's cap on all voice time ever used (null: none). */
  lifetimeSeconds: number | null;
  /** A plan's monthly cap (Essential's 5 hours), counted from `since` (null: none). */
  period: { since: number; seconds: number } | null;
};

/** How much voice time a user may use, from their entitlements (trial: 5 minutes; Essential: 5 hours a month). */
export function voiceAllowance(entitlements: Entitlements): VoiceAllowance {
  if (!decide(entitlements, "voice").allowed) return { expired: true, lifetimeSeconds: 0, period: null };
  return { expired: false, lifetimeSeconds: entitlements.caps.voiceSeconds, period: entitlements.caps.voicePerMonth };
}
