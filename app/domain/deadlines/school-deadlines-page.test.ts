import { describe, expect, it } from "vitest";
import { deadlinesSearchUrl } from "./school-deadlines-page";

describe("a web search for a school's deadlines", () => {
  it("searches the school's name with “MBA application deadlines”, its characters encoded", () => {
    expect(deadlinesSearchUrl("Wharton")).toBe("https://duckduckgo.com/?q=Wharton%20MBA%20application%20deadlines");
    expect(new URL(deadlinesSearchUrl("Oxford Saïd & Co")).searchParams.get("q")).toBe("Oxford Saïd & Co MBA application deadlines");
  });
});
