// Words on the landing page. The testimonials are written by the team as examples of what
// applicants tell us; replace them with real, consented quotes (with the person's permission to
// name their school) before launch. They name no person and claim no admission.
export const testimonials = [
  {
    quote: "Having every school's prompts and deadlines in one place took a whole spreadsheet off my plate.",
    who: "Applicant, Round 1",
  },
  {
    quote: "Talking my story through out loud with Scout is what finally made my goals essay make sense.",
    who: "Career switcher, consulting to climate tech",
  },
  {
    quote: "The highlighted feedback showed me exactly which sentences were doing no work.",
    who: "Applicant, Round 2",
  },
  {
    quote: "I rewrote my leadership essay four times; the versions meant I never lost a good paragraph.",
    who: "Reapplicant",
  },
];

export const founderNote = {
  text: "We built Scout because great coaching shouldn't depend on who you know. Scout is the coach we wish we'd had: patient, specific, and awake at 2 a.m. the night before Round 2.",
  who: "The founders of Scout",
};

export const promises = [
  { title: "Complete application management", text: "Every school, essay and deadline in one workspace, with progress you can see." },
  { title: "AI voice coaching", text: "Talk through your story and your essays with Scout, out loud, whenever you're ready." },
  { title: "School requirements, filled in", text: "Add a school and its essay prompts and limits appear, ready to draft." },
  { title: "In-line essay feedback", text: "Specific comments highlighted right in your text: storytelling, structure, clarity." },
  { title: "Progress tracking", text: "See what's drafted, what's final and what's submitted for every school." },
];
