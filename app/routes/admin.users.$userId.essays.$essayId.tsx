import { type LoaderFunctionArgs, data } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { essayForSupport } from "~/services/account/support-access.server";
import { requireAdmin } from "~/web/session.server";
import { notFound } from "~/web/http-errors.server";
import { ReaderTime } from "~/components/ui/reader-time";

// An essay read by support, only while its writer's grant is open (and each reading is audited).
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(context, request);
  const userId = params.userId ?? "";
  const found = await essayForSupport(
    context.app.db,
    // The applicant's object, for an older version's text: read only once their grant is seen open.
    context.app.userObject(userId).versionBodies,
    { id: admin.id, email: admin.email },
    {
      userId,
      essayId: params.essayId ?? "",
      now: new Date(),
      requestId: context.app.requestId,
    },
  );
  if (!found.ok && found.reason === "no-essay") throw notFound();
  if (!found.ok) return data({ userId, essay: null, until: null }, 403);
  const { essay, until } = found;
  return { userId, essay: { ...essay, updatedAt: essay.updatedAt.toISOString() }, until: until.toISOString() };
}

export default function SupportEssay() {
  const { userId, essay, until } = useLoaderData<typeof loader>();
  return (
    <article aria-labelledby="essay-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <Link to={`/admin/users/${userId}`} className="text-sm font-medium text-brand-700 underline">
        Back to the user
      </Link>
      {essay ? (
        <>
          <h2 id="essay-heading" className="mt-2 text-xl font-semibold text-slate-900">{`${essay.school}: ${essay.title} (v${essay.version})`}</h2>
          <p className="text-sm text-slate-700">
            {"Last saved "}
            <ReaderTime iso={essay.updatedAt} />
            {". Read-only; their permission ends "}
            <ReaderTime iso={until!} />.
          </p>
          <div className="mt-4 max-w-prose text-base whitespace-pre-wrap text-slate-900">{essay.content || "(empty)"}</div>
        </>
      ) : (
        <>
          <h2 id="essay-heading" className="mt-2 text-xl font-semibold text-slate-900">
            Support access is not on
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            This applicant has not let support read their essays, or their permission has ended. They can turn it on from Account &amp; Billing.
          </p>
        </>
      )}
    </article>
  );
}
