import { describe, expect, it } from "vitest";
import { ignoredShingles, sharedPassages } from "./story-reuse";

const story =
  "When our largest client threatened to leave in March, I gathered the eight engineers who had built their platform, and we spent three nights rebuilding the reporting pipeline that had failed them twice. By Friday the client signed a two year renewal worth four million dollars, and two of those engineers now lead teams of their own.";

describe("story reuse", () => {
  it("finds a 40-word story told again with small edits, at exact offsets in both texts", () => {
    const edited = story.replace("threatened to leave", "was about to leave").replace("three nights", "three long nights").replace("four million", "4 million");
    const a = `Stanford asks what matters most. ${story} That is why I care about teams.`;
    const b = `Leadership at Wharton starts with listening. ${edited} I learned to listen first.`;
    const found = sharedPassages(a, b);
    expect(found).toHaveLength(1);
    const [passage] = found;
    expect(passage!.words).toBeGreaterThanOrEqual(40);
    expect(a.slice(passage!.start, passage!.end)).toMatch(/^When our largest client/);
    expect(a.slice(passage!.start, passage!.end)).toMatch(/teams of their own$/);
    expect(b.slice(passage!.otherStart, passage!.otherEnd)).toMatch(/^When our largest client was about to leave/);
  });

  it("ignores the prompt's own words and stock phrases", () => {
    const prompt = "What do you want to do after your MBA and why is this the right time for you to pursue this degree at our school?";
    const a = `${prompt} My answer is about building clean water companies in Kenya with local founders and patient capital.`;
    const b = `${prompt} I plan to run operations for a logistics firm in Brazil that moves fresh food to small towns.`;
    expect(sharedPassages(a, b)).toHaveLength(1);
    expect(sharedPassages(a, b, ignoredShingles([prompt]))).toEqual([]);
    // A stock phrase said four times, with the applicant's own words between: not a story.
    const refrain = (places: string[]) => places.map((place) => `At the end of the day ${place} mattered.`).join(" ");
    expect(sharedPassages(refrain(["Kenya", "Nairobi", "Mombasa", "Kisumu"]), refrain(["Brazil", "Recife", "Manaus", "Belém"]))).toEqual([]);
  });

  it("does not call a short shared phrase a story", () => {
    const a = "I led a team of eight engineers through the migration of our payments platform to the cloud.";
    const b = "Later I led a team of eight engineers in Singapore who built a new lending product from scratch.";
    expect(sharedPassages(a, b)).toEqual([]);
  });

  it("finds a whole long essay told twice, and nothing in the same words in another order", () => {
    const words = Array.from({ length: 8_000 }, (_, i) => `w${i}`).join(" ");
    expect(sharedPassages(words, words)).toEqual([expect.objectContaining({ start: 0, end: words.length, words: 8_000 })]);
    const shuffled = words.split(" ").reverse().join(" ");
    expect(sharedPassages(words, shuffled)).toEqual([]);
    // A text that repeats itself is filler, not a story (and stays quick to compare).
    const filler = "the team ".repeat(5_000);
    expect(sharedPassages(filler, filler)).toEqual([]);
  });
});
