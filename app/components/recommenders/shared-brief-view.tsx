import { buttonClasses } from "../ui/button";

// A shared brief as its recommender reads it: the text exactly as the applicant left it
// (plain text, never HTML), printable, with a PDF to download. Nothing else of the applicant.
export function SharedBriefView({ brief, pdfHref }: { brief: { recommender: string; content: string }; pdfHref: string }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <p className="mb-4 text-sm text-slate-700 print:hidden">Shared with you by the applicant, read only, from Scout.</p>
      <h1 className="text-2xl font-bold text-slate-900">{`Brief for ${brief.recommender}`}</h1>
      <p className="mt-1 text-sm text-slate-700">
        Background for your letter: the applicant&rsquo;s stories, dates and what each school asks. Not a draft of the letter.
      </p>
      <div className="mt-4 flex gap-2 print:hidden">
        <a href={pdfHref} className={buttonClasses("secondary", "sm")} download>
          Download PDF
        </a>
      </div>
      <article className="mt-6 whitespace-pre-wrap break-words rounded-xl border border-slate-200 bg-white p-6 text-slate-900 print:border-0 print:p-0">
        {brief.content.trim() || "The applicant has not written the brief yet."}
      </article>
    </main>
  );
}
