import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { AuthForm, type AuthMode } from "~/components/account/auth-forms";
import { AuthPage } from "~/components/account/auth-page";
import { credentialsSchema, signUpSchema } from "~/domain/account/credentials";
import { GOOGLE_RETURN, googleRefusal } from "~/domain/account/google-sign-in";
import type { AuthActionData, Toast } from "~/domain/platform/toast";
import { NO_FRAMEWORK } from "~/lib/no-framework";
import { postLoginPath, refusalInit, registerOrSignIn, signIn, verifiedCallbackURL } from "~/services/account/accounts.server";
import { syncNewsletter } from "~/services/account/newsletter.server";
import { recordEvent } from "~/services/platform/analytics.server";
import { keepRetryAfter, readForm, refuseForm } from "~/web/intent-action.server";
import { getSessionUser } from "~/web/session.server";
import { redirectWithToast } from "~/web/toast.server";

// Sign-in and sign-up: the sign-in page, and the action its forms and the landing page's dialog
// post to (plain forms: they work with no JavaScript). A refusal answers with this page, the
// problems by their fields or in a notice; success redirects where to go next with the welcome
// as the one toast across a navigation (redirectWithToast, docs/forms.md). The session cookie
// rides on the answer.
export const meta: MetaFunction = () => [{ title: "Sign in · Scout" }];
export const handle = NO_FRAMEWORK;
// A refusal by the credential guard says when to try again (docs/security.md).
export const headers = keepRetryAfter;

const intentSchema = z.object({ intent: z.enum(["sign-in", "sign-up", "google"]) });
const modeSchema = z.object({ mode: z.enum(["sign-in", "sign-up"]).catch("sign-in") });
const welcomeSchema = z.object({ welcome: z.enum(["new", "back"]) });
const WELCOME_BACK: Toast = { title: "Welcome back!", description: "You have been successfully signed in." };
const GOOGLE_ACCOUNT_CREATED: Toast = { title: "Account Created!", description: "You're now signed in with Google." };
const UNEXPECTED: Toast = {
  title: "Something went wrong",
  description: "Please try again or contact support if the issue persists.",
  variant: "destructive",
};
// The e-mail comes back with the page (never the password), so a second try keeps it.
const refused = (mode: AuthMode, toast: Toast, init: number | ResponseInit = 400, email = "") =>
  data({ mode, email, answer: { ok: false, toast } satisfies AuthActionData }, init);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const user = await getSessionUser(context, request);
  if (user) {
    const next = await postLoginPath(context.app.db, user.id);
    const welcome = readForm(query, welcomeSchema);
    if (welcome.status !== "success") throw redirect(next);
    // Back from Google, signed in: counted and welcomed here, as the password forms' action does.
    const created = welcome.value.welcome === "new";
    await recordEvent(context.app.db, user.id, { name: created ? "sign_up" : "login", path: "/auth", properties: { method: "google" } });
    throw await redirectWithToast(context, next, created ? GOOGLE_ACCOUNT_CREATED : WELCOME_BACK);
  }
  const asked = readForm(query, modeSchema);
  return {
    mode: asked.status === "success" ? asked.value.mode : "sign-in",
    googleEnabled: context.app.publicSettings.googleEnabled,
    // A sign-in with Google that did not finish comes back here with its code (GOOGLE_RETURN).
    googleRefused: googleRefusal(query.get("error")),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const chosen = readForm(form, intentSchema);
  if (chosen.status !== "success") return refused("sign-in", UNEXPECTED);
  const intent = chosen.value.intent;
  if (intent === "google") return startGoogle(request, context);
  const errorTitle = intent === "sign-in" ? "Sign In Error" : "Sign Up Error";
  const credentials = readForm(form, intent === "sign-up" ? signUpSchema : credentialsSchema);
  if (credentials.status !== "success") {
    const refusal = refuseForm(errorTitle, credentials, { hideFields: ["password"] });
    return data({ mode: intent, email: "", answer: { ok: false, ...refusal.data } satisfies AuthActionData }, 400);
  }
  const { email, password } = credentials.value;
  const firstName = "firstName" in credentials.value ? (credentials.value.firstName as string | undefined) : undefined;
  try {
    const attempt =
      intent === "sign-in"
        ? await signIn(context.app, request.headers, email, password)
        : await registerOrSignIn(context.app, request.headers, { email, password, firstName, verifiedCallbackURL: verifiedCallbackURL(email) });
    if (!attempt.ok) {
      const description = attempt.message || "Please check your password and try again";
      return refused(intent, { title: errorTitle, description, variant: "destructive" }, refusalInit(attempt), email);
    }
    // Counted here, by the server: the form is a plain form, and the page it leaves has no say.
    await recordEvent(context.app.db, attempt.userId, { name: intent === "sign-in" ? "login" : "sign_up", path: "/auth", properties: {} });
    // The sign-up form's opt-in (checked by default), kept at once: the user is signed in now.
    if (intent === "sign-up" && form.get("marketing") === "on") await syncNewsletter(context.app.settings, context.app.db, attempt.userId, email);
    const headers = new Headers();
    for (const cookie of attempt.cookies) headers.append("Set-Cookie", cookie);
    const toast: Toast =
      attempt.outcome === "created" ? { title: "Account Created!", description: "Please check your email to verify your account." } : WELCOME_BACK;
    return redirectWithToast(context, await postLoginPath(context.app.db, attempt.userId), toast, { headers });
  } catch (error) {
    console.error("auth action failed", error);
    return refused(intent, UNEXPECTED, 500, email);
  }
}

// Google's sign-in starts on the server: better-auth answers with Google's address and sets the
// state cookie the callback checks, which this redirect carries. Every way back lands on this page.
async function startGoogle(request: Request, context: ActionFunctionArgs["context"]) {
  try {
    const body = {
      provider: "google",
      callbackURL: GOOGLE_RETURN.returning,
      newUserCallbackURL: GOOGLE_RETURN.newAccount,
      errorCallbackURL: GOOGLE_RETURN.refused,
    };
    const response = await context.app.auth.api.signInSocial({ body, headers: request.headers, asResponse: true });
    const answer = (await response.json()) as { url?: string; message?: string };
    if (!response.ok || !answer.url)
      return refused("sign-in", {
        title: "Google Sign-In Error",
        description: answer.message || "Google sign-in is unavailable right now.",
        variant: "destructive",
      });
    const headers = new Headers();
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    return redirect(answer.url, { headers });
  } catch (error) {
    console.error("google sign-in failed to start", error);
    return refused("sign-in", UNEXPECTED, 500);
  }
}

export default function Auth() {
  const { mode: asked, googleEnabled, googleRefused } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const mode = answered?.mode ?? asked;
  const answer = answered?.answer ?? (googleRefused ? { ok: false as const, toast: googleRefused } : null);
  const other: AuthMode = mode === "sign-in" ? "sign-up" : "sign-in";
  return (
    <AuthPage>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{mode === "sign-in" ? "Sign In" : "Create Account"}</h1>
      <AuthForm key={mode} mode={mode} googleEnabled={googleEnabled} answer={answer} email={answered?.email} />
      <p className="mt-4 text-center text-sm text-slate-700">
        {mode === "sign-in" ? "Don't have an account?" : "Already have an account?"}{" "}
        <a href={`/auth?mode=${other}`} className="font-medium text-brand-700 underline underline-offset-4">
          {mode === "sign-in" ? "Sign up" : "Sign in"}
        </a>
      </p>
    </AuthPage>
  );
}
