import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import { InviteReaderForm } from "~/components/readers/invite-reader-form";
import { ReaderLinkList } from "~/components/readers/reader-link-list";
import type { Toast } from "~/domain/platform/toast";
import { formatDate } from "~/domain/deadlines/dates";
import { readerCapRefusals } from "~/domain/readers/reader-rules";
import { linkMadeToast } from "~/domain/readers/reader-toasts";
import { readerLinksActionSchema } from "~/domain/readers/reader-schemas";
import { getEssayWithPrompt } from "~/services/essays/essays.server";
import { sendReaderInvitation } from "~/services/readers/reader-emails.server";
import { createReaderLink, readerLinksOfEssay, revokeReaderLink } from "~/services/readers/reader-links.server";
import { refuse, refuseForm, reply, runIntent } from "~/web/intent-action.server";
import { invariantFound, notFound } from "~/web/http-errors.server";
import { requireUser } from "~/web/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Readers · ${data?.essay.essayTitle ?? "Essay"} · Scout` },
  { name: "robots", content: "noindex" },
];

// /app/essays/:essayId/readers: the people the applicant asked to read this version (a private
// link each), who opened it, who is done, and the links' revocation. The comments themselves are
// worked with in the editor, beside Scout's feedback.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const essayId = params.essayId ?? "";
  const found = await getEssayWithPrompt(context.app.db, user.id, essayId);
  invariantFound(found);
  const links = await readerLinksOfEssay(context.app.db, user.id, essayId);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    essay: { id: essayId, school: found.essay.school, essayTitle: found.essay.essayTitle, version: found.essay.version },
    links: links.map((link) => ({
      ...link,
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
      firstOpenedAt: iso(link.firstOpenedAt),
      lastOpenedAt: iso(link.lastOpenedAt),
      doneAt: iso(link.doneAt),
    })),
  };
}

type ReadersAnswer = { toast: Toast; link?: string };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const essayId = params.essayId ?? "";
  return runIntent<z.infer<typeof readerLinksActionSchema>, ReturnType<typeof reply<ReadersAnswer>>>(
    request,
    readerLinksActionSchema,
    {
      invite: async ({ intent: _intent, ...input }) => {
        const made = await createReaderLink(context.app.db, user.id, essayId, input);
        if (!made.ok && made.reason === "not_found") throw notFound();
        if (!made.ok) return refuse("Too many reader links", readerCapRefusals[made.reason === "essay_limit" ? "essay" : "account"], 409);
        const link = `${new URL(request.url).origin}/shared/read/${made.token}`;
        const until = formatDate(made.expiresAt, "date", "UTC");
        const mailed = input.readerEmail
          ? await sendReaderInvitation(context.app, user.id, essayId, { ...input, readerEmail: input.readerEmail }, { url: link, expiresAt: made.expiresAt })
          : null;
        return reply<ReadersAnswer>({ toast: linkMadeToast(input.readerName, until, mailed), link });
      },
      revoke: async ({ linkId }) => {
        if (!(await revokeReaderLink(context.app.db, user.id, linkId))) throw notFound();
        return reply<ReadersAnswer>({ toast: { title: "Link revoked", description: "It no longer opens, and the reader's comments are gone." } });
      },
    },
    (submission) => refuseForm("Not sent", submission),
  );
}

export default function ReadersPage() {
  const { essay, links } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <nav aria-label="Readers">
        <Link to={`/app/essays/${essay.id}`} className="text-sm font-medium text-brand-700 underline">
          Back to the essay
        </Link>
        {" · "}
        <Link to={`/app/schools/${encodeURIComponent(essay.school)}/readers`} className="text-sm font-medium text-brand-700 underline">
          {`Share all your ${essay.school} essays with one link`}
        </Link>
      </nav>
      <header>
        <p className="text-sm font-medium text-slate-700">{essay.school}</p>
        <h1 className="text-2xl font-semibold text-slate-900">{`Readers of ${essay.essayTitle}, version ${essay.version}`}</h1>
        <p className="mt-2 text-sm text-slate-700">
          A reader opens this version by a private link, with no account, and sees its text and the school&rsquo;s question and limit, nothing else of yours.
          They comment and propose words; they never edit. Their notes appear beside Scout&rsquo;s feedback in the editor.
        </p>
      </header>
      <InviteReaderForm />
      <ReaderLinkList links={links} />
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
