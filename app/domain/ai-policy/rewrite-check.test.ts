import { describe, expect, it } from "vitest";
import { REMOVED_PASSAGE, dropEssayText, isApplicantsOwn } from "./rewrite-check";

const essay = "I joined the team in 2019. Our launch slipped twice, and I learned to say no to my manager.\n\nNow I lead twelve people.";

describe("dropEssayText (critique-only mode)", () => {
  it("drops a planted sentence for the essay, quoted or standalone, and says what it dropped", () => {
    const quoted = dropEssayText('Your opening is vague. Try: "I turned a failing launch into the fastest release in company history." Then say why.', essay);
    expect(quoted.dropped).toEqual(["I turned a failing launch into the fastest release in company history."]);
    expect(quoted.text).toBe(`Your opening is vague. Try: ${REMOVED_PASSAGE} Then say why.`);

    const standalone = dropEssayText(
      "Consider this ending.\nI will bring my love of operations to every Stanford classroom I enter.\nWhat do you want the reader to remember?",
      essay,
    );
    expect(standalone.dropped).toEqual(["I will bring my love of operations to every Stanford classroom I enter."]);
    expect(standalone.text).not.toContain("Stanford classroom");
    expect(standalone.text).toContain("What do you want the reader to remember?");

    const curly = dropEssayText("A stronger line would be “We rebuilt the pipeline from scratch in six weeks”.", essay);
    expect(curly.dropped).toHaveLength(1);
    const block = dropEssayText("For example:\n> Leading twelve people taught me that clarity beats charisma.\nIs that true for you?", essay);
    expect(block.dropped).toEqual(["Leading twelve people taught me that clarity beats charisma."]);
    expect(block.text).toContain("Is that true for you?");
  });

  it("keeps quotes of the applicant's own text, short phrases and critique addressed to them", () => {
    const answer =
      'You write "Our launch slipped twice, and I learned to say no to my manager" but never say what you said no to. Is "twelve people" the point? Your second paragraph needs a number. What did you learn?';
    expect(dropEssayText(answer, essay)).toEqual({ text: answer, dropped: [] });
    // Case, punctuation and line breaks do not make the applicant's words someone else's.
    expect(isApplicantsOwn("our LAUNCH slipped twice; and I learned", essay)).toBe(true);
    // A short first-person phrase, and a quote of a few words, are not text for the essay.
    expect(dropEssayText('Words like "I led" or "my team" are fine. I agree.', essay).dropped).toEqual([]);
  });

  it("leaves an answer with nothing to drop exactly as it was", () => {
    const answer = "Which moment shows this best? Start there, and cut the summary in paragraph 2.";
    expect(dropEssayText(answer, "")).toEqual({ text: answer, dropped: [] });
  });
});
