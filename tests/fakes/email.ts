import { ScriptBook, handleControl } from "./scripts";

// A fake of the e-mail provider's HTTP API (Resend's shape: POST /emails with a bearer key,
// answering { id }), and of the newsletter webhook. What was sent is readable at /__fake/requests.
export function createFakeEmail() {
  const book = new ScriptBook();
  const handler = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    const control = await handleControl(book, request, path);
    if (control) return control;
    if (!request.headers.get("authorization")?.startsWith("Bearer ")) {
      return Response.json({ statusCode: 401, name: "missing_api_key", message: "Missing API key in the authorization header." }, { status: 401 });
    }
    const body = await request.text();
    book.record(path, body);
    const script = book.take(body);
    if (script?.status)
      return Response.json({ statusCode: script.status, name: "application_error", message: String(script.body ?? "") }, { status: script.status });
    if (path === "/emails" && request.method === "POST") return Response.json({ id: crypto.randomUUID() });
    if (path === "/newsletter" && request.method === "POST") return Response.json({ ok: true });
    return Response.json({ statusCode: 404, name: "not_found", message: "Not found" }, { status: 404 });
  };
  return { handler, book };
}
