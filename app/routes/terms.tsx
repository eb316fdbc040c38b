import type { MetaFunction } from "@remix-run/cloudflare";
import { StaticPage } from "~/components/shell/static-page";
import { useRootData } from "~/components/shell/use-root-data";
import { TRIAL_DAYS, offeredPlans } from "~/domain/billing/plans";
import { TRIAL_LIMITS } from "~/domain/billing/usage-limits";
import { NO_FRAMEWORK } from "~/lib/no-framework";

export const meta: MetaFunction = () => [{ title: "Terms of Service · Scout" }];
export const handle = NO_FRAMEWORK;

export default function Terms() {
  const { settings } = useRootData();
  return (
    <StaticPage title="Terms of Service" updated="22 November 2026">
      <p>These terms govern your use of Scout, a coaching service for people applying to MBA programs. By creating an account you agree to them.</p>
      <h2>Your account</h2>
      <p>
        You need an e-mail address and a password, or a Google account, to use Scout. Keep your password to yourself; you are responsible for what happens under
        your account. You may delete your account at any time from the account menu, which removes your data as the privacy policy describes.
      </p>
      <h2>Free trial</h2>
      <p>
        {`Every plan starts with a free ${TRIAL_DAYS}-day trial. Nothing is charged during the trial. A trial includes ${TRIAL_LIMITS.voiceSeconds / 60} minutes of voice coaching, ${TRIAL_LIMITS.textMessages} chat messages and ${TRIAL_LIMITS.essaysCreated} essays. When the trial ends, the plan you chose is billed monthly unless you cancel before then; without a plan you keep read access to your work but cannot add schools or essays.`}
      </p>
      <h2>Plans and billing</h2>
      <ul>
        {offeredPlans({ officeHours: settings.officeHoursOpen }).map((plan) => (
          <li key={plan.id}>{`${plan.name}: $${plan.priceUsd} per month. ${plan.features.join("; ")}.`}</li>
        ))}
      </ul>
      <p>
        Plans renew monthly. You can cancel at any time from Account &amp; Billing; the plan then stays active until the end of the period you have paid for.
      </p>
      <h2>No refunds</h2>
      <p>Payments are not refundable, including for partly used months. Cancelling stops future charges.</p>
      <h2>Your essays and the AI coach</h2>
      <p>
        Your essays, goals and resume are yours. Scout's feedback and coaching are suggestions from an AI system: they can be wrong, and admissions decisions
        are made by the schools alone. Scout does not write your application for you, and you are responsible for what you submit.
      </p>
      <h2>Acceptable use</h2>
      <p>Do not use Scout to break the law, to attack the service, or to submit work that is not your own where a school forbids it.</p>
      <h2>Changes</h2>
      <p>We may update these terms; we will tell you by e-mail before a change that affects what you pay.</p>
    </StaticPage>
  );
}
