import { getFormProps } from "@conform-to/react";
import { useCatalogueForm } from "./use-catalogue-form";
import { TimeZoneOptions } from "~/components/deadlines/time-zone-options";
import { Button } from "~/components/ui/button";
import { Field, SelectField, TextAreaField } from "~/components/ui/field";
import type { CatalogueSchool } from "~/domain/catalogue/catalogue";
import { CYCLE_NOTE_MAX } from "~/domain/catalogue/catalogue-edit";
import {
  PROGRAMME_MAX,
  type ProfileWord,
  SCHOOL_FULL_NAME_MAX,
  SCHOOL_NAME_MAX,
  SCHOOL_REGIONS,
  schoolWordsText,
  TIME_ZONE_NOTE_MAX,
} from "~/domain/catalogue/school-profile";

/** A catalogue school's profile as the form edits it: its own fields, the words the wrong-school check looks for and its sources. */
type SchoolProfileValues = Pick<
  CatalogueSchool,
  "name" | "fullName" | "shortName" | "country" | "region" | "timeZone" | "timeZoneNote" | "programme" | "colour" | "ownDomains"
> & { words: ProfileWord[]; sources: string[] };

// A school as data: its names, place, colour, the words the wrong-school check looks for and
// its own pages. `isNew`: the form that adds a school (as a draft, with the cycle it starts in).
export function SchoolProfileForm({ school, isNew, action }: { school: SchoolProfileValues | null; isNew: boolean; action?: string }) {
  const { fetcher, form, fields, busy } = useCatalogueForm<Record<string, string>>();
  return (
    <fetcher.Form method="post" action={action} className="mt-3 flex flex-col gap-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={isNew ? "school-new" : "school-profile"} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Name"
          defaultValue={school?.name}
          field={fields.name!}
          hint="What applicants know it by, in their list and essays."
          required
          maxLength={SCHOOL_NAME_MAX}
        />
        <Field label="Short name" defaultValue={school?.shortName} field={fields.shortName!} hint="HBS, LBS…" required maxLength={SCHOOL_NAME_MAX} />
        <Field label="Full name" defaultValue={school?.fullName} field={fields.fullName!} required maxLength={SCHOOL_FULL_NAME_MAX} />
        <Field label="Country" defaultValue={school?.country ?? ""} field={fields.country!} required maxLength={80} />
        <SchoolPlace school={school} fields={fields} />
        <Field
          label="Program"
          defaultValue={school?.programme ?? ""}
          field={fields.programme!}
          hint="For example “MBA (full-time, 10 months)”."
          maxLength={PROGRAMME_MAX}
        />
        <Field label="Color" defaultValue={school?.colour ?? ""} field={fields.colour!} hint="#RRGGBB; empty for gray." maxLength={7} />
      </div>
      <TextAreaField
        label="Words that name the school in an essay"
        defaultValue={school ? schoolWordsText(school.words) : ""}
        field={fields.words!}
        hint="One a line, for the wrong-school check: “HBS [exact]”, “Harvard [university]”, “KWEST [exact, feature]”. [exact]: only as written."
        rows={5}
      />
      <TextAreaField
        label="The school's own pages"
        defaultValue={school?.sources.join("\n") ?? ""}
        field={fields.sources!}
        hint="One web address a line: where the school's facts come from."
        rows={3}
      />
      <TextAreaField
        label="The school's own web domains"
        defaultValue={school?.ownDomains.join("\n") ?? ""}
        field={fields.ownDomains!}
        hint="One a line, such as hbs.edu: a source on one of them (or a subdomain) is cited to applicants as the school's own page; any other reads as a third party's."
        rows={2}
      />
      {isNew ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Cycle applicants plan by" defaultValue="2026-2027" field={fields.cycle!} hint="Such as 2026-2027." required maxLength={9} />
          <TextAreaField label="What is known of this cycle" field={fields.cycleNote!} maxLength={CYCLE_NOTE_MAX} rows={2} />
        </div>
      ) : null}
      <Button type="submit" variant={isNew ? "primary" : "secondary"} disabled={busy} className="self-start">
        {busy ? "Saving…" : isNew ? "Add as a draft" : "Save"}
      </Button>
    </fetcher.Form>
  );
}

type ProfileFields = ReturnType<typeof useCatalogueForm<Record<string, string>>>["fields"];

// Where the school is: the region applicants find it under, and the zone its dates are read in.
function SchoolPlace({ school, fields }: { school: SchoolProfileValues | null; fields: ProfileFields }) {
  return (
    <>
      <SelectField label="Region" defaultValue={school?.region ?? ""} field={fields.region!} hint="The group applicants find it under.">
        <option value="">Pick a region</option>
        {SCHOOL_REGIONS.map((region) => (
          <option key={region} value={region}>
            {region}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Time zone"
        defaultValue={school?.timeZone ?? ""}
        field={fields.timeZone!}
        hint="A round's deadline with no zone of its own, and a date an applicant enters, are read in this one."
      >
        <option value="">Pick a time zone</option>
        <TimeZoneOptions />
      </SelectField>
      <Field
        label="Why that zone"
        defaultValue={school?.timeZoneNote ?? ""}
        field={fields.timeZoneNote!}
        hint="Only where it needs saying (a school with campuses in several zones). Applicants read it where they enter a date."
        maxLength={TIME_ZONE_NOTE_MAX}
      />
    </>
  );
}
