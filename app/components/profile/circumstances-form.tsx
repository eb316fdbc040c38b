import { useId } from "react";
import type { Circumstances } from "~/domain/submissions/audience";
import { Button } from "../ui/button";
import { SelectField } from "../ui/field";
import { PROFILE_ACTION, useProfileFetcher } from "./use-profile-action";

// Whether the applicant is reapplying and applying as an international applicant: what decides
// whether a school's reapplicant or international questions are theirs to answer on Ready to
// submit. "Not saying" leaves those questions optional, as the catalogue has them.

const value = (said: boolean | null) => (said === null ? "not_said" : said ? "yes" : "no");

export function CircumstancesForm({ circumstances }: { circumstances: Circumstances }) {
  const fetcher = useProfileFetcher();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Questions that are yours
      </h2>
      <p className="mt-1 text-sm text-slate-700">Some schools ask reapplicants or international applicants questions of their own.</p>
      <fetcher.Form method="post" action={PROFILE_ACTION} className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="circumstances" />
        <SelectField label="Reapplying to a school this cycle?" name="reapplicant" defaultValue={value(circumstances.reapplicant)}>
          <Choices />
        </SelectField>
        <SelectField label="Applying as an international applicant?" name="international" defaultValue={value(circumstances.international)}>
          <Choices />
        </SelectField>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            Save answers
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}

function Choices() {
  return (
    <>
      <option value="not_said">Not saying</option>
      <option value="yes">Yes</option>
      <option value="no">No</option>
    </>
  );
}
