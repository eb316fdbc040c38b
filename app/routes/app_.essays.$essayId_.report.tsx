import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { AuthorshipReport } from "~/components/authorship/authorship-report";
import { DownloadLink } from "~/components/export/download-link";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import { Button } from "~/components/ui/button";
import { useToastFor } from "~/components/ui/toast";
import type { Toast } from "~/domain/platform/toast";
import { SHARE_LINK_DAYS, type ShareLinkView, capRefusals } from "~/domain/platform/account-caps";
import { ShareLinkRow } from "~/components/ui/share-link-row";
import { createShare, readAuthorshipReport, revokeShare, sharesOfEssay } from "~/services/authorship/authorship-report.server";
import { refuse, refuseForm, reply, runIntent } from "~/web/intent-action.server";
import { invariantFound, notFound } from "~/web/http-errors.server";
import { requireUser } from "~/web/session.server";
import { formatDate } from "~/domain/deadlines/dates";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Authorship report · ${data?.report.essayTitle ?? "Essay"} · Scout` },
  { name: "robots", content: "noindex" },
];

// /app/essays/:essayId/report: the applicant's authorship report of one essay, printable,
// and the private links they may hand to a school or a reader (made and revoked here).
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const essayId = params.essayId ?? "";
  const report = await readAuthorshipReport(context.app.db, context.app.userObject(user.id).versionBodies, user.id, essayId);
  invariantFound(report);
  const shares = await sharesOfEssay(context.app.db, user.id, essayId);
  return {
    essayId,
    report,
    shares: shares.map((share) => ({ id: share.id, createdAt: share.createdAt.toISOString(), expiresAt: share.expiresAt.toISOString() })),
  };
}

const shareActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("share") }),
  z.object({ intent: z.literal("revoke"), shareId: z.string().uuid() }),
]);

/** Every intent the report page takes (the security battery probes each one). */

type ShareAnswer = { toast: Toast; link?: string };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const essayId = params.essayId ?? "";
  return runIntent<z.infer<typeof shareActionSchema>, ReturnType<typeof reply<ShareAnswer>>>(
    request,
    shareActionSchema,
    {
      share: async () => {
        const made = await createShare(context.app.db, user.id, essayId);
        if (!made.ok && made.reason === "not_found") throw notFound();
        if (!made.ok) return refuse("Too many open links", capRefusals.shareLinks, 409);
        const link = `${new URL(request.url).origin}/shared/report/${made.token}`;
        const until = formatDate(made.expiresAt, "date", "UTC");
        return reply<ShareAnswer>({ toast: { title: "Link made", description: `Copy it now: Scout keeps no copy of it. It opens until ${until}.` }, link });
      },
      revoke: async ({ shareId }) => {
        if (!(await revokeShare(context.app.db, user.id, shareId))) throw notFound();
        return reply<ShareAnswer>({ toast: { title: "Link revoked", description: "It no longer opens the report." } });
      },
    },
    (submission) => refuseForm("Not done", submission),
  );
}

export default function ReportPage() {
  const { essayId, report, shares } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 print:max-w-none print:p-0">
      <nav className="flex flex-wrap items-center gap-3 print:hidden" aria-label="Report">
        <Link to={`/app/essays/${essayId}`} className="text-sm font-medium text-brand-700 underline">
          Back to the essay
        </Link>
        <Button variant="secondary" size="sm" onClick={() => window.print()}>
          Print
        </Button>
        <DownloadLink href={`/app/export/report/${essayId}`} className="text-sm font-medium text-brand-700 underline">
          Download PDF
        </DownloadLink>
      </nav>
      <AuthorshipReport report={report} />
      <ShareLinks shares={shares} />
    </main>
  );
}

function ShareLinks({ shares }: { shares: ShareLinkView[] }) {
  const make = useFetcher<ShareAnswer>();
  useToastFor(make.data, (answer) => answer.toast);
  return (
    <section aria-labelledby="share-heading" className="rounded-lg border border-slate-200 bg-white p-4 print:hidden">
      <h2 id="share-heading" className="text-lg font-semibold text-slate-900">
        Share this report
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        A private link opens this report, read only, for anyone who has it (a school or a reader), and nothing else of yours, for {SHARE_LINK_DAYS.report} days.
        You can revoke it at any time.
      </p>
      <make.Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="share" />
        <Button type="submit" size="sm" disabled={make.state !== "idle"}>
          {make.state !== "idle" ? "Making a link…" : "Make a private link"}
        </Button>
      </make.Form>
      {make.data?.link ? (
        <p className="mt-3 text-sm text-slate-800">
          <label htmlFor="share-link" className="block font-medium">
            Your new link (shown once)
          </label>
          <input id="share-link" readOnly value={make.data.link} className="mt-1 block w-full rounded-md border border-slate-300 p-2 font-mono text-xs" />
        </p>
      ) : null}
      {shares.length ? (
        <ul className="mt-3 flex flex-col gap-2 text-sm text-slate-800">
          {shares.map((share) => (
            <li key={share.id}>
              <RevokeShare share={share} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function RevokeShare({ share }: { share: ShareLinkView }) {
  const revoke = useFetcher<ShareAnswer>();
  useToastFor(revoke.data, (answer) => answer.toast);
  return (
    <revoke.Form method="post">
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="shareId" value={share.id} />
      <ShareLinkRow
        link={share}
        action={({ label, made }) => (
          <Button type="submit" variant="danger" size="sm" disabled={revoke.state !== "idle"} aria-label={`${label} the link made ${made}`}>
            {label}
          </Button>
        )}
      />
    </revoke.Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
