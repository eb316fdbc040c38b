import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { catalogueHeading, features, featuresHeading, hero, independence } from "~/content/landing-copy";
import { catalogueSchoolNames } from "~/content/school-colours";
import { AuthDialog } from "~/components/account/auth-dialog";
import { GetStartedForm } from "~/components/landing/get-started-form";
import { LandingQuotes } from "~/components/landing/landing-quotes";
import { SiteFooter } from "~/components/shell/site-footer";
import { SiteHeader } from "~/components/shell/site-header";
import { buttonClasses } from "~/components/ui/button";
import { useRootData } from "~/components/shell/use-root-data";
import { TRIAL_DAYS, startingPriceUsd } from "~/domain/billing/plans";
import { NO_FRAMEWORK } from "~/lib/no-framework";
import { getSessionUser } from "~/web/session.server";

// The landing page ships no framework (app/lib/no-framework.ts): it is HTML, the inlined styles
// and a few KB of script. A signed-in visitor goes straight to the workspace.
export const handle = NO_FRAMEWORK;

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getSessionUser(context, request)) throw redirect("/app");
  // `/?sign-in` opens the sign-in dialog (the password reset pages send the user here).
  return { signInAsked: new URL(request.url).searchParams.has("sign-in") };
}

export default function Landing() {
  const { settings } = useRootData();
  const { signInAsked } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-full flex-col">
      <SiteHeader>
        {/* Without the page's script, the sign-in page; with it, the dialog below. */}
        <form method="get" action="/auth">
          <button type="submit" data-open-auth="sign-in" data-track="login_button" className={buttonClasses("secondary")}>
            Sign In
          </button>
        </form>
      </SiteHeader>
      {/* Here, so that rendered open (/?sign-in) without the script it shows under the header. */}
      <AuthDialog googleEnabled={settings.googleEnabled} open={signInAsked} />
      <main id="main" className="flex-1">
        <section className="mx-auto max-w-3xl px-4 pb-12 pt-20 text-center">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{hero.title}</h1>
          <p className="mt-6 text-lg text-slate-700">{hero.lead}</p>
          <GetStartedForm />
          <p className="mt-4 text-sm text-slate-700">
            {`Starting at $${startingPriceUsd}/month. Cancel anytime.`} {`Free ${TRIAL_DAYS}-day trial.`}
          </p>
        </section>
        <section aria-labelledby="features-heading" className="bg-white py-16">
          <h2 id="features-heading" className="text-center text-2xl font-bold text-slate-900">
            {featuresHeading}
          </h2>
          <ul className="mx-auto mt-8 grid max-w-6xl gap-6 px-4 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((feature) => (
              <li key={feature.title} className="rounded-xl border border-slate-200 p-6">
                <h3 className="font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <LandingQuotes />
        <section aria-labelledby="schools-heading" className="py-12">
          <h2 id="schools-heading" className="text-center text-sm font-semibold uppercase tracking-wide text-slate-700">
            {catalogueHeading}
          </h2>
          <ul className="mx-auto mt-6 flex max-w-5xl flex-wrap justify-center gap-3 px-4">
            {catalogueSchoolNames.map((name) => (
              <li key={name} className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800">
                {name}
              </li>
            ))}
          </ul>
          <p className="mx-auto mt-6 max-w-2xl px-4 text-center text-sm text-slate-700">{independence}</p>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
