import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import { ProfilePage } from "~/components/profile/profile-page";
import type { ProfileActionData } from "~/domain/profile/page-data";
import { type ProfileActionInput, profileActionSchema, saidAsBoolean } from "~/domain/profile/profile-schema";
import { PROFILE_ENTRIES_LIMIT } from "~/domain/profile/profile";
import { addProfileEntry, readCircumstances, readProfile, removeProfileEntry, saveCircumstances, updateProfileEntry } from "~/services/profile/profile.server";
import { notFound } from "~/web/http-errors.server";
import { refuse, refuseForm, reply, runIntent } from "~/web/intent-action.server";
import { requireUser } from "~/web/session.server";

export const meta: MetaFunction = () => [{ title: "Profile · Scout" }];

// /app/profile: the applicant's jobs, education and languages, written once; every school's Ready
// to submit page shows them and checks its essays against them.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const [profile, circumstances] = await Promise.all([readProfile(context.app.db, user.id), readCircumstances(context.app.db, user.id)]);
  return { profile, circumstances };
}

type Answer = ReturnType<typeof reply<ProfileActionData>>;
const full = () => refuse("Profile full", `Up to ${PROFILE_ENTRIES_LIMIT} of each: remove one first.`, 409);

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const { db } = context.app;
  return runIntent<ProfileActionInput, Answer>(
    request,
    profileActionSchema,
    {
      "add-position": async ({ employer, title, startMonth, endMonth, teamSize }) => {
        const added = await addProfileEntry(db, user.id, "position", { employer, title, startMonth, endMonth: endMonth ?? null, teamSize: teamSize ?? null });
        return added ? reply({ toast: { title: "Job added", description: `${title}, ${employer}` } }) : full();
      },
      "add-education": async ({ institution, degree, endMonth, gpa, gpaScale }) => {
        const added = await addProfileEntry(db, user.id, "education", { institution, degree, endMonth, gpa: gpa ?? null, gpaScale: gpaScale ?? null });
        return added ? reply({ toast: { title: "Education added", description: `${degree}, ${institution}` } }) : full();
      },
      "add-language": async ({ language, level }) => {
        const added = await addProfileEntry(db, user.id, "language", { language, level });
        return added ? reply({ toast: { title: "Language added", description: language } }) : full();
      },
      "edit-position": async ({ id, employer, title, startMonth, endMonth, teamSize }) => {
        const values = { employer, title, startMonth, endMonth: endMonth ?? null, teamSize: teamSize ?? null };
        if (!(await updateProfileEntry(db, user.id, "position", id, values))) throw notFound();
        return reply({ toast: { title: "Job saved", description: `${title}, ${employer}` } });
      },
      "edit-education": async ({ id, institution, degree, endMonth, gpa, gpaScale }) => {
        const values = { institution, degree, endMonth, gpa: gpa ?? null, gpaScale: gpaScale ?? null };
        if (!(await updateProfileEntry(db, user.id, "education", id, values))) throw notFound();
        return reply({ toast: { title: "Education saved", description: `${degree}, ${institution}` } });
      },
      "edit-language": async ({ id, language, level }) => {
        if (!(await updateProfileEntry(db, user.id, "language", id, { language, level }))) throw notFound();
        return reply({ toast: { title: "Language saved", description: language } });
      },
      remove: async ({ entry, id }) => {
        if (!(await removeProfileEntry(db, user.id, entry, id))) throw notFound();
        return reply({ toast: { title: "Removed", description: "It is no longer on your profile." } });
      },
      circumstances: async ({ reapplicant, international }) => {
        await saveCircumstances(db, user.id, { reapplicant: saidAsBoolean(reapplicant), international: saidAsBoolean(international) });
        return reply({ toast: { title: "Saved", description: "Each school's Ready to submit page asks the questions that are yours." } });
      },
    },
    (submission) => refuseForm("Could not save", submission),
  );
}

export default function Profile() {
  const { profile, circumstances } = useLoaderData<typeof loader>();
  return <ProfilePage profile={profile} circumstances={circumstances} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
