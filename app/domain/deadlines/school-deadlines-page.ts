// Where an applicant checks a school's dates. Operators keep each school's own deadlines page
// (catalogue_schools.deadlines_url); for a school with none, a plain web search for its deadlines,
// which the link names as a search so it is never taken for the school's page.

/** A web search for "<school> MBA application deadlines". */
export function deadlinesSearchUrl(school: string): string {
  return `https://duckduckgo.com/?q=${encodeURIComponent(`${school} MBA application deadlines`)}`;
}
