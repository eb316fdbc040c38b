import { Link } from "@remix-run/react";
import { ReaderDate } from "~/components/ui/reader-time";
import { AdminCard } from "../admin-table";
import { ReaderTime } from "../../ui/reader-time";

type EssayLine = { id: string; school: string; title: string; version: number; status: string; characters: number; updatedAt: string };

// A user's essays by title; readable (each reading audited) only while the user lets support in.
export function UserEssaysCard({ userId, essays, supportAccessUntil }: { userId: string; essays: EssayLine[]; supportAccessUntil: string | null }) {
  return (
    <AdminCard id="essays-heading" title="Essays">
      <p className="mt-1 text-sm text-slate-700">
        {supportAccessUntil ? (
          <>
            {"They let support read their essays until "}
            <ReaderTime iso={supportAccessUntil} />. Each reading is in the audit log.
          </>
        ) : (
          "Titles only: they have not let support read their essays (they can from Account & Billing)."
        )}
      </p>
      {essays.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No essays yet.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {essays.map((essay) => (
            <li key={essay.id} className="text-slate-900">
              {supportAccessUntil ? (
                <Link to={`/admin/users/${userId}/essays/${essay.id}`} className="text-brand-700 underline">
                  {`${essay.school}: ${essay.title} (v${essay.version})`}
                </Link>
              ) : (
                `${essay.school}: ${essay.title} (v${essay.version})`
              )}
              <span className="text-slate-700">
                {` · ${essay.status.replace("_", " ")} · ${essay.characters} characters · `}
                <ReaderDate value={essay.updatedAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}
