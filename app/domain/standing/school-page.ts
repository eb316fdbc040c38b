/** Where to read a date Scout does not have: the school's admissions page, else a web search named as one. */
export function schoolPageLink(school: string, page: string | null): { href: string; label: string } {
  if (page) return { href: page, label: `${school}'s admissions page` };
  return {
    href: `https://duckduckgo.com/?q=${encodeURIComponent(`${school} MBA decision dates`)}`,
    label: `Search the web for ${school}'s dates (a search, not the school's page)`,
  };
}

/** The words for a date Scout does not have for this cycle. */
export const NO_DATE_THIS_YEAR = "Scout does not have this year's date";
