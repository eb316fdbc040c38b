import { quotes } from "~/content/landing-copy";

// The one way a quote reaches the landing page: each with the name of the person who said it, who
// agreed to be quoted here (LandingQuote). There are none yet, and then nothing is drawn.
export function LandingQuotes() {
  if (quotes.length === 0) return null;
  return (
    <section aria-label="What people say about Scout" className="mx-auto max-w-3xl space-y-10 px-4 py-16">
      {quotes.map((quote) => (
        <figure key={quote.text} className="text-center">
          <blockquote className="text-xl text-slate-900">“{quote.text}”</blockquote>
          <figcaption className="mt-3 text-sm text-slate-700">
            {quote.source.name}, {quote.source.role}
          </figcaption>
        </figure>
      ))}
    </section>
  );
}
