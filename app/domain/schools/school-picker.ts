// The Manage Schools picker: the catalogue's schools, not yet added, found by any of their
// names or their country, grouped by region in a fixed order. Pure, so it stays fast with 60+.

export type PickerSchool = {
  name: string;
  shortName: string;
  fullName: string;
  country: string | null;
  region: string | null;
  colour: string | null;
  /** What it offers ("MBA (full-time, 10 months)"), shown under its name; null when not recorded. */
  programme?: string | null;
};
export type PickerGroup = { region: string; schools: PickerSchool[] };

const REGION_ORDER = ["United States", "Canada", "Europe", "Asia", "Latin America", "Middle East and Africa", "Oceania"];
const OTHER = "Other";

// Case and accents do not matter: "said" finds "Oxford Saïd".
const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The schools still addable that match the search, grouped by region in REGION_ORDER. */
export function pickerGroups(schools: readonly PickerSchool[], added: ReadonlySet<string>, query: string): PickerGroup[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const matches = (school: PickerSchool) => {
    const haystack = fold([school.name, school.shortName, school.fullName, school.country ?? ""].join(" "));
    return words.every((word) => haystack.includes(word));
  };
  const groups = new Map<string, PickerSchool[]>();
  for (const school of schools) {
    if (added.has(school.name) || !matches(school)) continue;
    const region = school.region && REGION_ORDER.includes(school.region) ? school.region : OTHER;
    groups.set(region, [...(groups.get(region) ?? []), school]);
  }
  return [...REGION_ORDER, OTHER].filter((region) => groups.has(region)).map((region) => ({ region, schools: groups.get(region)! }));
}
