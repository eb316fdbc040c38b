import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { exportFormats } from "~/domain/export/essay-export";
import { EXPORT_WINDOW, tooLargeMessage, tooManyExportsMessage } from "~/domain/export/export-limits";
import { hitRateLimit } from "~/services/billing/rate-limit.server";
import type { ExportOutcome } from "~/services/export/essay-export.server";
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

/**
 * Counts one file against the user's exports (EXPORT_LIMITS: every export route, Word and PDF
 * alike, shares the count); the 429 to answer instead when they have built too many for now.
 */
export async function exportLimitRefusal(context: AppLoadContext, userId: string): Promise<Response | null> {
  const limit = await hitRateLimit(context.app.db, `export:${userId}`, EXPORT_WINDOW);
  if (limit.allowed) return null;
  const wait = String(limit.retryAfterSeconds);
  return jsonError(context, "rate_limited", tooManyExportsMessage(limit.retryAfterSeconds), { headers: { "Retry-After": wait } });
}

/** An export's answer: the file, or why there is none, in the one error body. */
export function exportAnswer(context: AppLoadContext, outcome: ExportOutcome, notFoundMessage: string): Response {
  if (outcome.ok) return fileResponse(outcome.file);
  if (outcome.reason === "too_large") return jsonError(context, "payload_too_large", tooLargeMessage(outcome.characters));
  return jsonError(context, "not_found", notFoundMessage);
}
