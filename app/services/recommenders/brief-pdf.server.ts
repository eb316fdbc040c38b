import type { Database } from "../../../db/client";
import { exportContentTypes, exportFileName } from "~/domain/export/essay-export";
import { renderPdf } from "../export/pdf.server";
import { type SharerObject, briefForShare } from "./brief-shares.server";

// A shared brief as a PDF, drawn by the export's PDF code (app/services/export/pdf.server.ts),
// so its font, wrapping and the note on characters the font lacks follow docs/export.md. Null for
// a link that opens nothing (malformed, unknown or revoked).
export async function sharedBriefPdf(db: Database, objectOf: SharerObject, token: string) {
  const brief = await briefForShare(db, objectOf, token);
  if (!brief) return null;
  const { bytes } = await renderPdf({
    title: `Brief for ${brief.recommender}`,
    subject: "Recommendation brief",
    blocks: [
      { kind: "title", text: `Brief for ${brief.recommender}` },
      { kind: "label", text: "Background for your letter, shared with you from Scout. Not a draft of the letter." },
      { kind: "text", text: brief.content.trim() || "The applicant has not written the brief yet." },
    ],
  });
  return { bytes, fileName: exportFileName(["Brief", brief.recommender], "pdf"), contentType: exportContentTypes.pdf };
}
