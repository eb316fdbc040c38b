import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData, useOutletContext } from "@remix-run/react";
import type { ReactNode } from "react";
import type { WorkspaceOutletContext } from "~/components/shell/workspace-context";
import { DeadlinesSoonCard } from "~/components/deadlines/deadlines-soon-card";
import { SchoolDashboard } from "~/components/schools/school-dashboard";
import { TrialDeadlineCard } from "~/components/billing/trial-deadline-card";
import { lettersBySchool } from "~/services/recommenders/recommenders.server";
import { readChecklists } from "~/services/applications/checklist.server";
import { readWhatsNext } from "~/services/standing/after-submit.server";
import { WhatsNextCard } from "~/components/standing/whats-next-card";
import { requireUser } from "~/web/session.server";
import { runChecklistIntent } from "./checklist-intents.server";

const cardClass = "block h-full w-full rounded-xl border border-slate-200 bg-white p-6 text-left shadow-sm hover:border-brand-600";

// Each school's letters and checklist, read beside the workspace's load (Remix runs both
// loaders at once, and their reads share one round trip: db/read-batching.ts).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const [letters, checklists, whatsNext] = await Promise.all([
    lettersBySchool(context.app.db, user.id),
    readChecklists(context.app.db, user.id),
    readWhatsNext(context.app.db, user.id),
  ]);
  return { letters, checklists, whatsNext };
}

// /app: the welcome cards until the applicant adds a school, then the dashboard of their schools
// (from the workspace's own load: the sidebar's schools, so the page adds no round trip).
export default function Home() {
  const { schools, openManageSchools, firstName, trialEndsAt } = useOutletContext<WorkspaceOutletContext>();
  const { letters, checklists, whatsNext } = useLoaderData<typeof loader>();
  if (schools.length === 0) return <Welcome />;
  return (
    <>
      <TrialDeadlineCard trialEndsAt={trialEndsAt} schools={schools} />
      <WhatsNextCard schools={whatsNext} />
      <DeadlinesSoonCard schools={schools} />
      <SchoolDashboard schools={schools} firstName={firstName} onManageSchools={openManageSchools} letters={letters} checklists={checklists} />
    </>
  );
}

// The checklist on each school's card posts here: item status, items the applicant
// adds, test scores. The page's loaders run again after it, so progress follows.
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  return runChecklistIntent(request, context, user.id);
}

// The empty welcome state with its four cards.
function Welcome() {
  const { openManageSchools, firstEssayId } = useOutletContext<WorkspaceOutletContext>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Welcome to Scout</h1>
      <p className="mt-2 text-slate-700">Where would you like to start?</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        <li>
          <Link to="/app/goals" className={cardClass}>
            <CardBody title="Goals & Strategy" text="Map where you are headed and why an MBA gets you there." />
          </Link>
        </li>
        <li>
          <button type="button" onClick={openManageSchools} className={cardClass}>
            <CardBody title="Add Schools" text="Pick your schools and get each one's essay prompts." />
          </button>
        </li>
        <li>
          <Link to="/app/ask?tab=voice" className={cardClass}>
            <CardBody title="Try Voice Coaching" text="Talk your story through with Scout, out loud." />
          </Link>
        </li>
        <li>
          {firstEssayId ? (
            <Link to={`/app/essays/${firstEssayId}`} className={cardClass}>
              <CardBody title="Start Writing" text="Draft your essays with versions and in-line feedback." />
            </Link>
          ) : (
            <button type="button" onClick={openManageSchools} className={cardClass}>
              <CardBody title="Start Writing" text="Add a school first: its essays appear here, ready to draft." />
            </button>
          )}
        </li>
      </ul>
    </div>
  );
}

function CardBody({ title, text }: { title: string; text: ReactNode }) {
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-sm text-slate-700">{text}</p>
    </>
  );
}
