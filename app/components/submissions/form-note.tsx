import { Link } from "@remix-run/react";
import type { ReadyPage } from "~/domain/submissions/page-data";

// What Scout does not have of the school's own form, said plainly, with where to read it.
export function FormNote({ note }: { note: ReadyPage["formNote"] }) {
  return (
    <p className="mt-3 text-sm text-slate-700">
      {`${note.text}. Your work history, education, test scores and languages are shown as you wrote them in `}
      <Link to="/app/profile" className="text-brand-700 underline">
        your profile
      </Link>
      {", without the school's own wording or limits: check them against "}
      <a href={note.link.href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
        {note.link.label}
      </a>
      .
    </p>
  );
}
