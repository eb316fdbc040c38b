// The Learning Hub: five categories, about ten items. Articles, guides and the template are
// written here and read in the app; a video plays in the embedded player once it has an embed URL,
// and until then it is not shown (a card must open something real).
export type LearningType = "video" | "article" | "guide" | "template";
export type LearningItem = {
  id: string;
  category: (typeof learningCategories)[number];
  title: string;
  description: string;
  type: LearningType;
  /** A colour pair for the generated thumbnail (no third-party images). */
  thumbnail: { from: string; to: string };
  embedUrl: string | null;
  body: { heading?: string; text: string }[];
};

export const learningCategories = ["Understand the Process", "Define Goals", "Build Resume", "Write Essay", "Interview"] as const;

export const learningItems: LearningItem[] = [
  {
    id: "admissions-rounds",
    category: "Understand the Process",
    title: "How MBA admissions work, round by round",
    description: "What happens between submitting and a decision, and how to choose your round.",
    type: "article",
    thumbnail: { from: "#2f55d4", to: "#172a6b" },
    embedUrl: null,
    body: [
      {
        text: "Most programs admit in two or three rounds. Each round has a submission deadline, an interview-invitation date and a decision date. Round 1 usually closes in September, Round 2 in early January, and Round 3 in spring.",
      },
      {
        heading: "Which round?",
        text: "Apply in the first round in which your application is genuinely ready. Rounds 1 and 2 admit most of the class; Round 3 is smaller and more competitive, especially for scholarships. A stronger application in Round 2 beats a rushed one in Round 1.",
      },
      {
        heading: "After you submit",
        text: "Readers review your file; some schools then invite you to interview, often with alumni or admissions staff. Decisions follow on the published date: admit, deny, or waitlist. A waitlist is not a no: keep the school updated with meaningful news.",
      },
    ],
  },
  {
    id: "timeline-video",
    category: "Understand the Process",
    title: "Your application year at a glance",
    description: "A twelve-month plan from test prep to decision day.",
    type: "video",
    thumbnail: { from: "#0f766e", to: "#134e4a" },
    embedUrl: null,
    body: [],
  },
  {
    id: "goals-statement",
    category: "Define Goals",
    title: "A goals statement that holds together",
    description: "Connect where you have been, where you are going, and why an MBA is the bridge.",
    type: "guide",
    thumbnail: { from: "#7c3aed", to: "#4c1d95" },
    embedUrl: null,
    body: [
      {
        heading: "1. Start from the problem",
        text: 'Name a problem you want to work on, not only a job title. "Make clean power affordable for small manufacturers in West Africa" gives a reader something to believe in; "become a consultant" does not.',
      },
      {
        heading: "2. Short term, then long term",
        text: "Your short-term goal is the role you will take right after the MBA; your long-term goal is where that path leads. The short-term role should be a believable step from your experience and a clear step towards the long-term one.",
      },
      {
        heading: "3. Show the gap",
        text: "Be specific about what you cannot yet do: finance for infrastructure projects, leading a larger team, a network in a new region. Then name the courses, clubs and people at this school that close that gap.",
      },
      {
        heading: "4. Test it",
        text: "Read it aloud to someone outside your industry. If they can explain your plan back to you in two sentences, it holds together. Your Goals & Strategy grid in Scout is a good place to work this out first.",
      },
    ],
  },
  {
    id: "short-vs-long-video",
    category: "Define Goals",
    title: "Short-term and long-term goals, explained",
    description: "How admissions readers judge whether a plan is realistic.",
    type: "video",
    thumbnail: { from: "#b45309", to: "#78350f" },
    embedUrl: null,
    body: [],
  },
  {
    id: "resume-bullets",
    category: "Build Resume",
    title: "Turning duties into results",
    description: "Rewrite resume bullets so each one shows impact, scale and your own part.",
    type: "article",
    thumbnail: { from: "#be123c", to: "#881337" },
    embedUrl: null,
    body: [
      { text: "An MBA resume is read in under a minute. Every bullet should answer: what did you do, how big was it, and what changed because of you?" },
      { heading: "Start with a strong verb", text: 'Led, built, negotiated, launched, cut. Avoid "responsible for": it describes a job, not an achievement.' },
      {
        heading: "Add numbers",
        text: 'Team size, budget, revenue, time saved, customers reached. "Led a team of 4 to rebuild the pricing model, raising margin by 3 points on a $40M portfolio" tells a reader far more than "worked on pricing".',
      },
      {
        heading: "Keep it to one page",
        text: "Cut jargon your industry uses but a reader would not know, and keep two to four bullets for each role, the strongest first.",
      },
    ],
  },
  {
    id: "resume-template",
    category: "Build Resume",
    title: "One-page MBA resume template",
    description: "A plain-text layout you can paste into your Resume and fill in.",
    type: "template",
    thumbnail: { from: "#475569", to: "#1e293b" },
    embedUrl: null,
    body: [
      {
        heading: "Template",
        text: "FIRST LAST\nCity · email · phone\n\nEXPERIENCE\nCompany, City — Title (Month Year – Month Year)\n• Led [what] for [whom], achieving [result with a number]\n• Built [what], which [changed what, by how much]\n• Managed [team/budget size] to [outcome]\n\nEDUCATION\nUniversity — Degree, Major (Year)\n• Honors, activities, leadership roles\n\nADDITIONAL\nLanguages · Community involvement · Interests (specific ones)",
      },
    ],
  },
  {
    id: "finding-your-story",
    category: "Write Essay",
    title: "Finding your story",
    description: "From a list of experiences to the themes your essays will carry.",
    type: "guide",
    thumbnail: { from: "#0369a1", to: "#0c4a6e" },
    embedUrl: null,
    body: [
      {
        heading: "1. List twenty moments",
        text: "Write down moments that changed what you believe or how you act: at work, at home, in your community. Do not judge them yet.",
      },
      {
        heading: "2. Look for threads",
        text: "Which values or questions come up again and again? Those threads are your themes; two or three are enough for a whole application.",
      },
      {
        heading: "3. Match themes to prompts",
        text: "For each school's prompt, choose the moment that shows a theme best. Different essays can show different sides of you; together they should sound like one person.",
      },
      {
        heading: "4. Talk it through",
        text: "Telling a story out loud often finds its shape faster than writing it. Scout's voice coaching is built for exactly this.",
      },
    ],
  },
  {
    id: "editing-passes",
    category: "Write Essay",
    title: "Editing your draft in three passes",
    description: "Structure first, then clarity, then words: an order that saves hours.",
    type: "article",
    thumbnail: { from: "#15803d", to: "#14532d" },
    embedUrl: null,
    body: [
      {
        heading: "Pass one: structure",
        text: "Does the essay answer the question asked? Can you state its point in one sentence? Move or cut whole paragraphs before polishing any of them.",
      },
      {
        heading: "Pass two: clarity",
        text: "Read each paragraph and ask what the reader learns from it. Replace general claims with a specific moment, a decision you made, or a result.",
      },
      {
        heading: "Pass three: words",
        text: "Now cut to the limit: remove filler words and repeated ideas, prefer active verbs, and read it aloud to catch sentences that run on. Save each pass as a version so nothing good is lost.",
      },
    ],
  },
  {
    id: "star-interviews",
    category: "Interview",
    title: "Behavioral interviews with the STAR method",
    description: 'Answer "tell me about a time…" questions clearly and in two minutes.',
    type: "article",
    thumbnail: { from: "#a21caf", to: "#701a75" },
    embedUrl: null,
    body: [
      {
        text: "Most MBA interviews ask about past behavior: a conflict, a failure, a time you led without authority. STAR keeps your answer clear: Situation, Task, Action, Result.",
      },
      {
        heading: "Spend your time on the action",
        text: "Give the situation and task in a few sentences. Most of your answer should be what you did and why, in the first person.",
      },
      {
        heading: "End with a result and a lesson",
        text: "Say what happened, with a number if you can, and what you would do differently now. Prepare six to eight stories that between them cover leadership, teamwork, failure, and an ethical choice.",
      },
    ],
  },
  {
    id: "mock-interview-video",
    category: "Interview",
    title: "A mock interview, start to finish",
    description: "Watch a full practice interview and the coach's notes.",
    type: "video",
    thumbnail: { from: "#c2410c", to: "#7c2d12" },
    embedUrl: null,
    body: [],
  },
];

/** The items the hub shows: every written one, and the videos that have a player to open. */
export const availableLearningItems = learningItems.filter((item) => item.type !== "video" || item.embedUrl !== null);

export function findLearningItem(id: string): LearningItem | undefined {
  return availableLearningItems.find((item) => item.id === id);
}
