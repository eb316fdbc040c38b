import { describe, expect, it } from "vitest";
import type { SavedSchool } from "~/domain/schools/workspace";
import { takerOfSavedSchool } from "./saved-school";

const school = (progress: number): SavedSchool => ({ school: "Wharton", progress, essayCount: 2, essays: [] });
const answer = (coming: Promise<SavedSchool | null> | SavedSchool | null) => ({ toast: { title: "Essay Saved" }, saved: { revision: 1 }, school: coming });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a save's school, for the sidebar", () => {
  it("is taken when it comes, and an earlier save's arriving after a later one's is not", async () => {
    const taken: number[] = [];
    let first!: (value: SavedSchool) => void;
    const take = takerOfSavedSchool((saved) => taken.push(saved.progress));
    take(answer(new Promise((resolve) => (first = resolve))));
    take(answer(Promise.resolve(school(60))));
    await settle();
    first(school(40));
    await settle();
    expect(taken).toEqual([60]);
  });

  it("counts across editors: one left for another essay of the school does not put its older counts back", async () => {
    const taken: number[] = [];
    let left!: (value: SavedSchool) => void;
    takerOfSavedSchool((saved) => taken.push(saved.progress))(answer(new Promise((resolve) => (left = resolve))));
    takerOfSavedSchool((saved) => taken.push(saved.progress))(answer(school(80)));
    await settle();
    left(school(70));
    await settle();
    expect(taken).toEqual([80]);
  });

  it("leaves the sidebar as it is when the school could not be read, or names none", async () => {
    const taken: number[] = [];
    const take = takerOfSavedSchool((saved) => taken.push(saved.progress));
    take(answer(Promise.reject(new Error("Server Timeout"))));
    await settle();
    take(answer(null));
    await settle();
    expect(taken).toEqual([]);
  });
});
