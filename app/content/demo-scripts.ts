// Demo mode's scripts (picked by the address's demo=true, script and autoStart): what the demo says to Scout, in order.
export const demoScripts: Record<string, string[]> = {
  essayReview: [
    "Hi Scout, I'd like you to review the opening of my essay.",
    "What is the strongest part of it so far?",
    "What should I change first to make it more specific?",
    "Thanks. Can you sum up the two changes I should make?",
  ],
  goalsCheck: [
    "Hi Scout, can you look at my career goals?",
    "Are my short-term and long-term goals connected clearly enough?",
    "What would make my why-MBA story sharper?",
  ],
};

export const DEFAULT_DEMO_SCRIPT = "essayReview";
