import WebSocket from "ws";
import type { ChatEvent } from "../../app/domain/coach/chat";
import { BASE, type BenchServer } from "./server";
import { type SavesCheck, SaveLedger } from "./save-ledger";
import type { Applicant } from "./seed";
import { percentile, round } from "./stats";
import { moveBeforeTheNight, readObjectD1, settledObjectD1 } from "./night-objects";

// Deadline night: the evening before a round closes, many applicants finish their essays at
// once. Typists write with the editor's autosave (a save 1.5 s after they pause: here one every
// 2-3 s each, their essay growing by a sentence), chatters ask Scout and read each answer to its
// end before thinking a few seconds and asking again (the rate window allows 10 a minute). All
// against one local worker on this machine, for a fixed time, then every acknowledged save is
// read back from D1. Figures to read, never a pass/fail test; the run fails only on an error or a
// lost save.

export type DeadlineNightResult = {
  typists: number;
  chatters: number;
  seconds: number;
  requests: number;
  perSecond: number;
  save: { count: number; p50: number | null; p95: number | null; p99: number | null; max: number | null };
  chat: { sent: number; answered: number; refused: number; firstWordP50: number | null; firstWordP95: number | null; fakeModelMs: number };
  errors: number;
  errorSamples: string[];
  saves: SavesCheck;
  /** D1 round trips of the typists' saves (the worker's request lines), per typist per second of the window. */
  d1PerWriterPerSecond: number | null;
  /** Of those, the round trips that cross to the primary (the rest may be served by a replica). */
  d1PrimaryPerWriterPerSecond: number | null;
  /** The time D1 reports running one save's statements, mean and p95: what the one database spends per save. */
  d1MsPerSave: { mean: number | null; p95: number | null };
  /** One database running nothing but these saves, one statement at a time: saves per second, and writers saving every 2.5 s. */
  ceiling: { savesPerSecond: number; writers: number } | null;
  /**
   * What the users' objects asked of the primary during the night (their essays' summaries, written
   * after each save's answer, which the request lines do not carry), per second of the window: round
   * trips, and the time D1 reports running their statements. Null where the server does not count them.
   */
  objectsAtPrimary: { roundTripsPerSecond: number; d1MsPerSecond: number; roundTripsPerSave: number; d1MsPerSave: number } | null;
  /** workerd's CPU seconds per second of the window (/proc): near 1, its one thread was saturated. */
  workerdCores: number | null;
};

const SAVE_EVERY_MS = [2_000, 3_000] as const;
const CHAT_THINK_MS = [5_000, 8_000] as const;
const between = ([low, high]: readonly [number, number]) => low + Math.random() * (high - low);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Tally = {
  errors: string[];
  saveMs: number[];
  saveIds: string[];
  firstWordMs: number[];
  chat: { sent: number; answered: number; refused: number };
  ledger: SaveLedger;
};

/** One typist: a sentence more every 2-3 s, each save checked for "Essay Saved" and kept in the ledger. */
async function typeUntil(person: Applicant, index: number, until: number, tally: Tally) {
  const essay = person.essays[index % person.essays.length]!;
  tally.ledger.track(essay);
  // Not all at the same instant: each typist starts somewhere in their first pause.
  await sleep(Math.random() * SAVE_EVERY_MS[1]);
  for (let sentence = 0; performance.now() < until; sentence++) {
    const content = `${essay.content}\nAnd on deadline night, sentence ${sentence} of ${person.session.email}.`;
    const at = performance.now();
    try {
      const response = await person.session.post(`/app/essays/${essay.id}.data`, { intent: "save", content, baseRevision: String(essay.revision) });
      tally.saveMs.push(performance.now() - at);
      tally.saveIds.push(response.requestId);
      if (response.status !== 200 || !response.body.includes("Essay Saved")) tally.errors.push(`save ${response.status} ${response.body.slice(0, 160)}`);
      else {
        essay.revision += 1;
        essay.content = content;
        tally.ledger.acknowledge(essay.id, content);
      }
    } catch (error) {
      tally.errors.push(`save ${String(error)}`);
    }
    await sleep(between(SAVE_EVERY_MS));
  }
}

/** One message and its answer: "answered", "refused" (the rate window), or what went wrong. */
async function askOnce(socket: Awaited<ReturnType<typeof openSocket>>, number: number, onFirstWord: (ms: number) => void) {
  const requestId = crypto.randomUUID();
  const sentAt = performance.now();
  const message = `Deadline night question ${number}: how do I end my essay?`;
  socket.ws.send(JSON.stringify({ type: "send", requestId, conversationId: null, context: "global", essayId: null, message }));
  let firstWord: number | null = null;
  const outcome = await socket.until((event) => {
    if (event.type === "delta" && firstWord === null) firstWord = performance.now() - sentAt;
    if (event.type === "failed" && event.requestId === requestId) return event.code === "rate_limited" ? "refused" : `failed ${event.code}`;
    if (event.type === "reply") return event.stopped ? "failed stopped" : "answered";
    return null;
  }, 30_000);
  if (outcome === "answered" && firstWord !== null) onFirstWord(firstWord);
  // A timeout after the first word is a slow answer; one before it, a message never taken up.
  if (outcome === "timeout") return firstWord === null ? "timeout before the first word" : "timeout after the first word";
  return outcome;
}

/** One chatter: a question every 5-8 s over one socket, the first word timed less the fake model's own delay. */
async function chatUntil(person: Applicant, start: number, until: number, fakeModelMs: number, tally: Tally) {
  await sleep(start);
  const socket = await openSocket(person).catch((error: unknown) => {
    tally.errors.push(`chat socket ${String(error)}`);
    return null;
  });
  if (!socket) return;
  let asked = 0;
  try {
    while (performance.now() < until) {
      tally.chat.sent += 1;
      asked += 1;
      const outcome = await askOnce(socket, tally.chat.sent, (ms) => tally.firstWordMs.push(ms - fakeModelMs));
      if (outcome === "answered") tally.chat.answered += 1;
      else if (outcome === "refused") tally.chat.refused += 1;
      else tally.errors.push(`chat ${outcome} (this chatter's message ${asked})`);
      await sleep(between(CHAT_THINK_MS));
    }
  } finally {
    socket.ws.close(1000, "bench done");
  }
}

export async function runDeadlineNight(
  server: BenchServer,
  typists: Applicant[],
  chatters: Applicant[],
  seconds: number,
  fakeModelMs: number,
): Promise<DeadlineNightResult> {
  const tally: Tally = { errors: [], saveMs: [], saveIds: [], firstWordMs: [], chat: { sent: 0, answered: 0, refused: 0 }, ledger: new SaveLedger() };
  // The hourly cron moves applicants' writing into their objects long before a deadline: here
  // before the night too, so the night measures saves and chat, not 250 moves at their first save
  // (BENCH_NIGHT_UNMOVED=1 leaves it as seeded, in D1, to measure those moves).
  if (process.env.BENCH_NIGHT_UNMOVED !== "1") await moveBeforeTheNight([...typists, ...chatters]);
  const objectsBefore = await readObjectD1();
  const cpuBefore = server.workerdCpuSeconds();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all([
    ...typists.map((person, index) => typeUntil(person, index, until, tally)),
    ...chatters.map((person, index) => chatUntil(person, (index / chatters.length) * CHAT_THINK_MS[0], until, fakeModelMs, tally)),
  ]);
  const elapsed = (performance.now() - started) / 1000;
  const workerdCores = server.workerdCpuSeconds() > 0 ? round((server.workerdCpuSeconds() - cpuBefore) / elapsed, 2) : null;
  const saves = await tally.ledger.check();
  // The objects hand D1 their summaries at most once a minute, by their alarms: the night's last
  // ones are counted once those have run (a minute after the window, then until the count settles).
  const objectsAfter = await settledObjectD1(until + 62_000);
  const lines = await Promise.all(tally.saveIds.map((id) => server.line(id, 5_000)));
  const objectsAtPrimary =
    objectsBefore && objectsAfter
      ? {
          roundTripsPerSecond: round((objectsAfter.primary - objectsBefore.primary) / elapsed, 1)!,
          d1MsPerSecond: round((objectsAfter.d1Ms - objectsBefore.d1Ms) / elapsed, 2)!,
          roundTripsPerSave: round((objectsAfter.primary - objectsBefore.primary) / Math.max(1, tally.saveMs.length), 3)!,
          d1MsPerSave: round((objectsAfter.d1Ms - objectsBefore.d1Ms) / Math.max(1, tally.saveMs.length), 4)!,
        }
      : null;
  return { ...nightResult(tally, { typists: typists.length, chatters: chatters.length, elapsed, saves, fakeModelMs }, lines), objectsAtPrimary, workerdCores };
}

type Night = { typists: number; chatters: number; elapsed: number; saves: DeadlineNightResult["saves"]; fakeModelMs: number };

function nightResult(
  tally: Tally,
  night: Night,
  lines: Awaited<ReturnType<BenchServer["line"]>>[],
): Omit<DeadlineNightResult, "objectsAtPrimary" | "workerdCores"> {
  const { saveMs, saveIds, errors, chat, firstWordMs } = tally;
  const { typists, elapsed } = night;
  const logged = lines.filter((line) => line !== undefined);
  const d1Queries = logged.reduce((sum, line) => sum + line.d1Queries, 0);
  const d1Primary = logged.reduce((sum, line) => sum + (line.d1Primary ?? 0), 0);
  const d1Ms = logged.map((line) => line.d1Ms ?? 0);
  const meanD1Ms = d1Ms.length ? d1Ms.reduce((sum, value) => sum + value, 0) / d1Ms.length : null;
  const requests = saveMs.length + chat.sent;
  // Every save's line was counted (lines not printed in time would undercount: say so by null).
  const allLogged = logged.length === saveIds.length && typists > 0;
  return {
    typists,
    chatters: night.chatters,
    seconds: round(elapsed, 1)!,
    requests,
    perSecond: round(requests / elapsed, 1)!,
    save: {
      count: saveMs.length,
      p50: round(percentile(saveMs, 50), 1),
      p95: round(percentile(saveMs, 95), 1),
      p99: round(percentile(saveMs, 99), 1),
      max: round(Math.max(...saveMs), 1),
    },
    chat: { ...chat, firstWordP50: round(percentile(firstWordMs, 50), 1), firstWordP95: round(percentile(firstWordMs, 95), 1), fakeModelMs: night.fakeModelMs },
    errors: errors.length,
    errorSamples: [...new Set(errors)].slice(0, 10),
    saves: night.saves,
    d1PerWriterPerSecond: allLogged ? round(d1Queries / typists / elapsed, 2) : null,
    d1PrimaryPerWriterPerSecond: allLogged ? round(d1Primary / typists / elapsed, 2) : null,
    d1MsPerSave: { mean: meanD1Ms === null ? null : round(meanD1Ms, 3), p95: round(percentile(d1Ms, 95), 3) },
    ceiling: meanD1Ms
      ? { savesPerSecond: Math.round(1000 / meanD1Ms), writers: Math.round((1000 / meanD1Ms) * ((SAVE_EVERY_MS[0] + SAVE_EVERY_MS[1]) / 2 / 1000)) }
      : null,
  };
}

/** A tab's chat socket as the browser opens it (its cookie, this site's Origin), with a way to wait for events. */
export async function openSocket(person: Pick<Applicant, "session">) {
  const ws = new WebSocket(`${BASE.replace("http", "ws")}/api/chat/socket`, {
    headers: { cookie: person.session.cookieHeader, origin: BASE, "cf-connecting-ip": person.session.address },
  });
  const listeners = new Set<(event: ChatEvent) => void>();
  ws.on("message", (data) => {
    const text = String(data);
    if (text === "pong") return;
    const event = JSON.parse(text) as ChatEvent;
    for (const listener of listeners) listener(event);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
    ws.once("unexpected-response", (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
  });
  return {
    ws,
    /** The first non-null answer of `decide` over the events that arrive, or "timeout". */
    until(decide: (event: ChatEvent) => string | null, ms: number) {
      return new Promise<string>((resolve) => {
        const timer = setTimeout(() => finish("timeout"), ms);
        const listener = (event: ChatEvent) => {
          const outcome = decide(event);
          if (outcome !== null) finish(outcome);
        };
        const onClose = () => finish("closed");
        function finish(outcome: string) {
          clearTimeout(timer);
          listeners.delete(listener);
          ws.off("close", onClose);
          resolve(outcome);
        }
        listeners.add(listener);
        ws.on("close", onClose);
      });
    },
  };
}
