import { ratio } from "./pages";
import type { BenchResult } from "./result";
import { kb, ms } from "./stats";

// The bench's second table: every measure that is not a page's time to first byte, one row each.

type AddRow = (what: string, figure: string) => void;

/** The pages as the applicant grows, each save, and the bundle. */
function pageRows(result: BenchResult, add: AddRow) {
  const pages = result.pages;
  if (pages) {
    const [small, full, large] = pages.growth;
    add(
      "/app TTFB p50 as the applicant grows (÷ empty page; D1 round trips)",
      [small, full, large]
        .map((figures, index) => `${["small", "full", "200 essays"][index]} ${ms(figures?.ttfbP50)} (${ratio(figures)}; ${figures?.d1 ?? "–"})`)
        .join(" → "),
    );
    for (const applicant of pages.applicants) {
      const save = applicant.save;
      add(
        `Essay Save, ${applicant.label} (one user action)`,
        `POST ${ms(save.postP50)} p50 (${ms(save.postP95)} p95), ${save.revalidateP50 === null ? "no reload" : `reload ${ms(save.revalidateP50)}`}; D1 ${save.d1Post ?? "–"} + ${save.d1Revalidate ?? 0} = ${(save.d1Post ?? 0) + (save.d1Revalidate ?? 0)} round trips, DO ${save.doPost ?? "–"} + ${save.doRevalidate ?? 0}${save.statuses.some((code) => code !== 200) ? ` **(HTTP ${save.statuses.join(", ")})**` : ""}`,
      );
    }
  }
  if (result.bundle) {
    add("CSS (gzip, every page)", result.bundle.css.map((css) => `${css.file} ${kb(css.gzip)}`).join(", ") || "–");
    add("Loaded on use, not with any page (gzip)", result.bundle.lazy.map((chunk) => `${chunk.file} ${kb(chunk.gzip)}`).join(", ") || "–");
  }
  for (const page of result.js ?? []) {
    const { byLoad, afterLoad } = page;
    add(
      `JavaScript in Chromium, ${page.page} (full applicant, as sent: compressed, with headers)`,
      `${kb(byLoad.bytes)} in ${byLoad.files} files by the load event${afterLoad.files ? `; then ${kb(afterLoad.bytes)} in ${afterLoad.files}` : ""}`,
    );
  }
}

/** Chat, Get Feedback and voice: what the user waits for. */
function liveRows(result: BenchResult, add: AddRow) {
  if (result.chat) {
    const { overheadMs, throughput, modelTtftMs } = result.chat;
    add(
      "Chat: Send → first words on screen, minus the model's own first token",
      `p50 ${ms(overheadMs.p50)}, p95 ${ms(overheadMs.p95)} over ${overheadMs.runs} messages (fake model: ${modelTtftMs} ms to first token)`,
    );
    if (throughput)
      add(
        "Chat: one user's object settles 200 sends",
        `${throughput.ms} ms (${throughput.perSecond}/s): ${throughput.accepted} accepted, ${throughput.refused} refused by the rate window`,
      );
  }
  if (result.feedback) {
    const { totalMs, queueWaitMs, fakeModelMs } = result.feedback;
    add(
      "Feedback: Get Feedback → highlights shown",
      `p50 ${ms(totalMs.p50)}, p95 ${ms(totalMs.p95)} over ${totalMs.runs} jobs (fake model ${fakeModelMs} ms); queued p50 ${ms(queueWaitMs.p50)}`,
    );
  }
  if (result.voice) {
    const { connectMs } = result.voice;
    add(
      "Voice: Start → connected (WebRTC fake peer)",
      `p50 ${ms(connectMs.p50)} (min ${ms(connectMs.min)}, max ${ms(connectMs.max)}) over ${connectMs.runs} calls`,
    );
  }
}

/** Many users at once: the load run and deadline night. */
function loadRows(result: BenchResult, add: AddRow) {
  if (result.load) {
    const load = result.load;
    add(
      `Load: ${load.users} signed-in users, ${load.seconds} s, pages + essay saves`,
      `${load.requests} requests, ${load.perSecond}/s; p50 ${ms(load.latencyMs.p50)}, p95 ${ms(load.latencyMs.p95)}, p99 ${ms(load.latencyMs.p99)}; errors ${load.errors}${load.errors ? " **(must be 0)**" : ""}`,
    );
    add(
      "Load: saves acknowledged → found in D1 afterwards",
      `${load.saves.acknowledged} → ${load.saves.verified} (lost ${load.saves.lost}${load.saves.lost ? " **(must be 0)**" : ""})`,
    );
  }
  if (result.deadline) {
    const night = result.deadline;
    const must = (count: number) => (count ? " **(must be 0)**" : "");
    add(
      `Deadline night: ${night.typists} typing with autosave + ${night.chatters} chatting, ${night.seconds} s, one local worker`,
      `${night.requests} requests, ${night.perSecond}/s; errors ${night.errors}${must(night.errors)}`,
    );
    add(
      "Deadline night: a save (autosave POST)",
      `${night.save.count} saves: p50 ${ms(night.save.p50)}, p95 ${ms(night.save.p95)}, p99 ${ms(night.save.p99)}, max ${ms(night.save.max)}; D1 ${night.d1PerWriterPerSecond ?? "–"} round trips per typist per second (${night.d1PrimaryPerWriterPerSecond ?? "–"} to the primary)`,
    );
    add(
      "Deadline night: D1's own time per save (what the one database spends, statement after statement)",
      night.ceiling
        ? `mean ${night.d1MsPerSave.mean} ms, p95 ${night.d1MsPerSave.p95} ms: one database doing only this serves about ${night.ceiling.savesPerSecond} saves/s, ${night.ceiling.writers} writers autosaving every 2.5 s (local SQLite; see docs/scale.md)`
        : "not reported by D1",
    );
    add(
      "Deadline night: the primary's time from the users' objects (essays' summaries, after each save's answer)",
      night.objectsAtPrimary
        ? `${night.objectsAtPrimary.roundTripsPerSecond} round trips/s, ${night.objectsAtPrimary.d1MsPerSecond} ms of D1's own time per second (local SQLite); per save ${night.objectsAtPrimary.roundTripsPerSave} round trips, ${night.objectsAtPrimary.d1MsPerSave} ms`
        : "not counted by this server",
    );
    add(
      "Deadline night: workerd's CPU per second of the night (/proc; near 1: its one thread saturated)",
      night.workerdCores === null ? "not read" : `${night.workerdCores} s/s`,
    );
    add(
      "Deadline night: saves acknowledged → found in D1 afterwards",
      `${night.saves.acknowledged} → ${night.saves.verified} (lost ${night.saves.lost}${must(night.saves.lost)})`,
    );
    add(
      "Deadline night: chat",
      `${night.chat.sent} sent, ${night.chat.answered} answered, ${night.chat.refused} refused by the rate window; first word p50 ${ms(night.chat.firstWordP50)}, p95 ${ms(night.chat.firstWordP95)} after the model's own ${night.chat.fakeModelMs} ms`,
    );
  }
}

/** What D1 and the object hold, the prototype, and Lighthouse. */
function storageRows(result: BenchResult, add: AddRow) {
  for (const storage of result.storage ?? []) {
    const top = storage.tables
      .slice(0, 4)
      .map((table) => `${table.table} ${kb(table.bytes)} (${table.rows} rows)`)
      .join(", ");
    const file = storage.overhead === null ? "" : `; the database file is ${storage.overhead}× its rows' bytes (indexes, pages)`;
    const object = storage.object
      ? `; its object holds ${storage.object.versions} older versions' text, ${kb(storage.object.bytes)}, the newest text of ${storage.object.essays} essays, ${kb(storage.object.essayBytes)}, ${storage.object.conversations} conversations of ${storage.object.messages} messages, ${kb(storage.object.chatBytes)}${storage.object.workRows ? `, and ${storage.object.workRows} work rows (feedback, the writing checks' state), ${kb(storage.object.workBytes ?? 0)}` : ""}`
      : "";
    add(`D1 bytes stored for the ${storage.applicant} (values only)`, `${kb(storage.bytes)}: ${top}${file}${object}`);
  }
  if (result.prototype) {
    const proto = result.prototype;
    add(
      `Prototype (docs/scale.md): a save's storage work for ${proto.essays} essays, as one D1 batch / in the applicant's own object`,
      `D1 ${proto.d1MsPerSave.toFixed(2)} ms / object ${proto.objectMsPerSave.toFixed(2)} ms per save, ${proto.iterations} each, on loopback (no network between worker, object and D1 here)`,
    );
  }
  for (const run of result.lighthouse ?? []) {
    const s = run.scores;
    add(
      `Lighthouse mobile, ${run.page}`,
      run.error && s.performance === null
        ? `not measured: ${run.error}`
        : `performance ${s.performance} (median of ${run.performanceRuns.join(", ")}), accessibility ${s.accessibility}, best practices ${s.bestPractices}, SEO ${s.seo}; FCP ${ms(run.fcpMs)}, LCP ${ms(run.lcpMs)}, TBT ${ms(run.tbtMs)}, CLS ${run.cls?.toFixed(3) ?? "–"}${run.js ? `; JavaScript fetched ${kb(run.js.transferBytes)} in ${run.js.files} files` : ""}`,
    );
  }
}

export function othersTable(result: BenchResult): string {
  const rows = ["| Measure | Figure |", "|---|---|"];
  const add: AddRow = (what, figure) => rows.push(`| ${what} | ${figure} |`);
  for (const section of [pageRows, liveRows, loadRows, storageRows]) section(result, add);
  add("Worker errors logged during the run", String(result.workerErrors.length));
  return rows.join("\n");
}
