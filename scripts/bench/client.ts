import http from "node:http";
import { BASE } from "./server";

// A small HTTP client for the bench: one signed-in person (a cookie jar and an address of their
// own), timing each request to its first byte (the response's headers: the worker streams a page
// once its shell is rendered) and to its last. Connections are kept alive, as a browser's are.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

// A browser's user agent: a bot's would be sent the whole page at once (app/entry.server.tsx).
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

export type Timed = { status: number; ttfbMs: number; totalMs: number; requestId: string; body: string; headers: http.IncomingHttpHeaders };

let addresses = 0;

export class Session {
  readonly cookies = new Map<string, string>();
  // Cloudflare's cf-connecting-ip, which wrangler dev passes through: the credential guard counts
  // sign-ups per client (3 per 10 s), so each bench user is a different client.
  readonly address = `203.0.113.${++addresses % 250}-bench-${process.pid}-${addresses}`;
  userId = "";
  email = "";

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  request(method: string, path: string, options: { form?: Record<string, string>; json?: unknown; accept?: string; timeoutMs?: number } = {}): Promise<Timed> {
    const body = options.form ? new URLSearchParams(options.form).toString() : options.json !== undefined ? JSON.stringify(options.json) : undefined;
    const headers: Record<string, string> = { "user-agent": USER_AGENT, accept: options.accept ?? "text/html,*/*", "cf-connecting-ip": this.address };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    if (method !== "GET") headers.origin = BASE;
    if (options.form) headers["content-type"] = "application/x-www-form-urlencoded";
    if (options.json !== undefined) headers["content-type"] = "application/json";
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const request = http.request(`${BASE}${path}`, { method, headers, agent }, (response) => {
        const ttfbMs = performance.now() - started;
        for (const cookie of response.headers["set-cookie"] ?? []) {
          const [pair] = cookie.split(";");
          const index = pair!.indexOf("=");
          const name = pair!.slice(0, index).trim();
          const value = pair!.slice(index + 1).trim();
          if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
          else this.cookies.set(name, value);
        }
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            ttfbMs,
            totalMs: performance.now() - started,
            requestId: String(response.headers["x-request-id"] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
            headers: response.headers,
          }),
        );
      });
      request.setTimeout(options.timeoutMs ?? 30_000, () => request.destroy(new Error(`timed out: ${method} ${path}`)));
      request.on("error", reject);
      if (body !== undefined) request.write(body);
      request.end();
    });
  }

  get(path: string, options: { accept?: string } = {}) {
    return this.request("GET", path, options);
  }

  post(path: string, form: Record<string, string>) {
    return this.request("POST", path, { form });
  }

  /** A new account through better-auth's API (a real password hash and session), on the 14-day Pro trial. */
  async signUp(email: string, name: string) {
    const response = await this.request("POST", "/api/auth/sign-up/email", { json: { email, password: "correct-horse-battery", name } });
    if (response.status !== 200) throw new Error(`sign-up of ${email} failed: ${response.status} ${response.body.slice(0, 300)}`);
    this.userId = (JSON.parse(response.body) as { user: { id: string } }).user.id;
    this.email = email;
    const trial = await this.post("/plans", { intent: "start-trial", plan: "pro" });
    if (trial.status >= 400) throw new Error(`start-trial for ${email} failed: ${trial.status}`);
    return this;
  }
}

export function closeConnections() {
  agent.destroy();
}

/** `work` for each of `items`, four at once (the machine has 2 cores; the worker's own calls queue beyond that). */
export async function fourAtATime<T>(items: T[], work: (item: T) => Promise<void>) {
  const left = [...items];
  const worker = async () => {
    for (let item = left.shift(); item !== undefined; item = left.shift()) await work(item);
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

/** Signs people up, four at a time (a password hash is slow on purpose; the machine has 2 cores), in order. */
export async function signUpMany(count: number, prefix: string) {
  const run = `${Date.now().toString(36)}`;
  const sessions: Session[] = [];
  await fourAtATime([...Array(count).keys()], async (i) => {
    sessions[i] = await new Session().signUp(`${prefix}-${run}-${i}@example.com`, `Bench ${i}`);
  });
  return sessions;
}
