// Words on the landing page (app/routes/_index.tsx), and only true ones: what Scout does, in the
// product's words, never a number nobody measured. The copy speaks of Scout and to the reader;
// anyone speaking in the first person is a quote, and a quote appears only with the name of the
// person who said it and their consent to be quoted here. Scout has no admitted applicants yet,
// so there are none: no testimonial, logo or endorsement that nobody gave.
// Checked by app/content/landing-copy.test.ts (this module) and
// tests/integration/content/landing-page.test.ts (the page as served).

/** Words someone said about Scout, shown on the landing page only with their name and consent. */
export type LandingQuote = {
  /** Their words, exactly as they gave them. */
  text: string;
  /** Who said it, named as they agreed to be named (a person, not "an applicant"). */
  source: { name: string; role: string };
  /** Their consent to be quoted on this page: the day it was given (YYYY-MM-DD) and where it is kept. */
  consent: { givenOn: string; record: string };
};

export const quotes: readonly LandingQuote[] = [];

export const hero = {
  title: "Your MBA application coach",
  lead: "Your schools' essay questions and deadlines in one place, feedback highlighted in your own text, and Scout, an AI coach you can talk your story through with, by text or out loud.",
};

export type Feature = { title: string; text: string };

export const featuresHeading = "What Scout does";

export const features: readonly Feature[] = [
  {
    title: "Each school's own questions",
    text: "Add a school and its essay questions appear with their word or character limits and the admissions cycle they belong to. Where this cycle's wording isn't confirmed yet, Scout says so and links the source.",
  },
  {
    title: "Feedback in your text",
    text: "Comments are highlighted on the passages they're about: whether the essay answers the question, specifics, structure, voice. They critique and ask instead of rewriting you; a suggested fix comes only when you ask, shown against your words.",
  },
  {
    title: "Checks that need no AI",
    text: "The limit counted the way the school's application counts it, spelling, repeated words, long sentences, passive voice, another school's name left in the text, a story told in two schools' essays, and facts that disagree with your resume.",
  },
  {
    title: "Every version kept",
    text: "Save a version whenever you want one, open any earlier one again and compare two side by side. A save never silently overwrites a newer copy from another tab or device.",
  },
  {
    title: "The authorship report",
    text: "For each essay, the facts of how it was written: every version, the words added and removed, and each time AI helped. Print it, download it as a PDF or share a private link. It gives no score and no verdict.",
  },
  {
    title: "Each school's rules on AI",
    text: "Where a school has published a policy on AI, it sits where you write, with its source and the date it was checked. For a school that prohibits AI-written text, Scout's feedback and chat critique without writing any.",
  },
  {
    title: "The whole application",
    text: "Each school's rounds and deadlines with e-mail reminders, a checklist of what else it asks for (test scores, transcripts, the form, the fee, interviews), and your recommenders with the letters they write.",
  },
  {
    title: "Talk it through with Scout",
    text: "Chat with Scout or talk out loud about your goals, your story and your essays, and practice mock interviews in the formats schools use, with a debrief afterwards.",
  },
  {
    title: "Your work stays yours",
    text: "Export essays to Word, to PDF or as plain text for the application, exactly as written. Download everything as an archive, or delete your account and all of it with it.",
  },
];

export const catalogueHeading = "Schools already in Scout include";

/** Said under the schools' names: they are there as facts Scout keeps, not as endorsements. */
export const independence =
  "Scout shows where each school's facts were taken from, and says so when one isn't verified. Scout is independent and isn't affiliated with or endorsed by any school.";
