import type { MetaFunction } from "@remix-run/cloudflare";
import { StaticPage } from "~/components/shell/static-page";
import { useRootData } from "~/components/shell/use-root-data";
import { TRIAL_DAYS } from "~/domain/billing/plans";
import { NO_FRAMEWORK } from "~/lib/no-framework";

export const meta: MetaFunction = () => [{ title: "Support · Scout" }];
export const handle = NO_FRAMEWORK;

const faq = [
  {
    q: "How does the free trial work?",
    a: `Every plan starts with ${TRIAL_DAYS} free days. You are not charged during the trial, and you can cancel before it ends.`,
  },
  {
    q: "Which schools does Scout know?",
    a: "Fifteen leading programs, from Harvard Business School to Cornell Johnson, with each one's essay prompts, limits and round deadlines. Prompts we could not confirm for this cycle are marked as such.",
  },
  { q: "Does Scout write my essays?", a: "No. Scout gives feedback and asks questions that help you find your story; the words are yours." },
  { q: "Who sees my essays?", a: "Only you. They are sent to our AI provider only when you ask for feedback or coaching." },
  {
    q: "How do I cancel?",
    a: "Open Account & Billing from the account menu and manage your subscription there. Your plan stays active until the end of the paid period.",
  },
  { q: "How do I delete my account?", a: "Choose Delete Account in the account menu. Everything tied to your account is removed." },
];

export default function Support() {
  const { settings } = useRootData();
  return (
    <StaticPage title="Support">
      <p>
        E-mail us at{" "}
        <a className="font-medium text-brand-700 underline" href="mailto:support@scout.app">
          support@scout.app
        </a>
        ; we reply within 24 hours.
      </p>
      {settings.feedbackFormUrl ? (
        <p>
          Ideas or a bug to report?{" "}
          <a className="font-medium text-brand-700 underline" href={settings.feedbackFormUrl} target="_blank" rel="noreferrer">
            Share feedback
          </a>
          .
        </p>
      ) : null}
      <h2>Frequently asked questions</h2>
      <dl className="flex flex-col gap-4">
        {faq.map((item) => (
          <div key={item.q}>
            <dt className="font-semibold text-slate-900">{item.q}</dt>
            <dd className="mt-1">{item.a}</dd>
          </div>
        ))}
      </dl>
    </StaticPage>
  );
}
