// The daily watch of the catalogue's source pages, the pure part: a page's readable text
// (what a change is judged on, so a new tracking script or ad slot is not a change), what
// robots.txt allows Scout, how long a failing page is left alone, and the text diff operators read.

/** The user agent Scout fetches with: it names Scout and says why, so a school can ask us to stop. */
export const WATCH_USER_AGENT = "ScoutCatalogueWatch/1.0 (+https://scout.example/about; checks MBA admissions pages once a day)";
/** The token robots.txt rules are matched against. */
const ROBOTS_AGENT = "scoutcataloguewatch";
/** Kept of a page's readable text: enough for any admissions page, bounded for the row. */
export const SOURCE_TEXT_MAX = 60_000;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  rsquo: "’",
  lsquo: "‘",
  ldquo: "“",
  rdquo: "”",
  ndash: "–",
  mdash: "—",
};

/** The text a reader sees: no scripts, styles, comments or tags; one line per block; entities decoded. */
export function readableText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style|noscript|svg|template|iframe)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|table|section|article|header|footer|nav|main|dd|dt|td|th)\b[^>]*>/gi, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n")
    .slice(0, SOURCE_TEXT_MAX);
}

/**
 * Whether robots.txt lets Scout fetch this path: the group naming Scout's agent if there is one,
 * else the "*" group; the longest matching Allow/Disallow wins (Allow on a tie). No rules: allowed.
 */
export function robotsAllows(robotsTxt: string, path: string): boolean {
  const groups: { agents: string[]; rules: { allow: boolean; path: string }[] }[] = [];
  let current: (typeof groups)[number] | null = null;
  let lastWasAgent = false;
  for (const raw of robotsTxt.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, "").trim();
    const match = /^([a-z-]+)\s*:\s*(.*)$/i.exec(line);
    if (!match) continue;
    const [, key, value] = match as unknown as [string, string, string];
    const field = key.toLowerCase();
    if (field === "user-agent") {
      if (!current || !lastWasAgent) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
    } else if ((field === "allow" || field === "disallow") && current) {
      if (value) current.rules.push({ allow: field === "allow", path: value });
      lastWasAgent = false;
    }
  }
  const group =
    groups.find((each) => each.agents.some((agent) => agent !== "*" && ROBOTS_AGENT.includes(agent))) ?? groups.find((each) => each.agents.includes("*"));
  if (!group) return true;
  const matching = group.rules
    .filter((rule) => pathMatches(rule.path, path))
    .sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow));
  return matching[0]?.allow ?? true;
}

// A robots.txt path pattern: a prefix, with "*" for any run of characters and "$" for the end.
function pathMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*")
    .replace(/\\\$$/, "$");
  return new RegExp(`^${source}`).test(path);
}

const DAY_MS = 86_400_000;

/** When a page that failed `failures` times in a row is tried again: 1, 2, 4… days, at most 30. */
export function nextTryAfter(failures: number, now: Date): Date {
  return new Date(now.getTime() + Math.min(2 ** Math.max(0, failures - 1), 30) * DAY_MS);
}

export type TextChange = { change: "added" | "removed" | "same"; text: string };

/** A source page as operators see it (admin/catalogue/$schoolId): its state and its diff. */ export type SourceCheckView = {
  url: string;
  state: "unchecked" | "unchanged" | "changed" | "failing";
  /** The day the reviewed text was read ("source changed since checked on <date>"), ISO. */
  reviewedAt: string | null;
  checkedAt: string | null;
  lastError: string | null;
  nextTryAt: string | null;
  diff: TextChange[] | null;
};

const MAX_LINES = 1_500;

/**
 * The lines that changed between two versions of a page's text, each changed run with a line of
 * context either side ("…" where unchanged lines are left out). A longest-common-subsequence over
 * lines, as a reader compares a page; beyond MAX_LINES a side is shown whole.
 */
export function sourceTextDiff(before: string, after: string): TextChange[] {
  const a = before.split("\n");
  const b = after.split("\n");
  if (a.length > MAX_LINES || b.length > MAX_LINES) {
    return [
      { change: "removed", text: before },
      { change: "added", text: after },
    ];
  }
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const steps: TextChange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      steps.push({ change: "same", text: a[i++]! });
      j++;
    }
    // Removed lines before added ones, as a reader reads a replacement.
    else if (i < a.length && (j >= b.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) steps.push({ change: "removed", text: a[i++]! });
    else steps.push({ change: "added", text: b[j++]! });
  }
  const near = (index: number) => steps.slice(Math.max(0, index - 1), index + 2).some((step) => step.change !== "same");
  const shown: TextChange[] = [];
  steps.forEach((step, index) => {
    if (step.change !== "same" || near(index)) shown.push(step);
    else if (shown.at(-1)?.text !== "…") shown.push({ change: "same", text: "…" });
  });
  return shown;
}
