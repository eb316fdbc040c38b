import { useFetcher } from "@remix-run/react";
import type { Toast } from "~/domain/platform/toast";
import { type ReaderRole, readerRoleLabels } from "~/domain/readers/reader-rules";
import { shareLinkLine } from "~/domain/platform/account-caps";
import { Button } from "../ui/button";
import { ReaderTime } from "../ui/reader-time";
import { useToastFor } from "../ui/toast";

export type ReaderSetView = {
  id: string;
  readerName: string;
  readerEmail: string | null;
  role: ReaderRole;
  dueOn: string | null;
  createdAt: string;
  expiresAt: string;
  firstOpenedAt: string | null;
  doneAt: string | null;
  whole: boolean;
  essays: { essayId: string; essayTitle: string; version: number }[];
};

// The readers asked to read the school's whole set: the essays and versions their link shares
// (each essay's readers page and editor show their comments), whether they opened it, whether
// they are done, and Revoke (the link and their comments on every essay go).
export function ReaderSetList({ sets }: { sets: ReaderSetView[] }) {
  if (!sets.length) return <p className="text-sm text-slate-700">No reader has been invited to this school&rsquo;s set yet.</p>;
  return (
    <section aria-labelledby="set-readers-heading">
      <h2 id="set-readers-heading" className="text-lg font-semibold text-slate-900">
        {`Invited readers (${sets.length})`}
      </h2>
      <ul className="mt-2 flex flex-col gap-3">
        {sets.map((set) => (
          <li key={set.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800">
            <ReaderSetEntry set={set} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReaderSetEntry({ set }: { set: ReaderSetView }) {
  const revoke = useFetcher<{ toast: Toast }>();
  useToastFor(revoke.data, (answer) => answer.toast);
  const line = shareLinkLine(set, new Date());
  return (
    <>
      <p className="font-semibold text-slate-900">
        {set.readerName}
        <span className="font-normal text-slate-700">{` · ${readerRoleLabels[set.role]}${set.readerEmail ? ` · ${set.readerEmail}` : ""}`}</span>
      </p>
      <ul className="mt-1 list-disc pl-5">
        {set.essays.map((essay) => (
          <li key={essay.essayId}>
            <a className="text-brand-700 underline" href={`/app/essays/${essay.essayId}`}>{`${essay.essayTitle}, version ${essay.version}`}</a>
          </li>
        ))}
      </ul>
      {set.whole ? null : <p className="mt-1 text-amber-900">An essay of this set was deleted: the link no longer opens.</p>}
      {set.dueOn ? <p className="mt-1">{`Due by ${set.dueOn}`}</p> : null}
      <p className="mt-1" data-testid="reader-opened">
        {set.firstOpenedAt ? (
          <>
            Opened <ReaderTime iso={set.firstOpenedAt} />
          </>
        ) : (
          "Not opened yet"
        )}
        {set.doneAt ? (
          <>
            {" · done "}
            <ReaderTime iso={set.doneAt} />
          </>
        ) : null}
      </p>
      <revoke.Form method="post" className="mt-2 flex flex-wrap items-center gap-2">
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="linkId" value={set.id} />
        <span className={line.expired ? "text-slate-600" : undefined}>{line.text}</span>
        <Button type="submit" variant="danger" size="sm" disabled={revoke.state !== "idle"} aria-label={`Revoke ${set.readerName}'s link`}>
          {line.expired ? "Remove" : "Revoke"}
        </Button>
      </revoke.Form>
    </>
  );
}
