import { textCounts } from "../../app/domain/essays/essay-rules";
import { type Session, fourAtATime, signUpMany } from "./client";
import { feedbackItems, fit, goals } from "./seed-content";
import { d1, inserts } from "./seed-sql";
import { chatTurns, essayText, random, resumeText } from "./text";

// The accounts the bench measures. Each signs up through better-auth's API (a real password hash,
// a real session cookie) and starts the Pro trial through /plans; then everything they own is
// written in bulk, in one SQL file run by `wrangler d1 execute --local` against the server's own
// database (.wrangler/e2e) while it runs. The statements are drizzle's, built from db/schema, so
// the rows are what the app itself writes: its ids, JSON columns and millisecond timestamps.

const DAY = 86_400_000;

export type Applicant = {
  label: string;
  session: Session;
  /** The newest version of each essay, in the order written. */
  essays: { id: string; school: string; title: string; revision: number; content: string }[];
  /** The essay the page bench opens: with three versions and feedback where the applicant has them. */
  essayId: string;
  conversationId: string | null;
};

type CatalogueSchool = { name: string; cycle: string; titles: string[]; limits: Map<string, string | null>; rounds: string[] };

async function readCatalogue(): Promise<CatalogueSchool[]> {
  const [schools = [], essays = [], rounds = []] = await d1(
    [
      "SELECT name, cycle FROM catalogue_schools ORDER BY position",
      "SELECT s.name AS school, e.title AS title, e.\"limit\" AS word_limit FROM catalogue_essays e JOIN catalogue_schools s ON s.id = e.school_id AND s.cycle = e.cycle WHERE e.status = 'published' ORDER BY s.position, e.position",
      "SELECT s.name AS school, d.round AS round FROM catalogue_deadlines d JOIN catalogue_schools s ON s.id = d.school_id AND s.cycle = d.cycle WHERE d.status = 'published' ORDER BY s.position, d.position",
    ].join("; "),
  );
  return schools.map((row) => ({
    name: String(row.name),
    cycle: String(row.cycle),
    titles: essays.filter((essay) => essay.school === row.name).map((essay) => String(essay.title)),
    limits: new Map(essays.filter((essay) => essay.school === row.name).map((essay) => [String(essay.title), essay.word_limit as string | null])),
    rounds: rounds.filter((round) => round.school === row.name).map((round) => String(round.round)),
  }));
}

type Plan = {
  session: Session;
  label: string;
  schools: string[];
  /** Essays per school, in order: catalogue titles first, then the applicant's own. */
  essays: number;
  versions: number;
  feedbackOn: number;
  conversations: number;
  messagesEach: number;
  goals: "full" | "some" | "none";
  resume: boolean;
  /** Only the first few essays hold text (the rest are untouched drafts). */
  written?: number;
};

const extraTitles = ["Optional essay", "Leadership story", "Setback and growth", "Community impact", "Short answer", "Career vision", "Team challenge"];

/** Each essay's versions, oldest first, the newest of each written (or left empty) near its limit. */
function essaysOf(p: Plan, userId: string, catalogue: CatalogueSchool[], now: number, next: () => number) {
  const essays: Applicant["essays"] = [];
  const essayRows: Record<string, unknown>[] = [];
  for (let index = 0; index < p.essays; index++) {
    const school = catalogue.find((entry) => entry.name === p.schools[index % p.schools.length])!;
    const nth = Math.floor(index / p.schools.length);
    const title =
      school.titles[nth] ??
      `${extraTitles[(nth - school.titles.length) % extraTitles.length]} ${Math.floor((nth - school.titles.length) / extraTitles.length) + 1}`;
    const written = index < (p.written ?? p.essays);
    let parent: string | null = null;
    for (let version = 1; version <= p.versions; version++) {
      const id = crypto.randomUUID();
      const newest = version === p.versions;
      const content = written ? fit(essayText(index * 31 + version, 3 + version + Math.floor(next() * 2)), school.limits.get(title) ?? null) : "";
      const created = now - (p.essays - index) * 3_600_000 - (p.versions - version) * DAY;
      const revision = written ? version + 2 : 0;
      essayRows.push({
        id,
        userId,
        school: school.name,
        essayTitle: title,
        essayContent: content,
        // As a save stores them (and the migration's backfill did for older rows).
        wordCount: textCounts(content).words,
        characterCount: textCounts(content).characters,
        status: newest && written ? (["in_progress", "final", "submitted", "in_progress"] as const)[index % 4] : "draft",
        version,
        versionNotes: version === 1 ? "Initial draft" : ["Tightened the opening", "After feedback", "Cut to the limit"][version % 3],
        parentEssayId: parent,
        revision,
        userWrittenAt: written ? new Date(created) : null,
        createdAt: new Date(created),
        updatedAt: new Date(created + 3_600_000),
        submittedAt: newest && written && index % 4 === 2 ? new Date(created + 2 * 3_600_000) : null,
      });
      if (newest) essays.push({ id, school: school.name, title, revision, content });
      parent = id;
    }
  }
  return { essays, essayRows };
}

/** The applicant's conversations, every other one about an essay, each with its turns a minute apart. */
function conversationsOf(p: Plan, userId: string, essays: Applicant["essays"], now: number) {
  const conversationRows: Record<string, unknown>[] = [];
  const messageRows: Record<string, unknown>[] = [];
  for (let index = 0; index < p.conversations; index++) {
    const id = crypto.randomUUID();
    const essay = index % 2 === 1 ? essays[index % essays.length] : undefined;
    const started = now - (p.conversations - index) * DAY;
    conversationRows.push({
      id,
      userId,
      title: essay ? `${essay.school}: ${essay.title}` : ["Getting started", "Goals", "Which schools", "Resume check", "Interview prep"][index % 5],
      context: essay ? "essay" : "global",
      essayId: essay?.id ?? null,
      essayTitle: essay?.title ?? null,
      school: essay?.school ?? null,
      createdAt: new Date(started),
      updatedAt: new Date(started + p.messagesEach * 60_000),
    });
    chatTurns(index + 1, p.messagesEach).forEach((turn, order) =>
      messageRows.push({
        id: crypto.randomUUID(),
        conversationId: id,
        userId,
        content: turn.content,
        type: turn.type,
        source: "text",
        promptVersions: turn.type === "assistant" ? { chat: 1 } : null,
        createdAt: new Date(started + order * 60_000),
      }),
    );
  }
  return { conversationRows, messageRows };
}

function plan(p: Plan, catalogue: CatalogueSchool[], now: number, sql: string[]): Applicant {
  const userId = p.session.userId;
  const next = random(userId.length * 7919 + p.essays);
  const schoolRows = p.schools.map((school, index) => ({ userId, school, position: index + 1, createdAt: new Date(now - 60 * DAY + index * 3_600_000) }));
  const planRows = p.schools
    .map((school) => catalogue.find((entry) => entry.name === school)!)
    .filter((school, index) => index % 3 !== 2 && school.rounds.length > 0)
    .map((school, index) => ({ userId, school: school.name, cycle: school.cycle, round: school.rounds[index % Math.min(2, school.rounds.length)]! }));
  const { essays, essayRows } = essaysOf(p, userId, catalogue, now, next);
  const feedbackRows = essays.slice(0, p.feedbackOn).map((essay, index) => ({
    essayId: essay.id,
    userId,
    feedbackData: feedbackItems(essay.content, index),
    overallNote: "The story is clear and the stakes are real. Say more about what you did yourself, and end on what you want to learn.",
    essayRevision: essay.revision,
    createdAt: new Date(now - DAY),
    updatedAt: new Date(now - DAY),
  }));
  const { conversationRows, messageRows } = conversationsOf(p, userId, essays, now);
  sql.push(...inserts("userSchools", schoolRows, 50), ...inserts("userSchoolPlans", planRows, 50));
  sql.push(...inserts("essaySubmissions", essayRows, 10), ...inserts("essayFeedback", feedbackRows, 10));
  sql.push(...inserts("chatConversations", conversationRows, 50), ...inserts("chatMessages", messageRows, 40));
  if (p.goals !== "none") sql.push(...inserts("goalsData", [goals(userId, p.goals)], 1));
  if (p.resume) {
    sql.push(...inserts("resumeData", [{ userId, content: resumeText, updatedAt: new Date(now - 2 * DAY) }], 1));
    sql.push(...inserts("resumeFeedback", [{ userId, feedbackData: feedbackItems(resumeText, 1).slice(0, 3) }], 1));
  }
  // The essay the page bench opens: the longest of those with feedback (or of all, when none has).
  const candidates = p.feedbackOn ? essays.slice(0, p.feedbackOn) : essays;
  const focus = candidates.reduce((longest, essay) => (essay.content.length > longest.content.length ? essay : longest), candidates[0]!);
  return { label: p.label, session: p.session, essays, essayId: focus.id, conversationId: (conversationRows[0]?.id as string | undefined) ?? null };
}

/** Each person's object as an account's made before new accounts started their writing there (the test build's /api/test/from-before). */
function fromBefore(people: Session[]) {
  return fourAtATime(people, async (person) => {
    const answer = await person.request("POST", "/api/test/from-before", { json: {} });
    if (answer.status !== 200) throw new Error(`${person.email} as an account from before: ${answer.status}`);
  });
}

export type Seeded = { small: Applicant; full: Applicant; large: Applicant; load: Applicant[]; seedMs: number };

/** The small, full and 200-essay applicants, and `loadUsers` people for the load test. */
export async function seedApplicants(loadUsers: number): Promise<Seeded> {
  const started = performance.now();
  const [catalogue, [small, full, large], load] = await Promise.all([readCatalogue(), signUpMany(3, "bench-applicant"), signUpMany(loadUsers, "bench-load")]);
  // Their writing is written below straight into D1, as an older release wrote it: their objects
  // are those of accounts made then, which move it on first use (or by the hourly move).
  await fromBefore([small!, full!, large!, ...load]);
  // The full applicant applies to 15 schools (the US catalogue, its first 15 by position), as
  // every published run has: a catalogue growing does not change who is measured.
  const all = catalogue.map((school) => school.name).slice(0, 15);
  const now = Date.now();
  const sql: string[] = [];
  const base = { goals: "full", resume: true, versions: 1, feedbackOn: 0, conversations: 0, messagesEach: 0 } as const;
  const applicants = {
    small: plan(
      {
        ...base,
        session: small!,
        label: "small",
        schools: all.slice(0, 2),
        essays: 6,
        written: 3,
        conversations: 1,
        messagesEach: 4,
        goals: "some",
        feedbackOn: 1,
      },
      catalogue,
      now,
      sql,
    ),
    full: plan(
      { ...base, session: full!, label: "full", schools: all, essays: 60, versions: 3, feedbackOn: 20, conversations: 10, messagesEach: 20 },
      catalogue,
      now,
      sql,
    ),
    large: plan(
      { ...base, session: large!, label: "200 essays", schools: all, essays: 200, feedbackOn: 20, conversations: 10, messagesEach: 20 },
      catalogue,
      now,
      sql,
    ),
    load: load.map((session, index) =>
      plan({ ...base, session, label: "load", schools: [all[index % all.length]!], essays: 4, goals: "some", resume: false }, catalogue, now, sql),
    ),
  };
  await d1(sql.join("\n"));
  return { ...applicants, seedMs: performance.now() - started };
}
