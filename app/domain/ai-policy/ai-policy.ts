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
