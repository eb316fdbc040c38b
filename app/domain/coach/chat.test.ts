import { describe, expect, it } from "vitest";
import { emptyGoals } from "../goals/goals";
import { CHAT_ERRORS, conversationDateLabel, titleFromFirstMessage } from "./chat";
import { chatMessageTextSchema, goalsAsText } from "./chat-schema";

describe("chat messages", () => {
  it("are trimmed, must not be empty and stay under 5,000 characters", () => {
    expect(chatMessageTextSchema.parse("  hello  ")).toBe("hello");
    expect(chatMessageTextSchema.safeParse(" \n ").error?.issues[0]?.message).toBe(CHAT_ERRORS.empty);
    expect(chatMessageTextSchema.safeParse("x".repeat(4_999)).success).toBe(true);
    expect(chatMessageTextSchema.safeParse("x".repeat(5_000)).error?.issues[0]?.message).toBe(CHAT_ERRORS.tooLong);
  });
});

describe("conversation titles", () => {
  it("come from the first message, cut at a word near 60 characters", () => {
    expect(titleFromFirstMessage("How do I start?")).toBe("How do I start?");
    expect(titleFromFirstMessage("  two\n lines ")).toBe("two lines");
    const title = titleFromFirstMessage("Could you help me explain why I want to move from consulting into climate investing after my MBA?");
    expect(title).toBe("Could you help me explain why I want to move from…");
    expect(titleFromFirstMessage("   ")).toBe("Untitled Chat");
  });
});

describe("History date labels", () => {
  const now = new Date("2026-11-22T15:00:00Z");
  const label = (iso: string) => conversationDateLabel(new Date(iso), now, "UTC");
  it("say Today, Yesterday, N days ago up to 7, then the date", () => {
    expect(label("2026-11-22T00:10:00Z")).toBe("Today");
    expect(label("2026-11-21T23:59:00Z")).toBe("Yesterday");
    expect(label("2026-11-19T12:00:00Z")).toBe("3 days ago");
    expect(label("2026-11-15T12:00:00Z")).toBe("7 days ago");
    expect(label("2026-11-14T12:00:00Z")).toBe("Nov 14, 2026");
  });
  it("count calendar days in the reader's time zone", () => {
    // 02:00 UTC on the 22nd is still the 21st in New York.
    expect(conversationDateLabel(new Date("2026-11-22T02:00:00Z"), now, "America/New_York")).toBe("Yesterday");
  });
});

describe("goals for the model", () => {
  it("lists only the filled cells with their row and horizon", () => {
    const text = goalsAsText({ ...emptyGoals, longTermVision: "Run a climate fund", industryShortTerm: "Energy" });
    expect(text).toBe("Long-term vision: Run a climate fund\nIndustry (Short term): Energy");
  });
});
