import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NO_FRAMEWORK, asSent, shipsNoFramework } from "./no-framework";

describe("pages without a framework", () => {
  it("ship none when any route of the page says so, and only then", () => {
    expect(shipsNoFramework([{ handle: undefined }, { handle: NO_FRAMEWORK }])).toBe(true);
    expect(shipsNoFramework([{ handle: undefined }, { handle: { breadcrumb: "Essays" } }])).toBe(false);
    expect(shipsNoFramework([])).toBe(false);
  });

  it("send the enhancement script without its whole-line comments, and nothing else changed", () => {
    const source = readFileSync("app/components/no-framework/enhance.js", "utf8");
    const sent = asSent(source);
    expect(sent).not.toMatch(/^\s*\/\//m);
    expect(sent.length).toBeLessThan(source.length);
    // Every line of code is still there, in order: only comment lines went.
    const code = source.split("\n").filter((line) => !/^\s*\/\//.test(line));
    expect(sent.split("\n")).toEqual(code);
    // A script a browser can parse.
    expect(() => new Function(sent)).not.toThrow();
  });
});
