import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// Writes migrations/0021_schools_worldwide_seed.sql: the US schools' place, zone, colour and
// the words the wrong-school check looks for (db/catalogue/schools-us-profile.json, formerly a word
// list in code), and the first international schools from db/catalogue/schools-international.json
// (README-international.md), every fact with its source. The catalogue's cycle is 2026-2027: a
// date of an earlier cycle is kept only as the round's "last known" date, never as a deadline, and
// wording of an earlier cycle is labelled as such. Nothing is filled in that the file does not say.
// `npm run catalogue:worldwide`; deterministic. Once applied, change schools in /admin/catalogue.

const root = path.join(import.meta.dirname, "..");
const CYCLE = "2026-2027";

type Word = { text: string; exact: boolean; kind: "school" | "university" | "feature" };
type UsProfile = { id: string; country: string; region: string; timeZone: string; colour: string; words: Word[] };
type FactsRound = { name: string; deadline: string | null; time: string | null; timeZone: string | null; source: string | null; note?: string };
type FactsEssay = {
  title: string;
  prompt: string | null;
  limit: { count: number; unit: string } | null;
  required: boolean;
  type: string;
  paraphrased: boolean;
  source: string | null;
  textCycle: string;
  note?: string;
};
type FactsSchool = {
  name: string;
  shortName: string;
  country: string;
  timeZone: string;
  programme: string;
  cycle: string;
  intakes: { name: string; rounds: FactsRound[] }[];
  essays: FactsEssay[];
  sources: string[];
};

const school = (text: string) => ({ text, exact: false, kind: "school" as const });
const acronym = (text: string) => ({ text, exact: true, kind: "school" as const });
const university = (text: string) => ({ text, exact: false, kind: "university" as const });

// How this cycle's rounds come from the file: per intake of 2026-27, its name (null: the school's
// only intake), the file's intake its rounds and dates come from, and whether those dates are this
// cycle's (else they are only "last known").
type IntakePlan = { intake: string | null; from: number; current: boolean };
// `site`: the school's own domain, whose first listed page is its deadlines page.
type Profile = { id: string; name: string; region: string; site: string; words: Word[]; intakes: IntakePlan[] };
const profiles: Record<string, Profile> = {
  INSEAD: {
    id: "insead",
    site: "insead.edu",
    name: "INSEAD",
    region: "Europe",
    words: [acronym("INSEAD")],
    // The file names the 2026-27 intakes (August 2027, January 2028) and has no date for either.
    intakes: [
      { intake: "August 2027 intake", from: 0, current: false },
      { intake: "January 2028 intake", from: 1, current: false },
    ],
  },
  LBS: {
    id: "lbs",
    site: "london.edu",
    name: "London Business School",
    region: "Europe",
    words: [school("London Business School"), acronym("LBS")],
    intakes: [{ intake: null, from: 0, current: false }],
  },
  "HEC Paris": { id: "hec-paris", site: "hec.edu", name: "HEC Paris", region: "Europe", words: [school("HEC Paris"), acronym("HEC")], intakes: [] },
  IESE: {
    id: "iese",
    site: "iese.edu",
    name: "IESE",
    region: "Europe",
    words: [acronym("IESE"), school("IESE Business School"), university("University of Navarra")],
    intakes: [{ intake: null, from: 0, current: false }],
  },
  "Oxford Saïd": {
    id: "oxford-said",
    site: "sbs.ox.ac.uk",
    name: "Oxford Saïd",
    region: "Europe",
    words: [school("Oxford Saïd"), school("Oxford Said"), school("Saïd Business School"), school("Said Business School"), university("University of Oxford")],
    intakes: [{ intake: null, from: 0, current: false }],
  },
  "Cambridge Judge": {
    id: "cambridge-judge",
    site: "jbs.cam.ac.uk",
    name: "Cambridge Judge",
    region: "Europe",
    words: [school("Cambridge Judge"), school("Judge Business School"), university("University of Cambridge")],
    intakes: [{ intake: null, from: 0, current: false }],
  },
  ISB: {
    id: "isb",
    site: "isb.edu",
    name: "ISB",
    region: "Asia",
    words: [school("Indian School of Business"), acronym("ISB")],
    // Class of 2028 (2026-27): R1's date is this cycle's; R2 and R3 only last known, from Class of 2027.
    intakes: [{ intake: null, from: 0, current: true }],
  },
};

function sql(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}
const insert = (table: string, row: Record<string, string | number | boolean | null>) =>
  `INSERT INTO \`${table}\` (${Object.keys(row)
    .map((key) => `\`${key}\``)
    .join(", ")}) VALUES (${Object.values(row).map(sql).join(", ")});`;

const statements: string[] = [];
const us = JSON.parse(readFileSync(path.join(root, "db/catalogue/schools-us-profile.json"), "utf8")) as UsProfile[];
for (const entry of us) {
  statements.push(
    `UPDATE \`catalogue_schools\` SET \`country\` = ${sql(entry.country)}, \`region\` = ${sql(entry.region)}, \`time_zone\` = ${sql(entry.timeZone)}, ` +
      `\`colour\` = ${sql(entry.colour)}, \`words\` = ${sql(JSON.stringify(entry.words))} WHERE \`id\` = ${sql(entry.id)};`,
  );
}

const facts = (JSON.parse(readFileSync(path.join(root, "db/catalogue/schools-international.json"), "utf8")) as { schools: FactsSchool[] }).schools;
// The one round whose date the file gives for 2026-27 (ISB Class of 2028, Round 1): the file's first intake.
const currentDated = (round: FactsRound) => round.deadline && round.deadline >= "2026-08-01";
facts.forEach((entry, index) => {
  const profile = profiles[entry.shortName];
  if (!profile) throw new Error(`No profile for ${entry.shortName}`);
  statements.push(
    insert("catalogue_schools", {
      id: profile.id,
      name: profile.name,
      full_name: entry.name,
      short_name: entry.shortName,
      cycle: CYCLE,
      cycle_note: `${entry.cycle} Facts as of 2025-26 unless said; check each on the school's site.`,
      position: 100 + index,
      status: "published",
      country: entry.country,
      region: profile.region,
      time_zone: entry.timeZone,
      programme: entry.programme,
      colour: null,
      words: JSON.stringify(profile.words),
      sources: JSON.stringify(entry.sources),
      deadlines_url: entry.sources.find((source) => new URL(source).hostname.endsWith(profile.site)) ?? null,
    }),
  );
  entry.essays.forEach((essay, position) => {
    statements.push(
      insert("catalogue_essays", {
        id: `${profile.id}-2627-essay-${position + 1}`,
        school_id: profile.id,
        cycle: CYCLE,
        // "2025-2026 (probable)", "undated official blog": kept as the file says it; none is 2026-27.
        text_cycle: essay.textCycle,
        position,
        title: essay.title,
        prompt: essay.prompt ?? "",
        limit: essay.limit ? `${essay.limit.count.toLocaleString("en-US")} ${essay.limit.unit}` : null,
        hard_limit: false,
        // A video or a live assessment is done on the school's platform after submitting: not an essay.
        kind: essay.type === "video" || essay.type === "assessment" ? essay.type : "essay",
        required: essay.required,
        paraphrase: essay.paraphrased,
        sources: JSON.stringify(essay.source ? [essay.source] : []),
        note: essay.note ?? null,
        status: "published",
      }),
    );
  });
  let position = 0;
  for (const plan of profile.intakes) {
    const source = entry.intakes[plan.from]!;
    // ISB: the Class of 2028 list (this cycle) has R1's date; R2/R3's last known come from Class of 2027.
    const earlier = entry.shortName === "ISB" ? entry.intakes[1]! : source;
    source.rounds.forEach((round, at) => {
      const dated = plan.current && currentDated(round);
      const last = plan.current ? earlier.rounds[at] : round;
      const sources = [dated ? round.source : last?.source].filter((value): value is string => Boolean(value));
      statements.push(
        insert("catalogue_deadlines", {
          id: `${profile.id}-2627-round-${position + 1}`,
          school_id: profile.id,
          cycle: CYCLE,
          round: round.name,
          intake: plan.intake,
          position: position++,
          date: dated ? round.deadline : null,
          time: dated ? round.time : null,
          // ISB states its deadlines in IST (the file's school notes); others' zone goes with a date.
          time_zone: dated ? (round.timeZone ?? entry.timeZone) : null,
          previous_cycle_date: dated ? null : (last?.deadline ?? null),
          note: dated
            ? (round.note ?? null)
            : `Last known from ${earlier === source && !plan.current ? source.name : earlier.name}.${last?.note ? ` ${last.note}` : ""}`,
          sources: JSON.stringify(sources),
          status: "published",
        }),
      );
    });
  }
});

const target = "migrations/0021_schools_worldwide_seed.sql";
const header =
  "-- Generated by scripts/worldwide-seed.ts from db/catalogue/schools-us-profile.json and schools-international.json (npm run catalogue:worldwide). Do not edit by hand.\n";
writeFileSync(path.join(root, target), header + statements.join("\n--> statement-breakpoint\n") + "\n");
console.log(`${target}: ${statements.length} statements`);
