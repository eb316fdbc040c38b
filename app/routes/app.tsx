import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { AppHeader } from "~/components/app-header";
import { AppSidebar } from "~/components/app-sidebar";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { MobileNav } from "~/components/mobile-nav";
import { trialBadge } from "~/domain/trial-status";
import { isAdmin } from "~/services/roles.server";
import { listSchools } from "~/services/schools.server";
import { trialStatusFor } from "~/services/subscription.server";
import { requireUser } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: "Workspace · Scout" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const { db } = context.app;
  const [schools, admin, trial] = await Promise.all([listSchools(db, user.id), isAdmin(db, user.id), trialStatusFor(db, user.id)]);
  return {
    email: user.email,
    schools,
    isAdmin: admin,
    trialBadge: trialBadge(trial),
    feedbackFormUrl: context.app.publicSettings.feedbackFormUrl,
  };
}

// The workspace shell: header, the Applications sidebar (a drawer on mobile) and the active view.
export default function Workspace() {
  const { email, schools, isAdmin: admin, trialBadge: badge, feedbackFormUrl } = useLoaderData<typeof loader>();
  const [navOpen, setNavOpen] = useState(false);
  return (
    <div className="flex h-full flex-col">
      <AppHeader email={email} isAdmin={admin} trialBadge={badge} feedbackFormUrl={feedbackFormUrl} onOpenNav={() => setNavOpen(true)} />
      <div className="flex min-h-0 flex-1">
        <aside className="hidden w-80 shrink-0 border-r border-slate-200 bg-white md:block">
          <AppSidebar schools={schools} />
        </aside>
        <main id="main" className="min-w-0 flex-1 overflow-y-auto">
          <Outlet />
        </main>
      </div>
      <MobileNav open={navOpen} schools={schools} onClose={() => setNavOpen(false)} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
