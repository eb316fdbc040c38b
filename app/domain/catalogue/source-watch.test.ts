import { describe, expect, it } from "vitest";
import { nextTryAfter, readableText, robotsAllows, sourceTextDiff } from "./source-watch";

describe("readableText", () => {
  it("keeps what a reader sees, one line per block, and nothing of scripts, styles or comments", () => {
    const html = `<html><head><style>p{color:red}</style><script>track("x")</script></head>
      <body><!-- build 42 --><h1>MBA&nbsp;deadlines</h1><p>Round 1: <b>16 September</b> 2025</p><ul><li>R2 &amp; R3</li></ul></body></html>`;
    expect(readableText(html)).toBe("MBA deadlines\nRound 1: 16 September 2025\nR2 & R3");
  });
});

describe("robotsAllows", () => {
  const robots = "User-agent: *\nDisallow: /private\nAllow: /private/open\n\nUser-agent: BadBot\nDisallow: /";
  it("follows the * group, the longest rule winning", () => {
    expect(robotsAllows(robots, "/mba/deadlines")).toBe(true);
    expect(robotsAllows(robots, "/private/page")).toBe(false);
    expect(robotsAllows(robots, "/private/open/page")).toBe(true);
  });
  it("follows a group that names Scout over the * group", () => {
    expect(robotsAllows("User-agent: *\nAllow: /\n\nUser-agent: ScoutCatalogueWatch\nDisallow: /", "/mba")).toBe(false);
    expect(robotsAllows("", "/anything")).toBe(true);
  });
});

describe("nextTryAfter", () => {
  it("backs off 1, 2, 4 days, never more than 30", () => {
    const now = new Date("2026-11-25T00:00:00Z");
    expect([1, 2, 3, 10].map((failures) => (nextTryAfter(failures, now).getTime() - now.getTime()) / 86_400_000)).toEqual([1, 2, 4, 30]);
  });
});

describe("sourceTextDiff", () => {
  it("shows the changed lines with a line of context, and elides the rest", () => {
    const before = ["A", "B", "C", "Round 1: 16 September", "D", "E", "F"].join("\n");
    const after = ["A", "B", "C", "Round 1: 15 September", "D", "E", "F"].join("\n");
    expect(sourceTextDiff(before, after)).toEqual([
      { change: "same", text: "…" },
      { change: "same", text: "C" },
      { change: "removed", text: "Round 1: 16 September" },
      { change: "added", text: "Round 1: 15 September" },
      { change: "same", text: "D" },
      { change: "same", text: "…" },
    ]);
  });
});
