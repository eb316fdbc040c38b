import { parseLimit } from "~/domain/essays/essay-rules";
import type { PortalField } from "~/domain/submissions/page-data";
import { PortalCopy } from "../export/portal-copy";

// Once Ready: each field of the portal in the portal's order, with exactly what goes in it and a
// copy button that counts it as the portal will.
export function PortalFields({ fields }: { fields: PortalField[] }) {
  return (
    <ol className="mt-3 space-y-4">
      {fields.map((field) => (
        <li key={field.label}>
          <section aria-label={field.label} className="rounded-lg border border-slate-200 p-3">
            <h3 className="font-medium text-slate-900">{field.label}</h3>
            <p className="mt-1 line-clamp-3 whitespace-pre-wrap break-words text-sm text-slate-700">{field.text}</p>
            <div className="mt-2">
              <PortalCopy text={field.text} limit={parseLimit(field.limit)} />
            </div>
          </section>
        </li>
      ))}
    </ol>
  );
}
