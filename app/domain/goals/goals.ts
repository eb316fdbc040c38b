// The goals and strategy grid (table goals_data, docs/product-rules.md §9): the long-term vision, then six rows for four
// horizons. Field names are the drizzle columns' (camelCase of the table's snake_case).
export const goalsRows = [
  { key: "location", label: "Location" },
  { key: "title", label: "Title" },
  { key: "industry", label: "Industry" },
  { key: "businessProblem", label: "Business problem" },
  { key: "knowledgeGaps", label: "Knowledge gaps" },
  { key: "coursesClubs", label: "Courses & clubs" },
] as const;

export const goalsHorizons = [
  { key: "Internship", label: "Internship" },
  { key: "ShortTerm", label: "Short term" },
  { key: "LongTerm", label: "Long term" },
  { key: "Global", label: "Global" },
] as const;

export type GoalsCellKey = `${(typeof goalsRows)[number]["key"]}${(typeof goalsHorizons)[number]["key"]}`;
export type GoalsField = "longTermVision" | GoalsCellKey;

export const goalsCellKeys = goalsRows.flatMap((row) => goalsHorizons.map((horizon) => `${row.key}${horizon.key}` as GoalsCellKey));
export const goalsFields: GoalsField[] = ["longTermVision", ...goalsCellKeys];

export const VISION_LIMIT = 5_000;
export const CELL_LIMIT = 1_000;

export type GoalsPatch = Partial<Record<GoalsField, string>>;
export type Goals = Record<GoalsField, string>;

export const emptyGoals = Object.fromEntries(goalsFields.map((field) => [field, ""])) as Goals;
