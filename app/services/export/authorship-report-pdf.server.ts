import type { Database } from "../../../db/client";
import { reportLines } from "~/domain/authorship/report";
import { disclosureText } from "~/domain/authorship/disclosure";
import { policyHeadline } from "~/domain/ai-policy/ai-policy";
import { quoteAttribution } from "~/domain/catalogue/sources";
import { type ExportOutcome, renderExport } from "./essay-export.server";
import { readAuthorshipReport } from "../authorship/authorship-report.server";
import type { VersionBodyReader } from "../essays/version-bodies.server";

// The authorship report as a PDF: the page's facts (reportLines), drawn by the export's PDF
// code (app/services/export/pdf.server.ts), so its font, wrapping and the note on characters
// the font lacks follow docs/export.md, and so does the most text one file may hold. Not found
// when the essay is not the user's.
export async function authorshipReportPdf(db: Database, bodies: VersionBodyReader, userId: string, essayId: string): Promise<ExportOutcome> {
  const report = await readAuthorshipReport(db, bodies, userId, essayId);
  if (!report) return { ok: false, reason: "not_found" };
  const lines = reportLines({
    school: report.school,
    essayTitle: report.essayTitle,
    policyLine: policyHeadline(report.policy),
    policyQuote: report.policy?.quote ?? null,
    policyQuoteBy: report.policy ? quoteAttribution(report.policy.sources[0], report.policy.ownDomains) : null,
    versions: report.versions,
    describe: disclosureText,
  });
  const spec = { title: `Authorship report: ${report.essayTitle}`, subject: `${report.school}: ${report.essayTitle}`, blocks: lines };
  return renderExport("pdf", spec, [report.school, report.essayTitle, "authorship report"]);
}
