import { describe, expect, it } from "vitest";
import { trialBadge, trialStatusFromCheck, trialStatusFromFailure, usageCapsApply } from "./trial-status";

const now = new Date("2026-11-22T12:00:00Z");
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe("trial status from a subscription check", () => {
  it("counts the days to the end, rounded up", () => {
    const status = trialStatusFromCheck({ subscribed: true, is_trialing: true, subscription_tier: "pro", subscription_end: inDays(2.2) }, now);
    expect(status).toEqual({ isInTrial: true, trialEndDate: inDays(2.2), daysRemaining: 3, isTrialExpired: false, neverStarted: false });
  });
  it("never goes below zero days", () => {
    expect(trialStatusFromCheck({ subscribed: false, is_trialing: true, subscription_tier: null, subscription_end: inDays(-3) }, now).daysRemaining).toBe(0);
  });
  it("follows is_trialing for isInTrial (a paid plan is not a trial)", () => {
    const paid = trialStatusFromCheck({ subscribed: true, is_trialing: false, subscription_tier: "essential", subscription_end: inDays(20) }, now);
    expect(paid).toMatchObject({ isInTrial: false, daysRemaining: 20, isTrialExpired: false, neverStarted: false });
  });
  it("gives 999 days to a subscription without an end date", () => {
    expect(trialStatusFromCheck({ subscribed: true, is_trialing: false, subscription_tier: "pro", subscription_end: null }, now)).toMatchObject({
      isInTrial: false,
      daysRemaining: 999,
    });
  });
  it("is expired when neither subscribed nor trialing", () => {
    expect(trialStatusFromCheck({ subscribed: false, is_trialing: false, subscription_tier: null, subscription_end: null }, now).isTrialExpired).toBe(true);
  });
});

describe("trial status when the check fails", () => {
  it("reads an authentication or session error as in trial with 7 days", () => {
    expect(trialStatusFromFailure({ message: "Authentication error: token" }, now)).toMatchObject({ isInTrial: true, daysRemaining: 7 });
    expect(trialStatusFromFailure({ message: "Session not found" }, now)).toMatchObject({ isInTrial: true, daysRemaining: 7 });
  });
  it("reads any other error as expired", () => {
    expect(trialStatusFromFailure({ message: "Database unavailable" }, now)).toMatchObject({ isTrialExpired: true, daysRemaining: 0 });
  });
  it("reads a thrown call as in trial with 7 days", () => {
    expect(trialStatusFromFailure({ thrown: true }, now)).toMatchObject({ isInTrial: true, daysRemaining: 7 });
  });
});

describe("the trial badge and usage caps", () => {
  it("says how many days are left, singular or plural", () => {
    const status = (days: number) => ({ isInTrial: true, trialEndDate: null, daysRemaining: days, isTrialExpired: false, neverStarted: false });
    expect(trialBadge(status(1))).toBe("1 day left in trial");
    expect(trialBadge(status(12))).toBe("12 days left in trial");
  });
  it("says Trial expired, and nothing for a paid plan", () => {
    expect(trialBadge({ isInTrial: false, trialEndDate: null, daysRemaining: 0, isTrialExpired: true, neverStarted: false })).toBe("Trial expired");
    expect(trialBadge({ isInTrial: false, trialEndDate: null, daysRemaining: 999, isTrialExpired: false, neverStarted: false })).toBeNull();
  });
  it("invites someone who never had a trial to start one, never saying it expired", () => {
    const none = { subscribed: false, is_trialing: false, subscription_tier: null, subscription_end: null };
    const never = trialStatusFromCheck(none, now, false);
    expect(never).toMatchObject({ isTrialExpired: true, neverStarted: true });
    expect(trialBadge(never)).toBe("Start your free trial");
    expect(trialBadge(trialStatusFromCheck(none, now, true))).toBe("Trial expired");
  });
  it("caps usage only for trial users with days left", () => {
    expect(usageCapsApply({ isInTrial: true, trialEndDate: null, daysRemaining: 4, isTrialExpired: false, neverStarted: false })).toBe(true);
    expect(usageCapsApply({ isInTrial: false, trialEndDate: null, daysRemaining: 30, isTrialExpired: false, neverStarted: false })).toBe(false);
  });
});
