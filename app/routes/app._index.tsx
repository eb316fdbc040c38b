import { Link } from "@remix-run/react";
import { welcomeCards } from "~/components/workspace-sections";

// The empty welcome state (spec: workspace section 2).
export default function Welcome() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Welcome to Scout</h1>
      <p className="mt-2 text-slate-700">Where would you like to start?</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {welcomeCards.map((card) => (
          <li key={card.id}>
            {card.href ? (
              <Link to={card.href} className="block h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm hover:border-brand-600">
                <CardBody title={card.title} text={card.text} />
              </Link>
            ) : (
              <div aria-disabled="true" className="h-full rounded-xl border border-dashed border-slate-300 bg-white p-6">
                <CardBody title={card.title} text={card.text} />
                <p className="mt-3 text-xs font-medium text-slate-600">Coming Soon</p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CardBody({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-sm text-slate-700">{text}</p>
    </>
  );
}
