// Scout's items and readers' comments are read as one list, in the order of the text: each
// reader's comment goes before the first of Scout's items that starts after it. Scout's own order
// is kept as it is (an item with no passage keeps its place among Scout's), so only readers'
// comments move.

/** A reader's entry in the one list, placed by where its words now start (null: outdated, at the end). */
export type PlacedEntry<T> = { at: number | null; entry: T };

export type MergedEntry<S, R> = { from: "scout"; item: S } | { from: "reader"; entry: R };

export function mergeByPosition<S, R>(scout: S[], startOf: (item: S) => number | null, readers: PlacedEntry<R>[]): MergedEntry<S, R>[] {
  const placed = readers.filter((reader) => reader.at !== null).sort((a, b) => a.at! - b.at!);
  const outdated = readers.filter((reader) => reader.at === null);
  const merged: MergedEntry<S, R>[] = [];
  let next = 0;
  for (const item of scout) {
    const start = startOf(item);
    while (start !== null && next < placed.length && placed[next]!.at! < start) merged.push({ from: "reader", entry: placed[next++]!.entry });
    merged.push({ from: "scout", item });
  }
  for (const reader of [...placed.slice(next), ...outdated]) merged.push({ from: "reader", entry: reader.entry });
  return merged;
}
