import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { getFormProps, useForm } from "@conform-to/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FormNotice, noticeOf } from "~/components/account/auth-forms";
import { AuthPage } from "~/components/account/auth-page";
import { StepIndicator } from "~/components/account/step-indicator";
import { Button } from "~/components/ui/button";
import { Field, PasswordInput } from "~/components/ui/field";
import { type Credentials, signUpSchema } from "~/domain/account/credentials";
import { CREDENTIAL_PROBLEMS } from "~/domain/account/password-rules";
import type { FormAnswer } from "~/domain/platform/forms";
import type { Toast } from "~/domain/platform/toast";
import { NO_FRAMEWORK } from "~/lib/no-framework";
import { refusalInit, registerOrSignIn, verifiedCallbackURL } from "~/services/account/accounts.server";
import { keepRetryAfter, readForm, refuseForm } from "~/web/intent-action.server";
import { redirectWithToast } from "~/web/toast.server";
import { EmailField } from "~/components/account/email-field";

export const meta: MetaFunction = () => [{ title: "Create your account · Scout" }];
// A plain form (app/lib/no-framework.ts); the page's script checks the fields as they are left,
// keeps Continue off until both are filled, and asks whether the e-mail has an account.
export const handle = NO_FRAMEWORK;

// A refusal by the credential guard says when to try again (docs/security.md).
export const headers = keepRetryAfter;

export function loader({ request }: LoaderFunctionArgs) {
  return { email: new URL(request.url).searchParams.get("email")?.slice(0, 254) ?? "" };
}

// Continue: register, or sign in when the account already exists; then on to the next step.
export async function action({ request, context }: ActionFunctionArgs) {
  const credentials = readForm(await request.formData(), signUpSchema);
  if (credentials.status !== "success") return refuseForm("Error creating account", credentials);
  const { email, password, firstName } = credentials.value;
  try {
    const attempt = await registerOrSignIn(context.app, request.headers, { email, password, firstName, verifiedCallbackURL: verifiedCallbackURL(email) });
    if (!attempt.ok) {
      const toast: Toast =
        attempt.stage === "sign-in"
          ? { title: "Sign-in failed", description: attempt.message || "Please check your password and try again", variant: "destructive" }
          : { title: "Error creating account", description: attempt.message || "Please try again", variant: "destructive" };
      return data({ toast, accountExists: attempt.stage === "sign-in" }, refusalInit(attempt));
    }
    const headers = new Headers();
    for (const cookie of attempt.cookies) headers.append("Set-Cookie", cookie);
    const query = new URLSearchParams({ email }).toString();
    return attempt.outcome === "created"
      ? redirectWithToast(context, `/signup/verify?${query}`, { title: "Account created", description: "You're now signed in" }, { headers })
      : redirectWithToast(context, `/plans?${query}`, { title: "Welcome back", description: "You're now signed in" }, { headers });
  } catch (error) {
    console.error("sign-up step 1 failed", error);
    return data({ toast: { title: "Something went wrong", description: "Please try again", variant: "destructive" } satisfies Toast }, 500);
  }
}

export default function SignupPassword() {
  const { email: initialEmail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as (FormAnswer & { toast?: Toast; accountExists?: boolean }) | undefined;
  const [form, fields] = useForm<Credentials & { firstName?: string }>({ lastResult: result?.result });
  const notice = noticeOf(result);
  const typedEmail = typeof fields.email.initialValue === "string" ? fields.email.initialValue : initialEmail;
  const missing = { "data-problem-missing": CREDENTIAL_PROBLEMS.missing };
  return (
    <AuthPage>
      <StepIndicator step={1} />
      <h1 className="text-2xl font-bold text-slate-900" data-track-load="signup_started">
        Create your account
      </h1>
      <p className="mt-2 text-slate-700">Choose a password to start your free trial.</p>
      {notice ? (
        <div className="mt-4">
          <FormNotice toast={notice} />
        </div>
      ) : null}
      <form
        method="post"
        className="mt-6 flex flex-col gap-4"
        {...getFormProps(form)}
        data-check=""
        data-needs="email password"
        data-track-submit="password_continue"
      >
        <Field label="First name (optional)" field={fields.firstName} autoComplete="given-name" maxLength={50} />
        <EmailField
          field={fields.email}
          defaultValue={typedEmail}
          data-exists-check="/signup/check-email"
          {...missing}
          data-problem-type={CREDENTIAL_PROBLEMS.email}
        />
        <PasswordInput label="Password" purpose="new" field={fields.password} {...missing} data-problem-short={CREDENTIAL_PROBLEMS.shortPassword} />
        {/* An existing account signs in here, and its owner may have forgotten the password: the link
            shows once the e-mail is known to have an account (the check on blur, or a refused
            sign-in), never to someone creating one. */}
        <a
          href={`/forgot-password${typedEmail.trim() ? `?${new URLSearchParams({ email: typedEmail.trim() })}` : ""}`}
          data-carry-email={fields.email.id}
          data-shown-if-exists=""
          hidden={!result?.accountExists}
          className="-mt-2 self-end text-sm font-medium text-brand-700 underline underline-offset-4"
        >
          Forgot password?
        </a>
        <Button type="submit" data-busy="Please wait…">
          Continue
        </Button>
      </form>
    </AuthPage>
  );
}
