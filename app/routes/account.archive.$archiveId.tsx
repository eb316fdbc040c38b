import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { openArchive } from "~/services/export/archives.server";
import { jsonError } from "~/web/http-errors.server";
import { requireApiUser } from "~/web/session.server";

// GET /account/archive/:archiveId: the user's own account archive, while its 24 hours last
// (docs/export.md). Another user's archive, an expired or unknown one, is a 404.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(context, request);
  const found = await openArchive(context.app, user.id, params.archiveId ?? "", new Date());
  if (!found) return jsonError(context, "not_found", "This archive was not found, or its 24 hours are over. You can ask for a new one on your account page.");
  const day = found.archive.readyAt?.toISOString().slice(0, 10) ?? "archive";
  return new Response(found.object.body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="scout-archive-${day}.zip"`,
      "Content-Length": String(found.object.size),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
