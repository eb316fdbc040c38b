// Scripted answers for a fake, chosen by a marker the test puts in its request (an essay's text,
// a chat message). Test files run in parallel against one fake: a marker keeps their scripts apart.
export type Script = {
  match: string;
  status?: number;
  body?: unknown;
  content?: string;
  chunks?: string[];
  /** Streamed answers: the wait before each chunk (a model thinking, then typing). */
  chunkDelayMs?: number;
};

export class ScriptBook {
  private scripts: Script[] = [];
  readonly requests: { path: string; body: string }[] = [];

  add(script: Script) {
    this.scripts.push(script);
  }

  /** The first unused script whose marker appears in the request body (used once). */
  take(requestBody: string): Script | undefined {
    const index = this.scripts.findIndex((script) => requestBody.includes(script.match));
    if (index === -1) return undefined;
    return this.scripts.splice(index, 1)[0];
  }

  record(path: string, body: string) {
    this.requests.push({ path, body });
    if (this.requests.length > 500) this.requests.shift();
  }

  reset() {
    this.scripts = [];
    this.requests.length = 0;
  }
}

/** The fake's own control routes, under /__fake: add a script, read requests, reset. */
export async function handleControl(book: ScriptBook, request: Request, path: string): Promise<Response | null> {
  if (!path.startsWith("/__fake/")) return null;
  if (path === "/__fake/scripts" && request.method === "POST") {
    book.add((await request.json()) as Script);
    return Response.json({ ok: true });
  }
  if (path === "/__fake/requests") return Response.json(book.requests);
  if (path === "/__fake/reset" && request.method === "POST") {
    book.reset();
    return Response.json({ ok: true });
  }
  return new Response("unknown fake control route", { status: 404 });
}
