// npm run bench:profile -- /app (after npm run build): where the worker spends its CPU on one page
// for the full applicant. Starts the bench's server, seeds the applicants, warms the page up, then
// records a V8 CPU profile of the worker (through wrangler dev's inspector, port 9229 or E2E_INSPECTOR_PORT) while it
// serves the page 40 times. Writes bench/profile.cpuprofile (open it in Chrome DevTools'
// Performance panel) and prints the functions with the most samples, on their own and with what
// they call, then what one request costs: the profile's sampled time and workerd's CPU time from
// /proc, also over as many requests without the profiler first (on a shared machine the samples
// grow with the load average; /proc's time does not). A figure to read, never a pass/fail test.
//
//   npm run bench:profile -- /app/goals --requests=80 --applicant=small
//   npm run bench:profile -- save          an essay's autosave (POST …/:essayId.data, intent save)
//   npm run bench:profile -- chat          chat messages to their answer's end, as the chat bench
//                                          sends them (fresh users, 10 each: the rate window's limit)
import { mkdirSync, writeFileSync } from "node:fs";
import WebSocket from "ws";
import { openSocket } from "./deadline-night";
import { signUpMany } from "./client";
import { seedApplicants } from "./seed";
import { INSPECTOR_PORT, startServer } from "./server";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const args = (process.argv as string[]).slice(2);
const saves = args.includes("save");
const chats = args.includes("chat");
const page = args.find((arg) => arg.startsWith("/")) ?? "/app";
const requests = Number(args.find((arg) => arg.startsWith("--requests="))?.split("=")[1] ?? 40);
const named = args.find((arg) => arg.startsWith("--applicant="))?.split("=")[1] ?? "full";
if (named !== "full" && named !== "small") throw new Error(`--applicant is full or small, not "${named}"`);
const who: "full" | "small" = named;

const server = await startServer({ fakeDelayMs: 0 });
try {
  if (chats) await profileChat();
  else await profilePage();
} finally {
  await server.stop();
}

async function profilePage() {
  const seeded = await seedApplicants(0);
  const session = seeded[who].session;
  const essay = seeded[who].essays.find((entry) => entry.id === seeded[who].essayId)!;
  const path = saves ? `/app/essays/${essay.id}.data` : page.replace(":essayId", seeded[who].essayId);
  const once = async (i: number) => {
    if (!saves) return session.request("GET", path);
    const content = `${essay.content}\nSentence ${i}.`;
    const answer = await session.post(path, { intent: "save", content, baseRevision: String(essay.revision) });
    if (!answer.body.includes("Essay Saved")) throw new Error(`save ${i} not acknowledged: ${answer.status} ${answer.body.slice(0, 200)}`);
    essay.revision += 1;
    return answer;
  };
  for (let i = 0; i < 5; i++) await once(i);
  // The same requests once without the profiler (whose sampling costs CPU of its own), then with it.
  const plainBefore = server.workerdCpuSeconds();
  for (let i = 0; i < requests; i++) await once(5 + i);
  const plain = server.workerdCpuSeconds() - plainBefore;
  const cpuBefore = server.workerdCpuSeconds();
  const profile = await recordWhile(async () => {
    for (let i = 0; i < requests; i++) await once(5 + requests + i);
  });
  const cpu = server.workerdCpuSeconds() - cpuBefore;
  mkdirSync("bench", { recursive: true });
  writeFileSync("bench/profile.cpuprofile", JSON.stringify(profile));
  console.log(`\n${path} served ${requests} times to the ${who} applicant; bench/profile.cpuprofile written.\n`);
  print(profile);
  printPerRequest(profile, { plain, profiled: cpu }, requests);
}

/**
 * Chat, as the chat bench sends it: each fresh user's tab asks 10 questions in one conversation
 * (the rate window's limit), each read to the end of its answer before the next. The first user
 * warms up; the profile covers the others' `requests` messages.
 */
async function profileChat() {
  const people = await signUpMany(1 + Math.ceil(requests / 10), "profile-chat");
  const ask = async (session: (typeof people)[number], count: number) => {
    const socket = await openSocket({ session });
    let conversationId: string | null = null;
    for (let i = 0; i < count; i++) {
      const requestId = crypto.randomUUID();
      const message = `Profile question ${i}: how do I open my essay?`;
      socket.ws.send(JSON.stringify({ type: "send", requestId, conversationId, context: "global", essayId: null, message }));
      const outcome = await socket.until((event) => {
        if (event.type === "accepted" && event.requestId === requestId) conversationId = event.conversation.id;
        if (event.type === "failed" && event.requestId === requestId) return `failed ${event.code}`;
        return event.type === "reply" ? "answered" : null;
      }, 30_000);
      if (outcome !== "answered") throw new Error(`chat message ${i}: ${outcome}`);
    }
    socket.ws.close(1000, "profile done");
  };
  await ask(people[0]!, 10);
  const profile = await recordWhile(async () => {
    for (let sent = 0, user = 1; sent < requests; sent += 10, user++) await ask(people[user]!, Math.min(10, requests - sent));
  });
  mkdirSync("bench", { recursive: true });
  writeFileSync("bench/profile.cpuprofile", JSON.stringify(profile));
  console.log(`\n${requests} chat messages answered; bench/profile.cpuprofile written.\n`);
  print(profile);
}

/** Runs `work` with the worker's CPU profiler on (Chrome DevTools protocol over the inspector). */
async function recordWhile(work: () => Promise<void>): Promise<Profile> {
  const targets = (await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  // The inspector only accepts DevTools and local origins.
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl, { headers: { Origin: "http://localhost" } });
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let nextId = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  const call = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve) => {
      const id = ++nextId;
      waiting.set(id, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await call("Profiler.enable");
  await call("Profiler.setSamplingInterval", { interval: 100 });
  await call("Profiler.start");
  await work();
  const { profile } = await call<{ profile: Profile }>("Profiler.stop");
  socket.close();
  return profile;
}

/**
 * What one request cost: the profile's sampled time outside idle (the isolate's own work, but a
 * sample also holds any time another process held the core, so it grows with the load average),
 * and workerd's CPU time from /proc (the worker, the objects and local D1), which the load does not
 * inflate: over as many requests without the profiler, and over the profiled ones.
 */
function printPerRequest(profile: Profile, cpuSeconds: { plain: number; profiled: number }, count: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  let busyMicros = 0;
  profile.samples.forEach((id, index) => {
    const name = byId.get(id);
    if (name !== "(idle)" && name !== "(program)") busyMicros += profile.timeDeltas[index + 1] ?? 0;
  });
  const perRequest = (ms: number) => (ms / count).toFixed(1);
  console.log(
    `\nPer request: ${perRequest(busyMicros / 1000)} ms sampled in the worker's isolate; workerd's CPU time (/proc) ${perRequest(cpuSeconds.plain * 1000)} ms without the profiler, ${perRequest(cpuSeconds.profiled * 1000)} ms with it.`,
  );
}

function print(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const samplesAt = new Map<number, number>();
  for (const id of profile.samples) samplesAt.set(id, (samplesAt.get(id) ?? 0) + 1);
  const name = (frame: CallFrame) => `${frame.functionName || "(anonymous)"} ${frame.url.replace(/.*\//, "")}:${frame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const [id, count] of samplesAt) {
    const key = name(byId.get(id)!.callFrame);
    self.set(key, (self.get(key) ?? 0) + count);
    const counted = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = name(byId.get(at)!.callFrame);
      if (counted.has(frame)) continue;
      counted.add(frame);
      total.set(frame, (total.get(frame) ?? 0) + count);
    }
  }
  const all = profile.samples.length;
  const share = (count: number) => `${((100 * count) / all).toFixed(1).padStart(5)}%`;
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .filter(([key]) => !key.startsWith("(root)") && !key.startsWith("(program)") && !key.startsWith("(idle)"))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, value]) => `${share(value)}  ${key}`)
      .join("\n");
  console.log(`Own time (${all} samples, ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms):\n${top(self, 15)}\n`);
  console.log(`With what they call:\n${top(total, 40)}`);
}
