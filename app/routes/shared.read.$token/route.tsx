import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { ReaderPageView } from "~/components/readers/reader-page-view";
import { ReaderSetPageView } from "~/components/readers/reader-set-page-view";
import type { Toast } from "~/domain/platform/toast";
import { readerCapRefusals } from "~/domain/readers/reader-rules";
import { readerPageActionSchema } from "~/domain/readers/reader-schemas";
import { clientAddress, hitRateLimit } from "~/services/billing/rate-limit.server";
import { sendReaderDone } from "~/services/readers/reader-emails.server";
import { addReaderNote, answerReaderScale, markReaderDone, readerPage } from "~/services/readers/reader-page.server";
import { addReaderSetNote, answerReaderSetScale, markReaderSetDone, readerSetPage } from "~/services/readers/reader-set-page.server";
import { refuse, refuseField, refuseForm, reply, runIntent } from "~/web/intent-action.server";
import { SHARED_LINK_WINDOW, bareShareAnswer } from "~/web/shared-link.server";

// /shared/read/:token: one version of an essay (or each essay of a school's set) that its writer
// asked this reader to read, with no account. The token opens that version's text, the school's question and limit, and the
// reader's own comments, nothing else; a malformed, unknown, revoked or expired token is the same
// bare 404, and reads and writes are rate-limited per client, so tokens cannot be tried in bulk.

export const meta: MetaFunction = () => [{ title: "An essay to read · Scout" }, { name: "robots", content: "noindex, nofollow" }];

export const headers = () => ({ "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" });

async function limited(request: Request, context: LoaderFunctionArgs["context"]) {
  const limit = await hitRateLimit(context.app.db, `shared-read:${clientAddress(request)}`, SHARED_LINK_WINDOW);
  if (!limit.allowed) throw bareShareAnswer(429, { "Retry-After": String(limit.retryAfterSeconds) });
}

type WithComments = { comments: { createdAt: Date }[] };
const commentsShown = <T extends WithComments>(part: T) => ({ ...part, comments: part.comments.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })) });

// One token opens one essay's link or a school's set; the page drawn follows which it is.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await limited(request, context);
  const token = params.token ?? "";
  const page = await readerPage(context.app.db, context.app.userObject, token);
  if (page) return { page: { ...commentsShown(page), doneAt: page.doneAt?.toISOString() ?? null }, set: null };
  const set = await readerSetPage(context.app.db, context.app.userObject, token);
  if (!set) throw bareShareAnswer(404);
  return { page: null, set: { ...set, doneAt: set.doneAt?.toISOString() ?? null, essays: set.essays.map(commentsShown) } };
}

type ReaderAnswer = { toast: Toast };

export async function action({ request, context, params }: ActionFunctionArgs) {
  await limited(request, context);
  const token = params.token ?? "";
  const { db, userObject } = context.app;
  return runIntent<z.infer<typeof readerPageActionSchema>, ReturnType<typeof reply<ReaderAnswer>>>(
    request,
    readerPageActionSchema,
    {
      comment: async ({ part, quote, near, body, replacement }) => {
        const note = { quote, near, body, replacement };
        const made = part ? await addReaderSetNote(db, userObject, token, part, note) : await addReaderNote(db, userObject, token, note);
        if (!made.ok && made.reason === "not_found") throw bareShareAnswer(404);
        if (!made.ok && made.reason === "span") return refuseField("Not sent", "quote", "Those words are not in the essay: select them in the text.");
        if (!made.ok && made.reason === "done") return refuse("Not sent", "You said you were done with this essay.", 409);
        if (!made.ok) return refuse("Not sent", readerCapRefusals.comments, 409);
        return reply<ReaderAnswer>({
          toast: { title: "Comment sent", description: replacement ? "The writer sees the words you propose." : "The writer sees it beside their text." },
        });
      },
      scale: async ({ intent: _intent, part, ...answers }) => {
        if (!(await (part ? answerReaderSetScale(db, token, part, answers) : answerReaderScale(db, token, answers)))) throw bareShareAnswer(404);
        return reply<ReaderAnswer>({ toast: { title: "Answers sent", description: "Thank you." } });
      },
      done: async () => {
        const done = (await markReaderDone(db, token)) ?? (await markReaderSetDone(db, token));
        if (!done) throw bareShareAnswer(404);
        const linkId = "linkId" in done ? done.linkId : done.linkIds[0]!;
        if (done.first) await sendReaderDone(context.app, linkId, context.app.settings.APP_URL ?? new URL(request.url).origin);
        return reply<ReaderAnswer>({ toast: { title: "Thank you", description: "The writer is told you are done." } });
      },
    },
    (submission) => refuseForm("Not sent", submission),
  );
}

export default function SharedRead() {
  const { page, set } = useLoaderData<typeof loader>();
  return page ? <ReaderPageView page={page} /> : <ReaderSetPageView page={set} />;
}
