import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AuthPage } from "~/components/auth-page";
import { StepIndicator } from "~/components/step-indicator";
import { Button } from "~/components/ui/button";
import { Field, PasswordInput } from "~/components/ui/field";
import { showToast, useToastFor } from "~/components/ui/toast";
import { type Credentials, signUpSchema } from "~/domain/account/credentials";
import { type FormAnswer, hasFieldErrors } from "~/domain/platform/forms";
import type { Toast } from "~/domain/platform/toast";
import { track } from "~/lib/analytics";
import { logAuthEvent } from "~/lib/browser-storage";
import { refusalInit, registerOrSignIn, verifiedCallbackURL } from "~/services/account/accounts.server";
import { keepRetryAfter, readForm, refuseForm } from "~/web/intent-action.server";
import { redirectWithToast } from "~/web/toast.server";

export const meta: MetaFunction = () => [{ title: "Create your account · Scout" }];

const EMAIL_CHECK_TIMEOUT_MS = 5_000;

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
      return data({ toast }, refusalInit(attempt));
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
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const ready = email.trim() !== "" && password.trim() !== "";
  const busy = navigation.state !== "idle";
  // The same schema as the action: a problem shows by its field before anything is sent.
  const [form, fields] = useForm<Credentials & { firstName?: string }>({
    lastResult: (result as FormAnswer | undefined)?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema, disableAutoCoercion: true }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useToastFor(result, (answer) => (hasFieldErrors(answer as FormAnswer) ? null : answer.toast));
  useEffect(() => track("signup_started"), []);
  return (
    <AuthPage>
      <StepIndicator step={1} />
      <h1 className="text-2xl font-bold text-slate-900">Create your account</h1>
      <p className="mt-2 text-slate-700">Choose a password to start your free trial.</p>
      <Form
        method="post"
        className="mt-6 flex flex-col gap-4"
        {...getFormProps(form)}
        onSubmit={(event) => {
          if (!ready) event.preventDefault();
          else form.onSubmit(event);
          if (event.defaultPrevented) return;
          track("password_continue");
          logAuthEvent("signup_continue", email);
        }}
      >
        <Field label="First name (optional)" field={fields.firstName} autoComplete="given-name" maxLength={50} />
        <Field
          label="Email"
          field={fields.email}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => checkExistingAccount(email)}
        />
        <PasswordInput label="Password" purpose="new" field={fields.password} value={password} onChange={(event) => setPassword(event.target.value)} />
        {/* An existing account signs in here: its owner may have forgotten the password. */}
        <Link
          to={`/forgot-password${email.trim() ? `?${new URLSearchParams({ email: email.trim() })}` : ""}`}
          className="-mt-2 self-end text-sm font-medium text-brand-700 underline underline-offset-4"
        >
          Forgot password?
        </Link>
        <Button type="submit" disabled={!ready || busy}>
          {busy ? "Please wait…" : "Continue"}
        </Button>
      </Form>
    </AuthPage>
  );
}

// On blur, when the e-mail has an @: a timeout or an error counts as "does not exist".
async function checkExistingAccount(email: string) {
  if (!email.includes("@")) return;
  try {
    const response = await fetch("/signup/check-email", {
      method: "POST",
      body: new URLSearchParams({ email: email.trim() }),
      signal: AbortSignal.timeout(EMAIL_CHECK_TIMEOUT_MS),
    });
    if (!response.ok) return;
    const body = (await response.json()) as { exists?: boolean };
    if (!body.exists) return;
    track("existing_account_detected");
    showToast({ title: "Account exists", description: "Looks like you already have an account, enter your password to sign in" });
  } catch {
    // Treated as "does not exist": the user simply continues.
  }
}
