import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FormNotice } from "~/components/account/auth-forms";
import { AuthPage } from "~/components/account/auth-page";
import { StepIndicator } from "~/components/account/step-indicator";
import { Button, buttonClasses } from "~/components/ui/button";
import { emailSchema } from "~/domain/account/credentials";
import type { Toast } from "~/domain/platform/toast";
import { NO_FRAMEWORK } from "~/lib/no-framework";
import { verifiedCallbackURL } from "~/services/account/accounts.server";
import { hitRateLimit } from "~/services/billing/rate-limit.server";
import { readForm, refuse } from "~/web/intent-action.server";
import { getSessionUser } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Verify your e-mail · Scout" }];
// A plain form (app/lib/no-framework.ts): the resend's answer shows above it.
export const handle = NO_FRAMEWORK;

const RESEND_WINDOW = { limit: 3, windowMs: 10 * 60_000 };

// The e-mail comes from the query or from the signed-in user.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const fromQuery = new URL(request.url).searchParams.get("email")?.slice(0, 254);
  const user = await getSessionUser(context, request);
  return { email: fromQuery || user?.email || "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = readForm(await request.formData(), emailSchema);
  // The page has no e-mail field to show the problem by (the address is a hidden field): a toast.
  if (submission.status !== "success") return refuse("Verification Email Error", "Please enter a valid email address.", 400);
  const { email } = submission.value;
  const limit = await hitRateLimit(context.app.db, `verify-resend:${email.toLowerCase()}`, RESEND_WINDOW);
  if (!limit.allowed) {
    const description = `Too many e-mails sent. Please try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.`;
    return data({ toast: { title: "Verification Email Error", description, variant: "destructive" } satisfies Toast }, 429);
  }
  try {
    await context.app.auth.api.sendVerificationEmail({ body: { email, callbackURL: verifiedCallbackURL(email) }, headers: request.headers });
  } catch (error) {
    const description = (error as { body?: { message?: string } }).body?.message ?? "Please try again";
    return data({ toast: { title: "Verification Email Error", description, variant: "destructive" } satisfies Toast }, 400);
  }
  return { toast: { title: "Verification Email Sent", description: "Check your inbox and click the verification link" } satisfies Toast };
}

export default function SignupVerify() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const next = `/signup/planinfo?${new URLSearchParams(email ? { email } : {})}`;
  return (
    <AuthPage>
      <StepIndicator step={2} />
      <h1 className="text-2xl font-bold text-slate-900">Verify your e-mail</h1>
      <p className="mt-2 text-slate-700">
        {email ? (
          <>
            We sent a verification link to <strong className="break-all">{email}</strong>. Open it to confirm your address; it brings you straight to the plans.
          </>
        ) : (
          "We sent you a verification link. Open it to confirm your address."
        )}
      </p>
      {result ? (
        <div className="mt-4">
          <FormNotice toast={result.toast} />
        </div>
      ) : null}
      <form method="post" className="mt-6">
        <input type="hidden" name="email" value={email} />
        <Button type="submit" variant="secondary" disabled={!email} data-busy="Sending…" className="w-full">
          Resend verification e-mail
        </Button>
      </form>
      <a href={next} className={`${buttonClasses("ghost")} mt-3 w-full`}>
        Skip for now
      </a>
    </AuthPage>
  );
}
