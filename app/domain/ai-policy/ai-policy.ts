// A school's rule on AI use in its application, as the catalogue holds it
// (docs/ai-policy.md), and what follows from it for Scout: the mode Scout coaches a school's essays
// in, and the words an applicant reads about it. "unknown" means not found: never read as allowed.

export const AI_POLICY_CLASSES = ["prohibits", "permits-with-limits", "requires-disclosure", "no-published-policy", "unknown"] as const;
export type AiPolicyClass = (typeof AI_POLICY_CLASSES)[number];

export type SchoolAiPolicy = {
  /** The product's name of the school (what essays store). */
  school: string;
  policy: AiPolicyClass;
  /** In our own words. */
  summary: string;
  /** A short verbatim piece of the school's own text as the first source quotes it, or null. */
  quote: string | null;
  /** null: the sources do not say. */
  disclosureRequired: boolean | null;
  sources: string[];
  /** YYYY-MM-DD or YYYY-MM; null when the date of the check was not recorded. */
  checkedOn: string | null;
  /** The school's own web domains: whether a source (and so the quote) is the school's own page. */
  ownDomains: string[];
};

export const aiPolicyLabels: Record<AiPolicyClass, string> = {
  prohibits: "Prohibits AI-written content",
  "permits-with-limits": "Permits AI help, with limits",
  "requires-disclosure": "Permits AI help, and asks you to disclose it",
  "no-published-policy": "No published policy",
  unknown: "No published policy found",
};

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2026-06" → "June 2026", "2026-02-17" → "February 17, 2026"; null → "date not recorded". */
export function checkedDate(checkedOn: string | null): string {
  if (!checkedOn) return "date not recorded";
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(checkedOn);
  if (!match) return checkedOn;
  const month = MONTHS[Number(match[2]) - 1];
  if (!month) return checkedOn;
  return match[3] ? `${month} ${Number(match[3])}, ${match[1]}` : `${month} ${match[1]}`;
}

/** Whether the sources found no rule for the school (the class says nothing is published, or nothing was found). */
export const isNoPolicyFound = (policy: Pick<SchoolAiPolicy, "policy">) => policy.policy === "unknown" || policy.policy === "no-published-policy";

/** The one line that names the policy: its class, or "No published policy found (checked June 2026)". */
export function policyHeadline(policy: SchoolAiPolicy | null): string {
  if (!policy) return "No published policy found (not checked yet)";
  if (isNoPolicyFound(policy)) return `No published policy found (checked ${checkedDate(policy.checkedOn)})`;
  return aiPolicyLabels[policy.policy];
}

/**
 * How Scout coaches a school's essays: `critique-only` where the school prohibits AI-written
 * content (Scout comments and asks questions, writes no sentence for the essay, offers no
 * suggested fix or trim, and drops any passage of its answers that reads as text for the essay),
 * `standard` everywhere else.
 */
export type CoachingMode = "critique-only" | "standard";

export function coachingModeOf(policy: Pick<SchoolAiPolicy, "policy"> | null): CoachingMode {
  return policy?.policy === "prohibits" ? "critique-only" : "standard";
}

/** The editor's one line: which mode applies to this school's essays, and why. */
export function coachingModeLine(school: string, policy: SchoolAiPolicy | null): string {
  if (coachingModeOf(policy) === "critique-only")
    return `Critique only: ${school} prohibits AI-written content, so Scout comments and asks questions but writes no sentences for this essay.`;
  if (policy?.disclosureRequired)
    return `Standard coaching: ${school} permits AI help and asks you to disclose it; every time Scout helps is recorded in this essay's AI log.`;
  if (!policy || isNoPolicyFound(policy))
    return `Standard coaching: no published AI policy was found for ${school}; every time Scout helps is recorded in this essay's AI log.`;
  return `Standard coaching: ${school} permits AI help within limits; suggested fixes are yours to accept or reject, and each is recorded.`;
}

/** Why "Suggest a fix" (and a trim) is not offered for this school's essays, or null when it is. */
export function suggestionRefusal(school: string, policy: Pick<SchoolAiPolicy, "policy"> | null): string | null {
  return coachingModeOf(policy) === "critique-only"
    ? `Not offered for ${school}: the school prohibits AI-written content, so Scout does not write text for this essay.`
    : null;
}

/**
 * What every model prompt in critique-only mode is told, after its own instructions (feedback,
 * chat and voice): versioned with the prompt it joins, as the prompt type "critique_only".
 */
export const CRITIQUE_ONLY_PROMPT_TYPE = "critique_only";
