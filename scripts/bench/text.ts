// Plausible applicant writing for the seeded accounts, the same on every run (a seeded random
// source): essays of paragraphs, chat turns, a resume. Real English words only, so the writing
// checks the editor runs find what they would in a real draft, not a wall of "misspellings".
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

const places = ["Lagos", "Chicago", "Mumbai", "London", "Sao Paulo", "Nairobi", "Seoul", "Denver", "Lima", "Toronto"];
const companies = ["Northwind Energy", "Contoso Health", "Fabrikam Logistics", "Tailspin Foods", "Litware Capital", "Adatum Grid", "Proseware Labs"];
const numbers = ["four", "six", "twelve", "forty", "two hundred", "three thousand"];

const sentences: ((next: () => number) => string)[] = [
  (n) => `When I joined ${pick(n, companies)} as an analyst, I thought my job was to build models, not to change minds.`,
  (n) => `I spent ${pick(n, numbers)} weeks in ${pick(n, places)} listening to the people who would use what we built.`,
  () => `The first plan I wrote failed because I had asked the wrong question, and I learned more from that failure than from any success.`,
  () => `My manager asked me to lead the project after the previous lead left, and the team was skeptical of someone so new.`,
  (n) =>
    `We cut the cost of each delivery by ${pick(n, ["a fifth", "a third", "half"])}, but the number mattered less than what the drivers told us afterwards.`,
  () => `I want to build a company that makes reliable power affordable for small businesses.`,
  () => `Leadership, for me, has meant making the room quieter so that the people closest to the problem can be heard.`,
  () => `An MBA will give me the finance and operations depth I lack, and a network of people who have built things before.`,
  (n) => `In ${pick(n, places)}, I watched a shop owner run her whole business from a notebook and a phone that was always low on battery.`,
  () => `That conversation changed how I thought about the problem: the hard part was never the technology but the trust.`,
  () => `I disagreed with our partner on the pricing, wrote down why, and asked for a week to test my idea with real customers.`,
  () => `The test showed I was half right, and the half I got wrong taught me to hold my views more loosely.`,
  (n) => `Today I manage a team of ${pick(n, numbers)} people across three time zones, and my calendar is mostly other people's questions.`,
  () => `I am proud of the work, but I am prouder of the two analysts I hired who now run projects of their own.`,
  () => `The school's focus on learning by doing fits the way I have always grown: by trying, failing and trying again.`,
  () => `I have spoken with current students about the clubs and the courses, and each conversation made the choice clearer.`,
  () => `Outside work, I coach a youth football team on Saturday mornings, where patience matters more than tactics.`,
  () => `My parents ran a small shop, and I grew up counting inventory at the kitchen table after dinner.`,
  () => `That habit of counting what matters has stayed with me, from spreadsheets to the way I plan my week.`,
  () => `Five years from now, I see myself leading operations at a growing energy company in West Africa.`,
  () => `In the long term, I want to start a firm that finances solar equipment for the businesses banks overlook.`,
  () => `I know I will need to learn how to raise capital, how to negotiate and how to build a culture that lasts.`,
  () => `The hardest feedback I ever received was that I explained too much and listened too little.`,
  () => `Since then I have started every meeting by asking what the other person needs from it.`,
];

/** An essay of `paragraphs` paragraphs (blank lines between them), about 90 words each. */
export function essayText(seed: number, paragraphs = 5) {
  const next = random(seed);
  return Array.from({ length: paragraphs }, () => Array.from({ length: 4 + Math.floor(next() * 3) }, () => pick(next, sentences)(next)).join(" ")).join("\n\n");
}

const questions = [
  "How do I open my Why MBA essay without sounding generic?",
  "Is my leadership example strong enough for this school?",
  "Can you help me cut this paragraph to fit the word limit?",
  "What should my short-term goal be if I want to move into energy?",
  "How many schools should I apply to in round one?",
  "Does my resume show enough impact?",
  "How do I explain a gap between two jobs?",
  "Should I mention my weekend coaching in my essays?",
];

/** A conversation's alternating turns, user first. */
export function chatTurns(seed: number, count: number) {
  const next = random(seed);
  return Array.from({ length: count }, (_, index) =>
    index % 2 === 0
      ? { type: "user" as const, content: pick(next, questions) }
      : { type: "assistant" as const, content: essayText(Math.floor(next() * 1e9), 1) },
  );
}

export const resumeText = [
  "Senior Associate, Northwind Energy Partners, London (2022-present)",
  "- Led a team of four analysts on due diligence for 300 MW of solar and storage projects.",
  "- Built the pricing model used for every bid since 2023, cutting preparation time by a third.",
  "- Negotiated offtake terms with six commercial customers in Lagos and Nairobi.",
  "",
  "Analyst, Contoso Health, Chicago (2020-2022)",
  "- Ran the operations review of twelve clinics and proposed the scheduling change that cut waiting times by a fifth.",
  "- Trained two new analysts and wrote the team's guide to cost modelling.",
  "",
  "Education",
  "BSc Economics, University of Lagos (2020), first-class honours",
  "",
  "Other",
  "Volunteer coach, youth football team (2019-present). Languages: English, Yoruba, French (conversational).",
].join("\n");
