import { describe, expect, it } from "vitest";
import { type TranscriptTurn, transcriptParts } from "./transcript";

const turn = (text: string, at: number): TranscriptTurn => ({
  speaker: at % 2 ? "applicant" : "interviewer",
  text,
  startMs: at * 1000,
  endMs: at * 1000 + 900,
});
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe("a transcript kept in parts", () => {
  it("keeps the turns in order, each part within its size, multi-byte text counted in bytes", () => {
    const turns = Array.from({ length: 120 }, (_, at) => turn(`${"é".repeat(2_000)} ${at}`, at));
    const parts = transcriptParts(turns, 50_000);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(bytes(part)).toBeLessThanOrEqual(50_000);
    expect(parts.flat()).toEqual(turns);
  });

  it("is one part when it is short, and none when nothing was said", () => {
    const turns = [turn("Tell me about yourself.", 0), turn("I lead a team of five.", 1)];
    expect(transcriptParts(turns)).toEqual([turns]);
    expect(transcriptParts([])).toEqual([]);
  });
});
