import type { Database } from "../../../db/client";
import { exportContentTypes, exportFileName } from "~/domain/export/essay-export";
import { reportLines } from "~/domain/authorship/report";
import { disclosureText } from "~/domain/authorship/disclosure";
import { policyHeadline } from "~/domain/ai-policy/ai-policy";
import { renderPdf } from "../export/pdf.server";
import { readAuthorshipReport } from "./authorship-report.server";
import type { VersionBodyReader } from "../essays/version-bodies.server";

// The authorship report as a PDF (#31): the page's facts (reportLines), drawn by the export's PDF
// code (app/services/export/pdf.server.ts, #30), so its font, wrapping and the note on characters
// the font lacks follow docs/export.md. Null when the essay is not the user's.
export async function authorshipReportPdf(db: Database, bodies: VersionBodyReader, userId: string, essayId: string) {
  const report = await readAuthorshipReport(db, bodies, userId, essayId);
  if (!report) return null;
  const lines = reportLines({
    school: report.school,
    essayTitle: report.essayTitle,
    policyLine: policyHeadline(report.policy),
    policyQuote: report.policy?.quote ?? null,
    versions: report.versions,
    describe: disclosureText,
  });
  const { bytes, missing } = await renderPdf({
    title: `Authorship report: ${report.essayTitle}`,
    subject: `${report.school}: ${report.essayTitle}`,
    blocks: lines,
  });
  return { bytes, missing, fileName: exportFileName([report.school, report.essayTitle, "authorship report"], "pdf"), contentType: exportContentTypes.pdf };
}
