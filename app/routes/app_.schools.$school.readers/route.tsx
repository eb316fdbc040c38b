import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import { InviteReaderForm } from "~/components/readers/invite-reader-form";
import { ReaderSetList } from "~/components/readers/reader-set-list";
import type { Toast } from "~/domain/platform/toast";
import { formatDate } from "~/domain/deadlines/dates";
import { readerCapRefusals } from "~/domain/readers/reader-rules";
import { linkMadeToast } from "~/domain/readers/reader-toasts";
import { readerLinksActionSchema } from "~/domain/readers/reader-schemas";
import { sendReaderInvitation } from "~/services/readers/reader-emails.server";
import { revokeReaderLink } from "~/services/readers/reader-links.server";
import { createReaderSetLink, essaysOfSet, hasSchool, readerSetsOfSchool } from "~/services/readers/reader-sets.server";
import { refuse, refuseForm, reply, runIntent } from "~/web/intent-action.server";
import { notFound } from "~/web/http-errors.server";
import { schoolParam } from "~/web/school-param.server";
import { requireUser } from "~/web/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Readers · ${data?.school ?? "School"} · Scout` },
  { name: "robots", content: "noindex" },
];

// /app/schools/:school/readers: one private link that shares every essay the applicant wrote for
// this school (each at its newest version) with one reader, who comments on each and says once
// that they are done. Another user's school, or one the applicant does not have, is the one 404.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const school = schoolParam(params);
  const { db } = context.app;
  const [owned, essays, sets] = await Promise.all([hasSchool(db, user.id, school), essaysOfSet(db, user.id, school), readerSetsOfSchool(db, user.id, school)]);
  if (!owned) throw notFound();
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    school,
    essays,
    sets: sets.map((set) => ({
      ...set,
      createdAt: set.createdAt.toISOString(),
      expiresAt: set.expiresAt.toISOString(),
      firstOpenedAt: iso(set.firstOpenedAt),
      doneAt: iso(set.doneAt),
    })),
  };
}

type ReadersAnswer = { toast: Toast; link?: string };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const school = schoolParam(params);
  return runIntent<z.infer<typeof readerLinksActionSchema>, ReturnType<typeof reply<ReadersAnswer>>>(
    request,
    readerLinksActionSchema,
    {
      invite: async ({ intent: _intent, ...input }) => {
        const made = await createReaderSetLink(context.app.db, user.id, school, input);
        if (!made.ok && made.reason === "not_found") throw notFound();
        if (!made.ok && made.reason === "no_essays") return refuse("Nothing to share yet", "Write in one of this school's essays first.", 409);
        if (!made.ok) return refuse("Too many reader links", readerCapRefusals[made.reason === "essay_limit" ? "essay" : "account"], 409);
        const link = `${new URL(request.url).origin}/shared/read/${made.token}`;
        const until = formatDate(made.expiresAt, "date", "UTC");
        const [first] = await essaysOfSet(context.app.db, user.id, school);
        const mailed =
          input.readerEmail && first
            ? await sendReaderInvitation(
                context.app,
                user.id,
                first.id,
                { ...input, readerEmail: input.readerEmail },
                { url: link, expiresAt: made.expiresAt, setOf: made.essays },
              )
            : null;
        return reply<ReadersAnswer>({ toast: linkMadeToast(input.readerName, until, mailed), link });
      },
      revoke: async ({ linkId }) => {
        if (!(await revokeReaderLink(context.app.db, user.id, linkId))) throw notFound();
        return reply<ReadersAnswer>({
          toast: { title: "Link revoked", description: "It no longer opens any of the essays, and the reader's comments are gone." },
        });
      },
    },
    (submission) => refuseForm("Not sent", submission),
  );
}

export default function SchoolReadersPage() {
  const { school, essays, sets } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <nav aria-label="Readers">
        <Link to={`/app/submit/${encodeURIComponent(school)}`} className="text-sm font-medium text-brand-700 underline">
          {`Back to ${school}`}
        </Link>
      </nav>
      <header>
        <p className="text-sm font-medium text-slate-700">{school}</p>
        <h1 className="text-2xl font-semibold text-slate-900">{`Readers of your ${school} essays`}</h1>
        <p className="mt-2 text-sm text-slate-700">
          One private link shares each essay below at this version, with the school&rsquo;s question and limit, nothing else of yours. The reader comments on
          each and proposes words; they never edit. Their notes appear beside Scout&rsquo;s feedback in each essay&rsquo;s editor.
        </p>
      </header>
      <section aria-labelledby="set-heading" className="text-sm text-slate-800">
        <h2 id="set-heading" className="text-lg font-semibold text-slate-900">{`What the link shares (${essays.length})`}</h2>
        {essays.length ? (
          <ul className="mt-2 list-disc pl-5">
            {essays.map((essay) => (
              <li key={essay.id}>{`${essay.essayTitle}, version ${essay.version}`}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">You have not written in any of this school&rsquo;s essays yet: there is nothing to share.</p>
        )}
      </section>
      {essays.length ? <InviteReaderForm /> : null}
      <ReaderSetList sets={sets} />
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
