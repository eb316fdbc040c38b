import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AuthPage } from "~/components/account/auth-page";
import { StepIndicator } from "~/components/account/step-indicator";
import { buttonClasses } from "~/components/ui/button";
import { TRIAL_DAYS } from "~/domain/billing/plans";
import { NO_FRAMEWORK } from "~/lib/no-framework";

export const meta: MetaFunction = () => [{ title: "How Scout works · Scout" }];
export const handle = NO_FRAMEWORK;

export function loader({ request }: LoaderFunctionArgs) {
  return { email: new URL(request.url).searchParams.get("email")?.slice(0, 254) ?? "" };
}

// Marketing before the plans. Only the e-mail travels on to /plans (never a password: docs/product-rules.md §11).
export default function SignupPlanInfo() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <AuthPage>
      <StepIndicator step={3} />
      <h1 className="text-2xl font-bold text-slate-900">Everything you need to apply with confidence</h1>
      <ul className="mt-6 flex list-disc flex-col gap-2 pl-5 text-slate-800">
        <li>Each school's essay prompts and limits, ready to draft.</li>
        <li>Feedback highlighted right in your essays.</li>
        <li>Scout, your AI coach, by text and by voice.</li>
        <li>{`A free ${TRIAL_DAYS}-day trial, then monthly billing. Cancel anytime.`}</li>
      </ul>
      <a href={`/plans?${new URLSearchParams(email ? { email } : {})}`} className={`${buttonClasses("primary", "lg")} mt-8 w-full`}>
        View Plans
      </a>
    </AuthPage>
  );
}
