import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { exportFormats } from "~/domain/export/essay-export";
import { jsonError } from "./http-errors.server";

// The answer of a route that hands the user a file (an essay as Word or PDF, an archive): their
// own data, so never cached anywhere (docs/security.md), and named for the download.

export function fileResponse(file: { bytes: Uint8Array; fileName: string; contentType: string }): Response {
  // Bytes made here, never a SharedArrayBuffer's view.
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": file.contentType,
      // The name is ASCII already (exportFileName); the starred form is for any browser that prefers it.
      "Content-Disposition": `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

/** ?format=docx|pdf (and for one essay ?version=N): read with zod, an invalid one answered 400. */
const exportQuery = z.object({
  format: z.enum(exportFormats),
  version: z.coerce.number().int().min(1).max(100_000).optional(),
  school: z.string().trim().min(1).max(200).optional(),
});
export type ExportQuery = z.infer<typeof exportQuery>;

export function readExportQuery(context: AppLoadContext, request: Request): { query: ExportQuery } | { error: Response } {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = exportQuery.safeParse(params);
  if (!parsed.success) return { error: jsonError(context, "invalid_input", "Choose Word (docx) or PDF (pdf) for the file.") };
  return { query: parsed.data };
}
