import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import { z } from "zod";
import { credentialsSchema, signUpSchema } from "~/domain/account/credentials";
import type { AuthActionData, Toast } from "~/domain/platform/toast";
import { asResponse, readForm, refuseForm } from "~/web/intent-action.server";
import { redirectWithToast } from "~/web/toast.server";
import { postLoginPath, refusalInit, registerOrSignIn, signIn, verifiedCallbackURL } from "~/services/account/accounts.server";

// The auth modal's sign-in and sign-up. A refusal answers the modal's fetcher with a toast (and
// the problems by field); success redirects where to go next with the welcome as the one toast
// across a navigation (redirectWithToast, docs/forms.md). The session cookie rides on the answer.

// A resource route answers with a plain Response (see asResponse in app/web/intent-action.server.ts).
const reply = (body: AuthActionData, init?: number | ResponseInit) => asResponse(data(body, init));

const intentSchema = z.object({ intent: z.enum(["sign-in", "sign-up"]) });
const UNEXPECTED: Toast = {
  title: "Something went wrong",
  description: "Please try again or contact support if the issue persists.",
  variant: "destructive",
};

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const chosen = readForm(form, intentSchema);
  if (chosen.status !== "success") return reply({ ok: false, toast: UNEXPECTED }, 400);
  const intent = chosen.value.intent;
  const errorTitle = intent === "sign-in" ? "Sign In Error" : "Sign Up Error";
  const credentials = readForm(form, intent === "sign-up" ? signUpSchema : credentialsSchema);
  if (credentials.status !== "success") {
    const refused = refuseForm(errorTitle, credentials);
    return reply({ ok: false, ...refused.data }, 400);
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
      return reply({ ok: false, toast: { title: errorTitle, description, variant: "destructive" } }, refusalInit(attempt));
    }
    const headers = new Headers();
    for (const cookie of attempt.cookies) headers.append("Set-Cookie", cookie);
    const toast: Toast =
      attempt.outcome === "created"
        ? { title: "Account Created!", description: "Please check your email to verify your account." }
        : { title: "Welcome back!", description: "You have been successfully signed in." };
    return redirectWithToast(context, await postLoginPath(context.app.db, attempt.userId), toast, { headers });
  } catch (error) {
    console.error("auth modal action failed", error);
    return reply({ ok: false, toast: UNEXPECTED }, 500);
  }
}
