import { type ReactNode, useRef, useState } from "react";
import { type Profile, educationText, languageText, positionText } from "~/domain/profile/profile";
import { Button } from "../ui/button";
import type { Circumstances } from "~/domain/submissions/audience";
import { CircumstancesForm } from "./circumstances-form";
import { EducationForm, LanguageForm, PositionForm } from "./profile-forms";
import { PROFILE_ACTION, useProfileFetcher } from "./use-profile-action";
import { Panel } from "../ui/panel";

// /app/profile: what every school's form asks besides essays, written once. Test scores are kept
// on each school's checklist (one per test).
export function ProfilePage({ profile, circumstances }: { profile: Profile; circumstances: Circumstances }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900">Profile</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        Your jobs, education and languages, written once. Each school's Ready to submit page shows them to copy into its form and checks your essays against
        them. Test scores are on each school's checklist.
      </p>
      <CircumstancesForm circumstances={circumstances} />
      <Section title="Work history" form={<PositionForm key={profile.positions.length} />}>
        {profile.positions.map((entry) => (
          <Entry key={entry.id} entry="position" id={entry.id} text={positionText(entry)}>
            {(done) => <PositionForm editing={{ entry, done, label: positionText(entry) }} />}
          </Entry>
        ))}
      </Section>
      <Section title="Education" form={<EducationForm key={profile.education.length} />}>
        {profile.education.map((entry) => (
          <Entry key={entry.id} entry="education" id={entry.id} text={educationText(entry)}>
            {(done) => <EducationForm editing={{ entry, done, label: educationText(entry) }} />}
          </Entry>
        ))}
      </Section>
      <Section title="Languages" form={<LanguageForm key={profile.languages.length} />}>
        {profile.languages.map((entry) => (
          <Entry key={entry.id} entry="language" id={entry.id} text={languageText(entry)}>
            {(done) => <LanguageForm editing={{ entry, done, label: languageText(entry) }} />}
          </Entry>
        ))}
      </Section>
    </div>
  );
}

function Section({ title, form, children }: { title: string; form: ReactNode; children: ReactNode[] }) {
  return (
    <Panel title={title}>
      {children.length > 0 ? <ul className="divide-y divide-slate-200">{children}</ul> : <p className="text-slate-700">None yet.</p>}
      <div className="mt-4">{form}</div>
    </Panel>
  );
}

/** One entry: read, edited in place (the Edit button opens its form; saving or Cancel closes it and returns focus), or removed. */
function Entry(props: { entry: "position" | "education" | "language"; id: string; text: string; children: (done: () => void) => ReactNode }) {
  const { entry, id, text, children } = props;
  const fetcher = useProfileFetcher();
  const [editing, setEditing] = useState(false);
  const edit = useRef<HTMLButtonElement>(null);
  const done = () => {
    setEditing(false);
    requestAnimationFrame(() => edit.current?.focus());
  };
  if (editing) return <li className="py-3">{children(done)}</li>;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="min-w-0 break-words text-slate-900">{text}</span>
      <div className="flex gap-1">
        <Button ref={edit} type="button" variant="ghost" size="sm" aria-label={`Edit ${text}`} onClick={() => setEditing(true)}>
          Edit
        </Button>
        <fetcher.Form method="post" action={PROFILE_ACTION}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="entry" value={entry} />
          <input type="hidden" name="id" value={id} />
          <Button type="submit" variant="ghost" size="sm" aria-label={`Remove ${text}`} disabled={fetcher.state !== "idle"}>
            Remove
          </Button>
        </fetcher.Form>
      </div>
    </li>
  );
}
