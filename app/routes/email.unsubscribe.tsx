import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthPage } from "~/components/account/auth-page";
import { Button, buttonClasses } from "~/components/ui/button";
import { unsubscribeLinkSchema } from "~/domain/account/email-preference-schema";
import { type UnsubscribeLink, readUnsubscribeLink, unsubscribeByLink } from "~/services/platform/email-preferences.server";
import { readForm } from "~/web/intent-action.server";

export const meta: MetaFunction = () => [{ title: "Deadline reminders · Scout" }, { name: "robots", content: "noindex" }];

// /email/unsubscribe?u=…&t=…: the link in every deadline reminder, which works without signing in
// (app/services/platform/email-preferences.server.ts). Opening it only asks: mail scanners open links, so
// the reminders stop on the form's POST. A wrong link is a 404 (an incomplete one a 400) and
// changes nothing. Like every page, the answer is private, no-store (workers/http.ts).
type Page = { page: "incomplete" } | { page: "invalid" } | { page: "ask" | "off"; link: UnsubscribeLink } | { page: "stopped" };

const incomplete = () => data<Page>({ page: "incomplete" }, 400);
const invalid = () => data<Page>({ page: "invalid" }, 404);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const link = readForm(new URL(request.url).searchParams, unsubscribeLinkSchema);
  if (link.status !== "success") return incomplete();
  const outcome = await readUnsubscribeLink(context.app.db, context.app.settings.BETTER_AUTH_SECRET, link.value);
  if (!outcome.ok) return invalid();
  return data<Page>({ page: outcome.on ? "ask" : "off", link: link.value });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = readForm(await request.formData(), unsubscribeLinkSchema);
  if (submission.status !== "success") return incomplete();
  const outcome = await unsubscribeByLink(context.app.db, context.app.settings.BETTER_AUTH_SECRET, submission.value);
  return outcome.ok ? data<Page>({ page: "stopped" }) : invalid();
}

const TURN_BACK_ON = "You can turn them back on at any time in your account.";

export default function Unsubscribe() {
  const loaded = useLoaderData<typeof loader>() as Page;
  const answered = useActionData<typeof action>() as Page | undefined;
  const busy = useNavigation().state !== "idle";
  const shown = answered ?? loaded;
  switch (shown.page) {
    case "ask":
      return (
        <Frame title="Stop deadline reminders?">
          <p className="mt-2 text-slate-700">
            Scout e-mails you 14, 3 and 1 days before each application deadline you plan by, and 14, 7 and 2 days before each recommendation letter is due while
            it is not submitted. E-mails about your account itself, such as a password reset, still come.
          </p>
          <Form method="post" className="mt-6 flex flex-col gap-3">
            <input type="hidden" name="u" value={shown.link.u} />
            <input type="hidden" name="t" value={shown.link.t} />
            <Button type="submit" disabled={busy}>
              {busy ? "Please wait…" : "Stop deadline reminders"}
            </Button>
            <Link to="/app/deadlines" className={buttonClasses("secondary")}>
              Keep them
            </Link>
          </Form>
        </Frame>
      );
    case "stopped":
      return (
        <Frame title="You will get no more deadline reminders" status>
          <AccountLink text={TURN_BACK_ON} />
        </Frame>
      );
    case "off":
      return (
        <Frame title="Deadline reminders are already off">
          <AccountLink text={TURN_BACK_ON} />
        </Frame>
      );
    case "incomplete":
      return (
        <Frame title="This link is incomplete">
          <AccountLink text="Open the link in the reminder e-mail as it is, or turn reminders off in your account." />
        </Frame>
      );
    case "invalid":
      return (
        <Frame title="This link does not work">
          <AccountLink text="Nothing was changed. To stop deadline reminders, turn them off in your account." />
        </Frame>
      );
  }
}

function Frame({ title, status = false, children }: { title: string; status?: boolean; children: ReactNode }) {
  return (
    <AuthPage>
      <h1 className="text-2xl font-bold text-slate-900" role={status ? "status" : undefined}>
        {title}
      </h1>
      {children}
    </AuthPage>
  );
}

function AccountLink({ text }: { text: string }) {
  return (
    <>
      <p className="mt-2 text-slate-700">{text}</p>
      <Link to="/account" className={`${buttonClasses("primary")} mt-6 w-full`}>
        Open your account
      </Link>
    </>
  );
}
