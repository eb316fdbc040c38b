import { Form, Link, useNavigation } from "@remix-run/react";
import { Button } from "../ui/button";
import { ReaderTime } from "../ui/reader-time";
import { AdminTable } from "./admin-table";
import { PromptDiffView } from "./prompt-diff-view";

// A prompt type's versions (one put in use from here: an older one is the rollback) and two of
// them compared, on the admin's prompt page.

type VersionRow = { version: number; name: string; author: string | null; createdAt: string | null; builtIn: boolean };
type Compared = { a: number; b: number; before: string | null; after: string | null };
export const versionLabel = (version: number) => `Version ${version}`;

export function PromptVersionsTable({ versions, inUse }: { versions: VersionRow[]; inUse: number }) {
  const navigation = useNavigation();
  const activating = navigation.state !== "idle" && navigation.formData?.get("intent") === "activate" ? navigation.formData.get("version") : null;
  return (
    <section aria-labelledby="versions-heading">
      <h3 id="versions-heading" className="text-base font-semibold text-slate-900">
        Versions
      </h3>
      <AdminTable headings={["Version", "What changed", "Author", "Saved", "Status"]}>
        {versions.map((row) => (
          <tr key={row.version} className="border-t border-slate-200">
            <th scope="row" className="px-3 py-2 font-medium text-slate-900">
              <Link to={`?v=${row.version}`} className="text-brand-700 underline">
                {versionLabel(row.version)}
              </Link>
            </th>
            <td className="px-3 py-2 text-slate-800">{row.name}</td>
            <td className="px-3 py-2 text-slate-800">{row.builtIn ? "Built-in" : (row.author ?? "A deleted account")}</td>
            <td className="px-3 py-2 text-slate-800">{row.createdAt ? <ReaderTime iso={row.createdAt} /> : "—"}</td>
            <td className="px-3 py-2">
              {row.version === inUse ? (
                <span className="font-semibold text-green-800">In use</span>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="activate" />
                  <input type="hidden" name="version" value={row.version} />
                  <Button type="submit" variant="secondary" size="sm" disabled={activating !== null}>
                    {activating === String(row.version) ? "Activating…" : "Activate"}
                    <span className="sr-only">{` version ${row.version}`}</span>
                  </Button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

export function PromptCompare({ versions, compare }: { versions: VersionRow[]; compare: Compared | null }) {
  return (
    <section aria-labelledby="compare-heading">
      <h3 id="compare-heading" className="text-base font-semibold text-slate-900">
        Compare two versions
      </h3>
      <Form method="get" className="mt-2 flex flex-wrap items-end gap-3">
        <VersionSelect name="a" label="From" versions={versions} value={compare?.a ?? versions[1]?.version ?? 1} />
        <VersionSelect name="b" label="To" versions={versions} value={compare?.b ?? versions[0]?.version ?? 1} />
        <Button type="submit" variant="secondary">
          Compare
        </Button>
      </Form>
      {compare ? (
        <div className="mt-4">
          {compare.before === null || compare.after === null ? (
            <p className="text-sm text-slate-800">{`There is no version ${compare.before === null ? compare.a : compare.b} of this prompt.`}</p>
          ) : (
            <PromptDiffView before={{ label: versionLabel(compare.a), text: compare.before }} after={{ label: versionLabel(compare.b), text: compare.after }} />
          )}
        </div>
      ) : null}
    </section>
  );
}

function VersionSelect({ name, label, versions, value }: { name: string; label: string; versions: { version: number }[]; value: number }) {
  const id = `compare-${name}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className="block h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900">
        {versions.map((row) => (
          <option key={row.version} value={row.version}>{`Version ${row.version}`}</option>
        ))}
      </select>
    </div>
  );
}
