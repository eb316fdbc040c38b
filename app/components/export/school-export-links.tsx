import { buttonClasses } from "../ui/button";
import { DownloadLink } from "./download-link";

// On a school's dashboard card: every essay of the school (the newest version of each) in one
// Word or PDF file, built on the server (docs/export.md).
export function SchoolExportLinks({ school }: { school: string }) {
  const href = (format: "docx" | "pdf") => `/app/export/school?school=${encodeURIComponent(school)}&format=${format}`;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <span>All essays:</span>
      <DownloadLink href={href("docx")} className={buttonClasses("ghost", "sm")}>
        <span className="sr-only">{`Download all ${school} essays as `}</span>
        Word (.docx)
      </DownloadLink>
      <DownloadLink href={href("pdf")} className={buttonClasses("ghost", "sm")}>
        <span className="sr-only">{`Download all ${school} essays as `}</span>
        PDF
      </DownloadLink>
    </p>
  );
}
