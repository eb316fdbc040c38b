import { describe, expect, it } from "vitest";
import { mergeByPosition } from "./notes-order";

type Item = { id: string; start: number | null };
const startOf = (item: Item) => item.start;

describe("mergeByPosition", () => {
  it("puts each reader's comment before the first of Scout's items that starts after it", () => {
    const scout: Item[] = [
      { id: "s10", start: 10 },
      { id: "s50", start: 50 },
    ];
    const merged = mergeByPosition(scout, startOf, [
      { at: 60, entry: "r60" },
      { at: 5, entry: "r5" },
      { at: 20, entry: "r20" },
    ]);
    expect(merged.map((entry) => (entry.from === "scout" ? entry.item.id : entry.entry))).toEqual(["r5", "s10", "r20", "s50", "r60"]);
  });

  it("keeps Scout's order, and an item with no passage keeps its place", () => {
    const scout: Item[] = [
      { id: "whole", start: null },
      { id: "s30", start: 30 },
    ];
    const merged = mergeByPosition(scout, startOf, [{ at: 40, entry: "r40" }]);
    expect(merged.map((entry) => (entry.from === "scout" ? entry.item.id : entry.entry))).toEqual(["whole", "s30", "r40"]);
  });

  it("puts outdated comments last, and lists readers alone when Scout has said nothing", () => {
    const merged = mergeByPosition<Item, string>([], startOf, [
      { at: null, entry: "gone" },
      { at: 3, entry: "r3" },
    ]);
    expect(merged.map((entry) => (entry.from === "scout" ? entry.item.id : entry.entry))).toEqual(["r3", "gone"]);
  });
});
