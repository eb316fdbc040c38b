import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthPage } from "~/components/account/auth-page";
import { Button, buttonClasses } from "~/components/ui/button";
import { unsubscribeLinkSchema } from "~/domain/account/email-preference-schema";
import { type EmailSettingKey, emailSettings } from "~/domain/platform/email-settings";
import { type UnsubscribeLink, readUnsubscribeLink, unsubscribeByLink } from "~/services/platform/email-preferences.server";
import { readForm } from "~/web/intent-action.server";

export const meta: MetaFunction = () => [{ title: "E-mail from Scout · Scout" }, { name: "robots", content: "noindex" }];

// /email/unsubscribe?u=…&t=…&k=…: the link in every reminder (deadlines, letters, the season's),
// which works without signing in (app/services/platform/email-preferences.server.ts) and turns
// off the one kind it came with. Opening it only asks: mail scanners open links, so the e-mails
// stop on the form's POST. A wrong link is a 404 (an incomplete one a 400) and changes nothing.
// Like every page, the answer is private, no-store (workers/http.ts).
type Page =
  | { page: "incomplete" }
  | { page: "invalid" }
  | { page: "ask" | "off"; link: UnsubscribeLink; setting: EmailSettingKey }
  | { page: "stopped"; setting: EmailSettingKey };

const incomplete = () => data<Page>({ page: "incomplete" }, 400);
const invalid = () => data<Page>({ page: "invalid" }, 404);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const link = readForm(new URL(request.url).searchParams, unsubscribeLinkSchema);
  if (link.status !== "success") return incomplete();
  const outcome = await readUnsubscribeLink(context.app.db, context.app.settings.BETTER_AUTH_SECRET, link.value);
  if (!outcome.ok) return invalid();
  return data<Page>({ page: outcome.on ? "ask" : "off", link: link.value, setting: outcome.setting });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = readForm(await request.formData(), unsubscribeLinkSchema);
  if (submission.status !== "success") return incomplete();
  const outcome = await unsubscribeByLink(context.app.db, context.app.settings.BETTER_AUTH_SECRET, submission.value);
  if (!outcome.ok) return invalid();
  // The preference shows on the applicant's own pages: their memo goes with it.
  context.app.pageMemo.wroteFor(submission.value.u);
  return data<Page>({ page: "stopped", setting: outcome.setting });
}

const TURN_BACK_ON = "You can turn them back on at any time in your account.";
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export default function Unsubscribe() {
  const loaded = useLoaderData<typeof loader>() as Page;
  const answered = useActionData<typeof action>() as Page | undefined;
  const busy = useNavigation().state !== "idle";
  const shown = answered ?? loaded;
  switch (shown.page) {
    case "ask": {
      const copy = emailSettings[shown.setting];
      return (
        <Frame title={`${copy.turnOff}?`}>
          <p className="mt-2 text-slate-700">{`${sentence(copy.on)} E-mails about your account itself, such as a password reset, still come.`}</p>
          <Form method="post" className="mt-6 flex flex-col gap-3">
            <input type="hidden" name="u" value={shown.link.u} />
            <input type="hidden" name="t" value={shown.link.t} />
            <input type="hidden" name="k" value={shown.link.k} />
            <Button type="submit" disabled={busy}>
              {busy ? "Please wait…" : copy.turnOff}
            </Button>
            <Link to="/app" className={buttonClasses("secondary")}>
              Keep them
            </Link>
          </Form>
        </Frame>
      );
    }
    case "stopped":
      return (
        <Frame title={emailSettings[shown.setting].toastOff.description} status>
          <AccountLink text={TURN_BACK_ON} />
        </Frame>
      );
    case "off":
      return (
        <Frame title={`${emailSettings[shown.setting].heading}: already off`}>
          <AccountLink text={`${sentence(emailSettings[shown.setting].off)} ${TURN_BACK_ON}`} />
        </Frame>
      );
    case "incomplete":
      return (
        <Frame title="This link is incomplete">
          <AccountLink text="Open the link in the e-mail as it is, or turn that kind of e-mail off in your account." />
        </Frame>
      );
    case "invalid":
      return (
        <Frame title="This link does not work">
          <AccountLink text="Nothing was changed. To stop an e-mail from Scout, turn its kind off in your account." />
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
