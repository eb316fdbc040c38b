// Whose page a fact shown to applicants comes from, and how it is cited: the one rule every
// applicant-facing fact uses (checklist items, AI policies, interview formats, questions, letters).
// A source is the school's own when its host is one of the school's own web domains (the domain
// itself or a subdomain of it: "mba.wharton.upenn.edu" of "wharton.upenn.edu"); anything else is a
// third party's reading, however faithfully it copies the school (consultancies, mirrors, press,
// forums). The school's own page is cited as the school's; a third party's is labelled as such,
// with its site and its age, and comes after the school's.

export type SourceOwner = "school" | "third-party";
export type CitedSource = { url: string; site: string; owner: SourceOwner };

/** Where a fact comes from, sorted: the school's own pages, then third parties', one page per site. */
export type Citation = { school: CitedSource[]; thirdParty: CitedSource[]; age: string | null };

const hostOf = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
};

/** The site a page is on, as applicants read it ("www.hbs.edu" → "hbs.edu"); null for anything not a web address. */
export function siteOf(url: string): string | null {
  return hostOf(url)?.replace(/^www\./, "") ?? null;
}

/** A domain as operators may write it ("HBS.edu", "https://www.hbs.edu/"): its bare lower-case host. */
export function normalDomain(domain: string): string {
  const trimmed = domain.trim().toLowerCase();
  const host = /^https?:\/\//.test(trimmed) ? (hostOf(trimmed) ?? "") : trimmed.replace(/\/.*$/, "");
  return host.replace(/^www\./, "").replace(/\.$/, "");
}

/** A bare domain: labels of letters, digits and hyphens, at least two of them ("hbs.edu", "sbs.ox.ac.uk"). */
export const DOMAIN_PATTERN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Whether the page is on one of the school's own domains (the domain or a subdomain of it). */
export function isSchoolSource(url: string, domains: readonly string[]): boolean {
  const host = hostOf(url);
  if (!host) return false;
  return domains.some((domain) => {
    const own = normalDomain(domain);
    return own !== "" && (host === own || host.endsWith(`.${own}`));
  });
}

/** Each page classified, the school's own first (in their listed order), then third parties'; one page per site. */
export function classifySources(sources: readonly string[], domains: readonly string[]): CitedSource[] {
  const seen = new Set<string>();
  const cited: CitedSource[] = [];
  for (const url of sources) {
    const site = siteOf(url);
    if (!site || seen.has(site)) continue;
    seen.add(site);
    cited.push({ url, site, owner: isSchoolSource(url, domains) ? "school" : "third-party" });
  }
  return [...cited.filter((source) => source.owner === "school"), ...cited.filter((source) => source.owner === "third-party")];
}

/** A fact's citation: its sources split by owner, and how old it is (a cycle, a date; null: not known). */
export function citationOf(sources: readonly (string | null | undefined)[], domains: readonly string[], age: string | null): Citation {
  const cited = classifySources(
    sources.filter((source): source is string => Boolean(source)),
    domains,
  );
  return {
    school: cited.filter((source) => source.owner === "school"),
    thirdParty: cited.filter((source) => source.owner === "third-party"),
    age: age?.trim() || null,
  };
}

/** Whether a fact has no page of the school's own among its sources (what operators are asked to fix). */
export function lacksSchoolSource(sources: readonly (string | null | undefined)[], domains: readonly string[]): boolean {
  return !sources.some((source) => source && isSchoolSource(source, domains));
}

const sites = (sources: readonly CitedSource[]) => sources.map((source) => source.site).join(", ");

/** "Source: hbs.edu, 2025-2026". */
export function schoolSourceText(citation: Citation): string | null {
  if (citation.school.length === 0) return null;
  return `Source: ${sites(citation.school)}${citation.age ? `, ${citation.age}` : ""}`;
}

/** "A third party's reading (clearadmit.com, 2023), not the school's own page". */
export function thirdPartyText(citation: Citation): string | null {
  if (citation.thirdParty.length === 0) return null;
  const many = citation.thirdParty.length > 1;
  return `${many ? "Third parties' reading" : "A third party's reading"} (${sites(citation.thirdParty)}${many ? ";" : ","} ${citation.age ?? "undated"}), not the school's own page`;
}

/** The citation in words, the school's first: for text without links (a brief, an export). Null when there is no source. */
export function citationText(citation: Citation): string | null {
  const parts = [schoolSourceText(citation), thirdPartyText(citation)].filter(Boolean);
  return parts.length ? parts.join(". ") : null;
}

/**
 * Whose words a quote is: "the school's words" only when the page it was quoted from (`quoteSource`,
 * the fact's first listed source) is the school's own; otherwise the third party that quotes it.
 */
export function quoteAttribution(quoteSource: string | null | undefined, domains: readonly string[]): string {
  if (quoteSource && isSchoolSource(quoteSource, domains)) return "the school's words";
  const site = quoteSource ? siteOf(quoteSource) : null;
  return site
    ? `as quoted by ${site}, a third party; not checked against the school's own page`
    : "quoted without a source; not checked against the school's own page";
}
