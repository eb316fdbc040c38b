import { useFetcher } from "@remix-run/react";
import type { Toast } from "~/domain/platform/toast";
import { type ReaderAsk, type ReaderScaleAnswers, readerRoleLabels, readerScaleQuestions } from "~/domain/readers/reader-rules";
import { shareLinkLine } from "~/domain/platform/account-caps";
import { Button } from "../ui/button";
import { ReaderTime } from "../ui/reader-time";
import { useToastFor } from "../ui/toast";

export type ReaderLinkView = ReaderAsk & {
  id: string;
  readerEmail: string | null;
  scaleAnswers: ReaderScaleAnswers | null;
  createdAt: string;
  expiresAt: string;
  firstOpenedAt: string | null;
  lastOpenedAt: string | null;
  doneAt: string | null;
  comments: number;
  /** How many essays the link shares when it is a school's set (null: this essay alone). */
  setSize: number | null;
};

// The applicant's readers of this version: whom they asked, whether and when the link was opened,
// whether the reader is done, their answers to the scale, and Revoke (the link and their comments go).
export function ReaderLinkList({ links }: { links: ReaderLinkView[] }) {
  if (!links.length) return <p className="text-sm text-slate-700">No reader has been invited to this version yet.</p>;
  return (
    <section aria-labelledby="readers-heading">
      <h2 id="readers-heading" className="text-lg font-semibold text-slate-900">
        {`Invited readers (${links.length})`}
      </h2>
      <ul className="mt-2 flex flex-col gap-3">
        {links.map((link) => (
          <li key={link.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800">
            <ReaderLinkEntry link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReaderLinkEntry({ link }: { link: ReaderLinkView }) {
  const revoke = useFetcher<{ toast: Toast }>();
  useToastFor(revoke.data, (answer) => answer.toast);
  const line = shareLinkLine(link, new Date());
  return (
    <>
      <p className="font-semibold text-slate-900">
        {link.readerName}
        <span className="font-normal text-slate-700">{` · ${readerRoleLabels[link.role]}${link.readerEmail ? ` · ${link.readerEmail}` : ""}`}</span>
      </p>
      {link.setSize ? <p className="mt-1">{`One link for all ${link.setSize} of this school's essays: revoking it ends it for every one.`}</p> : null}
      {link.lookFor ? <p className="mt-1">{`Asked to look for: ${link.lookFor}`}</p> : null}
      {link.dueOn ? <p className="mt-1">{`Due by ${link.dueOn}`}</p> : null}
      <p className="mt-1" data-testid="reader-opened">
        {link.firstOpenedAt ? (
          <>
            Opened <ReaderTime iso={link.firstOpenedAt} />
            {link.lastOpenedAt && link.lastOpenedAt !== link.firstOpenedAt ? (
              <>
                {", last "}
                <ReaderTime iso={link.lastOpenedAt} />
              </>
            ) : null}
          </>
        ) : (
          "Not opened yet"
        )}
        {` · ${link.comments} comment${link.comments === 1 ? "" : "s"}`}
        {link.doneAt ? (
          <>
            {" · done "}
            <ReaderTime iso={link.doneAt} />
          </>
        ) : null}
      </p>
      {link.scaleAnswers && Object.keys(link.scaleAnswers).length ? (
        <ul className="mt-1 list-disc pl-5">
          {link.scale.map((key) => (link.scaleAnswers?.[key] ? <li key={key}>{`${readerScaleQuestions[key]} ${link.scaleAnswers[key]} of 5`}</li> : null))}
        </ul>
      ) : null}
      <revoke.Form method="post" className="mt-2 flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="linkId" value={link.id} />
        <span className={line.expired ? "text-slate-600" : undefined}>{line.text}</span>
        <Button type="submit" variant="danger" size="sm" disabled={revoke.state !== "idle"} aria-label={`Revoke ${link.readerName}'s link`}>
          {line.expired ? "Remove" : "Revoke"}
        </Button>
      </revoke.Form>
    </>
  );
}
