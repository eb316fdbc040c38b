import { type Server, createServer } from "node:http";

export type FakeHandler = (request: Request) => Promise<Response> | Response;

// Serves a fetch-style handler on loopback, so the worker (inside workerd) and the browser tests
// reach the fake over real HTTP, through the official SDKs, exactly as they would the real API.
export async function serveFake(handler: FakeHandler, port: number): Promise<Server> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    }
    const request = new Request(`http://127.0.0.1:${port}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
    });
    try {
      const response = await handler(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body) {
        // A client that hangs up mid-stream cancels the body, as a real server would stop.
        const reader = response.body.getReader();
        res.on("close", () => {
          if (!res.writableFinished) void reader.cancel();
        });
        for (;;) {
          const { done, value } = await reader.read();
          if (done || res.destroyed) break;
          res.write(value);
        }
      }
      res.end();
    } catch (error) {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: String(error), type: "fake_error" } }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return server;
}
