import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { latestOutbox } from "~/services/platform/mailer.server";
import { notFound } from "~/web/http-errors.server";
import { ReaderTime } from "~/components/ui/reader-time";

export const meta: MetaFunction = () => [{ title: "Outbox · Scout (development)" }, { name: "robots", content: "noindex" }];

// Local development's outbox: every e-mail the product sent with no provider configured, so the
// sign-up can be walked end to end. Does not exist outside development and tests.
export async function loader({ context }: LoaderFunctionArgs) {
  if (context.app.settings.APP_ENV === "production") throw notFound();
  const messages = await latestOutbox(context.app.db);
  return { messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })) };
}

const URL_PATTERN = /(https?:\/\/\S+)/g;

export default function Outbox() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Outbox</h1>
      <p className="mt-2 text-sm text-slate-700">E-mails sent in development (no provider configured), newest first.</p>
      {messages.length === 0 ? <p className="mt-6 text-slate-800">No e-mails yet.</p> : null}
      <ul className="mt-6 flex flex-col gap-4">
        {messages.map((message) => (
          <li key={message.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="text-sm text-slate-700">
              {`To ${message.to} · `}
              <ReaderTime iso={message.createdAt} />
            </p>
            <h2 className="mt-1 font-semibold text-slate-900">{message.subject}</h2>
            <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">
              {message.text.split(URL_PATTERN).map((part, index) =>
                index % 2 === 1 ? (
                  <a key={index} href={part} className="text-brand-700 underline">
                    {part}
                  </a>
                ) : (
                  part
                ),
              )}
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
