import { getFormProps, useForm } from "@conform-to/react";
import { ReaderDate } from "~/components/ui/reader-time";
import { Link, useFetcher } from "@remix-run/react";
import type { ErrorBody } from "~/domain/platform/http-errors";
import { useEffect, useId, useState } from "react";
import { VERSION_NOTES_LIMIT, statusLabels, type EssayStatus } from "~/domain/essays/essay-rules";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { useToastFor } from "../ui/toast";
import { Field } from "../ui/field";
import { hasFieldErrors } from "~/domain/platform/forms";
import type { EssayActionData } from "~/domain/schools/essay-actions";
import { CompareView } from "./compare-view";

export type VersionSummary = { id: string; version: number; versionNotes: string | null; createdAt: string; status: string };

type VersionsDialogProps = { open: boolean; onClose: () => void; essayId: string; versions: VersionSummary[]; onExpired: () => void };

// Manage Versions: every version of this school-and-title (oldest first), a new one, and two of
// them compared side by side.
export function VersionsDialog({ open, onClose, essayId, versions, onExpired }: VersionsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Manage Versions" wide>
      <VersionList essayId={essayId} versions={versions} onClose={onClose} />
      <NewVersionForm essayId={essayId} onExpired={onExpired} />
      {versions.length > 1 ? <CompareVersions open={open} essayId={essayId} versions={versions} /> : null}
    </Dialog>
  );
}

function VersionList({ essayId, versions, onClose }: { essayId: string; versions: VersionSummary[]; onClose: () => void }) {
  return (
    <ol className="max-h-60 overflow-y-auto rounded-md border border-slate-200">
      {versions.map((version) => (
        <li key={version.id} className="flex items-center gap-3 border-b border-slate-200 px-3 py-2 text-sm last:border-b-0">
          <span className="font-semibold text-slate-900">{`Version ${version.version}`}</span>
          <span className="flex-1 truncate text-slate-700">{version.versionNotes ?? ""}</span>
          <span className="text-slate-700">
            <ReaderDate value={version.createdAt} />
          </span>
          <span className="text-slate-700">{statusLabels[version.status as EssayStatus] ?? version.status}</span>
          {version.id === essayId ? (
            <span className="text-xs font-medium text-brand-700">Open now</span>
          ) : (
            <Link to={`/app/essays/${version.id}`} onClick={onClose} className="font-medium text-brand-700 underline">
              Open
            </Link>
          )}
        </li>
      ))}
    </ol>
  );
}

function NewVersionForm({ essayId, onExpired }: { essayId: string; onExpired: () => void }) {
  const create = useFetcher<EssayActionData>();
  // Checked by the action alone (the editor ships no schema): its problems show by the field.
  const [form, fields] = useForm<{ notes: string }>({ lastResult: create.data?.result });
  useToastFor(create.data, (answer) => {
    if (answer.expired) return onExpired();
    return hasFieldErrors(answer) ? null : answer.toast;
  });
  return (
    <create.Form method="post" action={`/app/essays/${essayId}`} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="new-version" />
      <Field className="flex-1" label="Notes for the new version" field={fields.notes} maxLength={VERSION_NOTES_LIMIT} placeholder="What will you change?" />
      <Button type="submit" disabled={create.state !== "idle"}>
        {create.state !== "idle" ? "Creating…" : "New Version"}
      </Button>
    </create.Form>
  );
}

/** Two versions side by side: their texts are fetched the first time Compare is pressed. */
function CompareVersions({ open, essayId, versions }: { open: boolean; essayId: string; versions: VersionSummary[] }) {
  const contents = useFetcher<{ versions?: { id: string; version: number; content: string }[] } & Partial<ErrorBody>>();
  const [left, setLeft] = useState(versions[0]?.id ?? "");
  const [right, setRight] = useState(versions[versions.length - 1]?.id ?? "");
  const [comparing, setComparing] = useState(false);
  useEffect(() => {
    if (!open) setComparing(false);
  }, [open]);
  useToastFor(contents.data?.error, (error) => ({ title: "Failed to fetch versions", description: error.message, variant: "destructive" }));
  const loaded = contents.data?.versions;
  const pick = (id: string) => loaded?.find((version) => version.id === id);
  const label = (id: string) => `Version ${versions.find((version) => version.id === id)?.version ?? "?"}`;
  return (
    <section aria-label="Compare versions" className="mt-6">
      <div className="flex flex-wrap items-end gap-2">
        <VersionSelect label="Compare" value={left} onChange={setLeft} versions={versions} />
        <VersionSelect label="with" value={right} onChange={setRight} versions={versions} />
        <Button
          variant="secondary"
          onClick={() => {
            setComparing(true);
            if (!loaded) contents.load(`/app/essays/${essayId}/versions`);
          }}
        >
          Compare
        </Button>
      </div>
      {comparing ? (
        <div className="mt-4">
          {pick(left) && pick(right) ? (
            <CompareView before={{ label: label(left), content: pick(left)!.content }} after={{ label: label(right), content: pick(right)!.content }} />
          ) : (
            <p role="status" className="text-sm text-slate-700">
              Loading versions…
            </p>
          )}
        </div>
      ) : null}
    </section>
  );
}

function VersionSelect({ label, value, onChange, versions }: { label: string; value: string; onChange: (id: string) => void; versions: VersionSummary[] }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className="h-10 rounded-md border border-slate-300 bg-white px-2">
        {versions.map((version) => (
          <option key={version.id} value={version.id}>{`Version ${version.version}`}</option>
        ))}
      </select>
    </div>
  );
}
