import { describe, expect, it } from "vitest";
import { newestVersions, nextDeadline, positionBetween, schoolProgress } from "./school-progress";

describe("school progress", () => {
  it("is the share of catalogue essays final or submitted", () => {
    const titles = ["A", "B", "C", "D"];
    expect(
      schoolProgress(titles, [
        { essayTitle: "A", status: "final" },
        { essayTitle: "B", status: "submitted" },
        { essayTitle: "C", status: "draft" },
      ]),
    ).toBe(50);
    expect(schoolProgress([], [])).toBe(0);
  });
});

describe("newest versions", () => {
  it("keeps the highest version of each school and title", () => {
    const essays = [
      { school: "Wharton", essayTitle: "E1", version: 1 },
      { school: "Wharton", essayTitle: "E1", version: 3 },
      { school: "Wharton", essayTitle: "E2", version: 1 },
      { school: "Booth", essayTitle: "E1", version: 2 },
    ];
    expect(
      newestVersions(essays)
        .map((e) => `${e.school}/${e.essayTitle}/${e.version}`)
        .sort(),
    ).toEqual(["Booth/E1/2", "Wharton/E1/3", "Wharton/E2/1"]);
  });
});

describe("next deadline", () => {
  const deadlines = [
    { round: "R2", date: "2026-01-05" },
    { round: "R1", date: "2025-09-03" },
    { round: "R3", date: null },
  ];
  it("is the first date still ahead", () => {
    expect(nextDeadline(deadlines, new Date("2025-10-01"))).toEqual({ round: "R2", date: "2026-01-05" });
    expect(nextDeadline(deadlines, new Date("2026-01-05T12:00:00Z"))).toEqual({ round: "R2", date: "2026-01-05" });
  });
  it("is null once every known date has passed", () => {
    expect(nextDeadline(deadlines, new Date("2026-11-22"))).toBeNull();
  });
});

describe("positions", () => {
  it("falls between neighbours, or past the end", () => {
    expect(positionBetween(1, 2)).toBe(1.5);
    expect(positionBetween(undefined, 1)).toBe(0);
    expect(positionBetween(3, undefined)).toBe(4);
    expect(positionBetween(undefined, undefined)).toBe(1);
  });
});
