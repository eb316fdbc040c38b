import { describe, expect, it } from "vitest";
import type { SavedSchool } from "~/domain/schools/workspace";
import { takerOfSavedSchool } from "./saved-school";

const school = (progress: number): SavedSchool => ({ school: "Wharton", progress, essayCount: 2, essays: [] });
const answer = (coming: Promise<SavedSchool | null> | SavedSchool | null) => ({ toast: { title: "Essay Saved" }, saved: { revision: 1 }, school: coming });

describe("a save's school, for the sidebar", () => {
  it("is taken when it comes, and an earlier save's arriving after a later one's is not", async () => {
    const taken: number[] = [];
    let first!: (value: SavedSchool) => void;
    const take = takerOfSavedSchool((saved) => taken.push(saved.progress));
    const earlier = take(answer(new Promise((resolve) => (first = resolve))));
    await take(answer(Promise.resolve(school(60))));
    first(school(40));
    await earlier;
    expect(taken).toEqual([60]);
  });

  it("counts across editors: one left for another essay of the school does not put its older counts back", async () => {
    const taken: number[] = [];
    let left!: (value: SavedSchool) => void;
    const leftBehind = takerOfSavedSchool((saved) => taken.push(saved.progress))(answer(new Promise((resolve) => (left = resolve))));
    await takerOfSavedSchool((saved) => taken.push(saved.progress))(answer(school(80)));
    left(school(70));
    await leftBehind;
    expect(taken).toEqual([80]);
  });

  it("leaves the sidebar as it is when the school could not be read, or names none", async () => {
    const taken: number[] = [];
    const take = takerOfSavedSchool((saved) => taken.push(saved.progress));
    await take(answer(Promise.reject(new Error("Server Timeout"))));
    await take(answer(null));
    expect(taken).toEqual([]);
  });
});
