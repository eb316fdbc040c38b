// Reading a request's body without trusting it: the size is checked before anything is read (the
// declared length) and while it is read (a chunked body declares none), so an 8 MB body costs
// the worker at most the limit it was given.

/** The body's bytes, or "too_large" once it passes `maxBytes` (the rest is never read). */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | "too_large"> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return "too_large";
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return "too_large";
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The media type of a Content-Type header, lower-cased, without its parameters ("" when none). */
export const mediaTypeOf = (contentType: string | null) => (contentType ?? "").split(";")[0]!.trim().toLowerCase();
