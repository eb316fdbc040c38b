import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Outlet, type ShouldRevalidateFunction, useLoaderData, useLocation, useNavigationType } from "@remix-run/react";
import { Suspense, useLayoutEffect, useRef, useState } from "react";
import { AppHeader } from "~/components/workspace/app-header";
import { AppSidebar } from "~/components/workspace/app-sidebar";
import { ChatProvider } from "~/components/chat/chat-provider";
import { ChatWidget } from "~/components/chat/chat-widget";
import { GripSymbol } from "~/components/schools/drag-handle";
import { isStoredTextSave } from "~/components/editor/save-revalidation";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import { MobileNav } from "~/components/workspace/mobile-nav";
import type { PlansPromptReason } from "~/components/billing/plans-dialog";
import { useOpenedOnce } from "~/components/ui/use-opened-once";
import { useWorkspaceSchools } from "~/components/workspace/use-workspace-schools";
import type { WorkspaceOutletContext } from "~/components/shell/workspace-context";
import { planIds } from "~/domain/billing/plans";
import { decide, standingBadge } from "~/domain/billing/entitlements";
import { isAdmin } from "~/services/platform/roles.server";
import { listOwnWorkspace } from "~/services/schools/workspace.server";
import { requireUser } from "~/web/session.server";
import { paymentLinkFor } from "~/services/billing/stripe.server";
import { readEntitlements } from "~/services/billing/entitlements.server";
import { lazyPart } from "~/components/ui/lazy-part";

// Dialogs most visits never open: fetched the first time they open, then kept mounted (a fetcher's
// answer and its toast may come after the dialog closed).
const ManageSchoolsDialog = lazyPart(() => import("~/components/schools/manage-schools-dialog").then((module) => ({ default: module.ManageSchoolsDialog })));
const PlansDialog = lazyPart(() => import("~/components/billing/plans-dialog").then((module) => ({ default: module.PlansDialog })));

export const meta: MetaFunction = () => [{ title: "Workspace · Scout" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const { db, settings } = context.app;
  const [schools, admin, entitlements] = await Promise.all([
    listOwnWorkspace(db, context.app.userObject(user.id), user.id),
    isAdmin(db, user.id),
    readEntitlements(db, user.id),
  ]);
  return {
    email: user.email,
    firstName: user.name,
    schools,
    isAdmin: admin,
    trialBadge: standingBadge(entitlements, new Date()),
    neverStarted: entitlements.standing === "none",
    trialEndsAt: entitlements.standing === "trial" ? (entitlements.endsAt?.toISOString() ?? null) : null,
    expired: !decide(entitlements, "add_school").allowed,
    paymentLinks: Object.fromEntries(planIds.map((plan) => [plan, paymentLinkFor(settings, plan, user.id)])) as Record<(typeof planIds)[number], string | null>,
    feedbackFormUrl: context.app.publicSettings.feedbackFormUrl,
  };
}

/** A stored save's answer carries its school, which the shell takes (useWorkspaceSchools): nothing to reload. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => !isStoredTextSave(args) && args.defaultShouldRevalidate;

// The workspace shell: header, the Applications sidebar (a drawer on mobile), the active view,
// and the dialogs any view may open (Manage Schools, the plans prompt).
export default function Workspace() {
  const data = useLoaderData<typeof loader>();
  const { schools, updateSchool } = useWorkspaceSchools(data.schools);
  const [navOpen, setNavOpen] = useState(false);
  const [manageOpen, setManageOpen] = useState(false);
  const [plansPrompt, setPlansPrompt] = useState<PlansPromptReason | null>(null);
  const manageMounted = useOpenedOnce(manageOpen);
  const plansMounted = useOpenedOnce(plansPrompt !== null);
  const mainRef = useMainStartsAtTop();
  const noPlanReason: PlansPromptReason = data.neverStarted ? "start" : "expired";
  const outlet: WorkspaceOutletContext = {
    openUpgrade: () => setPlansPrompt("limit"),
    openExpired: () => setPlansPrompt(noPlanReason),
    openManageSchools: () => setManageOpen(true),
    firstEssayId: schools.flatMap((school) => school.essays)[0]?.id ?? null,
    schools,
    updateSchool,
    firstName: data.firstName,
    trialEndsAt: data.trialEndsAt,
  };
  return (
    <ChatProvider>
      {/* An app shell: only <main> (and the sidebar) scroll. Each scroll area is the containing block
          of what is absolutely placed inside it (sr-only labels among them), and the shell clips
          the rest: placed against the page instead, 5 schools' hidden labels made the document
          2,900 px tall, and End scrolled the header away to a blank screen. */}
      <div className="relative flex h-full flex-col overflow-hidden">
        <GripSymbol />
        <AppHeader
          email={data.email}
          firstName={data.firstName}
          isAdmin={data.isAdmin}
          trialBadge={data.trialBadge}
          startTrial={data.neverStarted}
          feedbackFormUrl={data.feedbackFormUrl}
          onOpenNav={() => setNavOpen(true)}
        />
        <div className="flex min-h-0 flex-1">
          <aside className="hidden w-80 shrink-0 border-r border-slate-200 bg-white md:block">
            <AppSidebar schools={schools} onManageSchools={() => setManageOpen(true)} />
          </aside>
          <main id="main" ref={mainRef} className="relative min-w-0 flex-1 overflow-y-auto">
            <Outlet context={outlet} />
          </main>
        </div>
        <MobileNav open={navOpen} schools={schools} onClose={() => setNavOpen(false)} onManageSchools={() => setManageOpen(true)} />
        {manageMounted ? (
          <Suspense fallback={null}>
            <ManageSchoolsDialog
              open={manageOpen}
              onClose={() => setManageOpen(false)}
              schools={schools}
              expired={data.expired}
              onExpired={() => {
                setManageOpen(false);
                setPlansPrompt(noPlanReason);
              }}
            />
          </Suspense>
        ) : null}
        <ChatWidget onUpgrade={() => setPlansPrompt("limit")} />
        {plansMounted ? (
          <Suspense fallback={null}>
            <PlansDialog
              open={plansPrompt !== null}
              reason={plansPrompt ?? "expired"}
              paymentLinks={data.paymentLinks}
              schoolCount={schools.length}
              onClose={() => setPlansPrompt(null)}
            />
          </Suspense>
        ) : null}
      </div>
    </ChatProvider>
  );
}

/**
 * The workspace scrolls inside <main>, which the browser's and Remix's scroll restoration do not
 * see: a page opened from a scrolled one would open scrolled as far. A new page starts at its top;
 * Back and Forward, and a link to a place in the page (#…), are left alone.
 */
function useMainStartsAtTop() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== "POP" && !hash) mainRef.current?.scrollTo(0, 0);
    // Only a new page resets it: hash and navigationType are read for that page's arrival.
  }, [pathname]);
  return mainRef;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
