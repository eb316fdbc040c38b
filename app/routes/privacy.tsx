import type { MetaFunction } from "@remix-run/cloudflare";
import { StaticPage } from "~/components/shell/static-page";
import { NO_FRAMEWORK } from "~/lib/no-framework";

export const meta: MetaFunction = () => [{ title: "Privacy Policy · Scout" }];
export const handle = NO_FRAMEWORK;

export default function Privacy() {
  return (
    <StaticPage title="Privacy Policy" updated="22 November 2026">
      <p>Your essays are some of the most personal things you will write. This page says what Scout keeps, where, and why.</p>
      <h2>What we store</h2>
      <ul>
        <li>Your account: e-mail address, a hash of your password (never the password itself), and your sessions.</li>
        <li>Your work: the schools you add, your essays and their versions, feedback, goals, resume and conversations with Scout.</li>
        <li>Your plan: trial dates, plan and the payment provider's customer reference. Card details are held by the payment provider, never by us.</li>
        <li>Usage counts for the trial's limits, and which pages you visit on Scout (recorded on our own servers; no third-party trackers).</li>
        <li>If you opted in at sign-up, your e-mail on our newsletter list.</li>
      </ul>
      <h2>Where it is stored</h2>
      <p>Scout runs on Cloudflare's network: your data is kept in Cloudflare D1 databases and Durable Objects. Payments are handled by Stripe.</p>
      <h2>When your writing goes to the AI provider</h2>
      <p>
        Your essays, resume, goals and messages are sent to our AI provider (OpenAI) only when you ask for it: when you request feedback, send a chat message,
        or start a voice session. They are sent to produce that answer and are not used by us for any other purpose.
      </p>
      <h2>Deleting your account</h2>
      <p>
        Delete Account in the account menu removes, at once and for good, every record tied to your account: your essays, versions, feedback, goals, resume,
        conversations, usage counts, sessions and newsletter entry. An active subscription is cancelled with the payment provider.
      </p>
      <h2>Contact</h2>
      <p>Questions about your data: write to support@scout.app.</p>
    </StaticPage>
  );
}
