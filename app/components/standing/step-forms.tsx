import { getFormProps, useForm } from "@conform-to/react";
import { lastResultOf } from "~/domain/platform/forms";
import { deadlineTimeZones } from "~/domain/deadlines/deadlines";
import { wallTimeAt } from "~/domain/deadlines/zoned-time";
import { INTERVIEWER_LIMIT } from "~/domain/standing/standing-rules";
import { type Decision, decisionLabels, formatLabels, interviewFormats } from "~/domain/standing/steps";
import type { StandingStep } from "~/domain/standing/page-data";
import { Button } from "../ui/button";
import { Field, SelectField } from "../ui/field";
import { useViewerTimeZone } from "../ui/use-viewer-time-zone";
import { standingPath, useStandingFetcher } from "./use-standing-action";

// The three steps an applicant records after Submitted: an invitation with its slot, the
// interview, the school's decision. The server checks each (docs/after-submit.md).

/** A step form's one button, across the grid's full width, held while the step is on its way. */
function StepSubmit({ busy, children }: { busy: boolean; children: string }) {
  return (
    <div className="sm:col-span-2">
      <Button type="submit" disabled={busy}>
        {children}
      </Button>
    </div>
  );
}

export function InviteForm({ school, today }: { school: string; today: string }) {
  const fetcher = useStandingFetcher();
  const viewerZone = useViewerTimeZone();
  const [form, fields] = useForm<{ happenedOn: string; slotDate: string; slotTime: string; slotZone: string; format: string; interviewer: string }>({
    lastResult: lastResultOf(fetcher),
  });
  const zones =
    viewerZone && !deadlineTimeZones.some((zone) => zone.id === viewerZone) ? [{ id: viewerZone, label: viewerZone }, ...deadlineTimeZones] : deadlineTimeZones;
  return (
    <fetcher.Form method="post" action={standingPath(school)} className="grid gap-3 sm:grid-cols-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="invited" />
      <Field label="Day the invitation arrived" field={fields.happenedOn} type="date" defaultValue={today} required />
      <SelectField label="Format" field={fields.format} defaultValue="" required>
        <option value="" disabled>
          Pick how it takes place
        </option>
        {interviewFormats.map((format) => (
          <option key={format} value={format}>
            {formatLabels[format]}
          </option>
        ))}
      </SelectField>
      <Field label="Interview date" field={fields.slotDate} type="date" required />
      <Field label="Interview time" field={fields.slotTime} type="time" required />
      <SelectField label="Time zone of the slot" field={fields.slotZone} defaultValue={viewerZone ?? ""} required key={viewerZone ?? "none"}>
        <option value="" disabled>
          Pick the zone the school gave
        </option>
        {zones.map((zone) => (
          <option key={zone.id} value={zone.id}>
            {zone.label}
          </option>
        ))}
      </SelectField>
      <Field
        label="With whom (optional)"
        field={fields.interviewer}
        maxLength={INTERVIEWER_LIMIT}
        hint="An alum, a student, an admissions officer: whatever the invitation says."
      />
      <StepSubmit busy={fetcher.state !== "idle"}>Record the invitation</StepSubmit>
    </fetcher.Form>
  );
}

export function InterviewedForm({ school, today, pending }: { school: string; today: string; pending: StandingStep[] }) {
  const fetcher = useStandingFetcher();
  const [form, fields] = useForm<{ happenedOn: string; invitationId: string }>({ lastResult: lastResultOf(fetcher) });
  const first = pending[0];
  return (
    <fetcher.Form method="post" action={standingPath(school)} className="grid gap-3 sm:grid-cols-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="interviewed" />
      {pending.length > 1 ? (
        <SelectField label="Which interview" field={fields.invitationId} defaultValue={first?.id ?? ""}>
          {pending.map((step, index) => (
            <option key={step.id} value={step.id}>
              {`Interview ${index + 1}${step.interviewer ? ` with ${step.interviewer}` : ""}`}
            </option>
          ))}
        </SelectField>
      ) : (
        <input type="hidden" name="invitationId" value={first?.id ?? ""} />
      )}
      <Field
        label="Day of the interview"
        field={fields.happenedOn}
        type="date"
        defaultValue={first?.slotAt && first.slotZone ? wallTimeAt(new Date(first.slotAt), first.slotZone).date : today}
        required
      />
      <StepSubmit busy={fetcher.state !== "idle"}>Record the interview</StepSubmit>
    </fetcher.Form>
  );
}

export function DecisionForm({ school, today, open }: { school: string; today: string; open: Decision[] }) {
  const fetcher = useStandingFetcher();
  const [form, fields] = useForm<{ decision: string; happenedOn: string }>({ lastResult: lastResultOf(fetcher) });
  return (
    <fetcher.Form method="post" action={standingPath(school)} className="grid gap-3 sm:grid-cols-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="decision" />
      <SelectField label="Decision" field={fields.decision} defaultValue="" required>
        <option value="" disabled>
          Pick the decision
        </option>
        {open.map((decision) => (
          <option key={decision} value={decision}>
            {decisionLabels[decision]}
          </option>
        ))}
      </SelectField>
      <Field label="Day of the decision" field={fields.happenedOn} type="date" defaultValue={today} required />
      <StepSubmit busy={fetcher.state !== "idle"}>Record the decision</StepSubmit>
    </fetcher.Form>
  );
}
