import { describe, expect, it } from "vitest";
import { markPieces } from "./highlighted-text";

const scout = (start: number, end: number) => ({ item: "s", start, end, className: "bg-sky-100" });
const reader = (start: number, end: number, id = "r") => ({ reader: id, start, end, className: "bg-amber-100" });

describe("markPieces", () => {
  it("keeps a reader's words and a Scout passage that overlap both, piece by piece", () => {
    const pieces = markPieces(20, [scout(0, 10), reader(5, 15)]);
    expect(pieces.map((p) => [p.start, p.end, p.item?.item ?? null, p.reader?.reader ?? null])).toEqual([
      [0, 5, "s", null],
      [5, 10, "s", "r"],
      [10, 15, null, "r"],
      [15, 20, null, null],
    ]);
  });

  it("keeps a reader's words inside a Scout passage, and the text around marks whole", () => {
    expect(markPieces(12, [reader(4, 6), scout(2, 8)]).map((p) => [p.start, p.end, Boolean(p.item), Boolean(p.reader)])).toEqual([
      [0, 2, false, false],
      [2, 4, true, false],
      [4, 6, true, true],
      [6, 8, true, false],
      [8, 12, false, false],
    ]);
    expect(markPieces(5, [])).toEqual([{ start: 0, end: 5, item: undefined, reader: undefined }]);
  });

  it("draws Scout's overlapping items as before: the first passage whole, the one inside it listed only", () => {
    const long = { item: "long", start: 0, end: 30, className: "bg-sky-100" };
    const word = { item: "word", start: 10, end: 16, className: "bg-red-100" };
    const after = { item: "after", start: 25, end: 40, className: "bg-red-100" };
    expect(markPieces(50, [word, long, after]).map((p) => [p.start, p.end, p.item?.item ?? null])).toEqual([
      [0, 30, "long"],
      [30, 50, null],
    ]);
  });
});
