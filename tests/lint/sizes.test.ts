import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The size limits of eslint.config.js (files of at most 250 lines, functions of at most 80),
// each probed with a file planted in every folder they hold: one line over fails, the limit
// itself passes, and a blank line or a comment counts like any other.
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function sizeProblems(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === "max-lines" || message.ruleId === "max-lines-per-function").map((message) => message.ruleId);
}

/** A file of exactly `lines` lines: constants, with every `filler`th line a blank or a comment. */
function plantedFile(lines: number, filler?: "blank" | "comment") {
  return Array.from({ length: lines }, (_, i) => {
    if (filler && i % 5 === 4) return filler === "blank" ? "" : `// why ${i}`;
    return `export const planted${i} = ${i};`;
  }).join("\n");
}

/** One function of exactly `lines` lines, its opening and closing lines included. */
function plantedFunction(lines: number, filler?: "blank" | "comment") {
  const body = Array.from({ length: lines - 4 }, (_, i) => {
    if (filler && i % 5 === 4) return filler === "blank" ? "" : `  // why ${i}`;
    return `  total += ${i};`;
  });
  return ["export function planted() {", "  let total = 0;", ...body, "  return total;", "}"].join("\n");
}

// The first lint loads the config and its plugins (seconds on a busy machine): done once, before the probes' clocks start.
beforeAll(() => sizeProblems("app/probe.ts", ""), 60_000);

const folders = ["app/services/essays/probe.server.ts", "app/components/checks/probe.tsx", "workers/queues/probe.ts", "db/schema/probe.ts", "scripts/probe.ts"];

describe("no product file over 250 lines", () => {
  for (const file of folders) {
    it(`a planted file of 251 lines fails in ${file}`, async () => {
      expect(await sizeProblems(file, plantedFile(251))).toContain("max-lines");
    });
    it(`a planted file of 250 lines passes in ${file}`, async () => {
      expect(await sizeProblems(file, plantedFile(250))).toEqual([]);
    });
  }
  it("counts blank lines and comments", async () => {
    expect(await sizeProblems(folders[0]!, plantedFile(251, "blank"))).toContain("max-lines");
    expect(await sizeProblems(folders[0]!, plantedFile(251, "comment"))).toContain("max-lines");
  });
});

describe("no product function over 80 lines", () => {
  for (const file of folders) {
    it(`a planted function of 81 lines fails in ${file}`, async () => {
      expect(await sizeProblems(file, plantedFunction(81))).toEqual(["max-lines-per-function"]);
    });
    it(`a planted function of 80 lines passes in ${file}`, async () => {
      expect(await sizeProblems(file, plantedFunction(80))).toEqual([]);
    });
  }
  it("counts blank lines and comments", async () => {
    expect(await sizeProblems(folders[0]!, plantedFunction(81, "blank"))).toEqual(["max-lines-per-function"]);
    expect(await sizeProblems(folders[0]!, plantedFunction(81, "comment"))).toEqual(["max-lines-per-function"]);
  });
});
