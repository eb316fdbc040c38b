import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthPage } from "~/components/account/auth-page";
import { Button } from "~/components/ui/button";
import { nudgeLinkSchema } from "~/domain/recommenders/recommender-schema";
import { type NudgeLink, readNudgeLink, stopNudges } from "~/services/recommenders/nudge-unsubscribe.server";
import { readForm } from "~/web/intent-action.server";

export const meta: MetaFunction = () => [{ title: "Reminders · Scout" }, { name: "robots", content: "noindex" }];

// /email/nudges?r=…&t=…: the link in a nudge to a recommender, which works without any
// account. Opening it only asks (mail scanners open links); the POST stops the nudges. A wrong link
// is a 404, an incomplete one a 400, and neither changes anything. The recommender's name is the
// only thing shown.
type Page = { page: "incomplete" } | { page: "invalid" } | { page: "ask"; link: NudgeLink; name: string } | { page: "stopped" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const link = readForm(new URL(request.url).searchParams, nudgeLinkSchema);
  if (link.status !== "success") return data<Page>({ page: "incomplete" }, 400);
  const found = await readNudgeLink(context.app.db, context.app.settings.BETTER_AUTH_SECRET, link.value);
  if (!found) return data<Page>({ page: "invalid" }, 404);
  return data<Page>(found.on ? { page: "ask", link: link.value, name: found.name } : { page: "stopped" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = readForm(await request.formData(), nudgeLinkSchema);
  if (submission.status !== "success") return data<Page>({ page: "incomplete" }, 400);
  const stopped = await stopNudges(context.app.db, context.app.settings.BETTER_AUTH_SECRET, submission.value);
  if (!stopped) return data<Page>({ page: "invalid" }, 404);
  // The applicant's recommenders page shows it: their memo goes with it.
  context.app.pageMemo.wroteFor(stopped.userId);
  return data<Page>({ page: "stopped" });
}

const titles = { incomplete: "This link is incomplete", invalid: "This link does not work", stopped: "No more reminders will be sent to you" } as const;

export default function NudgeUnsubscribe() {
  const loaded = useLoaderData<typeof loader>() as Page;
  const answered = useActionData<typeof action>() as Page | undefined;
  const busy = useNavigation().state !== "idle";
  const shown = answered ?? loaded;
  return (
    <AuthPage>
      <h1 className="text-2xl font-bold text-slate-900" role={shown.page === "stopped" ? "status" : undefined}>
        {shown.page === "ask" ? "Stop letter reminders?" : titles[shown.page]}
      </h1>
      {shown.page === "ask" ? (
        <Form method="post" className="mt-6 flex flex-col gap-3">
          <p className="text-slate-700">{`Reminders about recommendation letters are sent to ${shown.name} at most once a week, at the applicant's request.`}</p>
          <input type="hidden" name="r" value={shown.link.r} />
          <input type="hidden" name="t" value={shown.link.t} />
          <Button type="submit" disabled={busy}>
            {busy ? "Please wait…" : "Stop these reminders"}
          </Button>
        </Form>
      ) : (
        <p className="mt-2 text-slate-700">{shown.page === "stopped" ? "Thank you for letting us know." : "Nothing was changed."}</p>
      )}
    </AuthPage>
  );
}
