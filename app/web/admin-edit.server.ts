import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { AdminActor } from "~/services/platform/admin-audit.server";
import { notFound } from "./http-errors.server";
import { requireAdmin } from "./session.server";

type Database = AppLoadContext["app"]["db"];

/**
 * An admin's audited direct edit: the signed-in admin named as the audit log names them (id and
 * e-mail, so the entry still reads after their account is deleted), with the request's database
 * and id.
 */
export async function requireAdminEdit(context: AppLoadContext, request: Request) {
  const admin = await requireAdmin(context, request);
  const actor: AdminActor = { id: admin.id, email: admin.email };
  return { actor, db: context.app.db, requestId: context.app.requestId };
}

/** One school's page in /admin (its dates, facts or items): admins only; an id that names no school is the one 404. */
export async function loadAdminSchool<School>(
  { request, context, params }: LoaderFunctionArgs,
  load: (db: Database, schoolId: string) => Promise<School | null | undefined>,
): Promise<School> {
  await requireAdmin(context, request);
  const school = await load(context.app.db, params.schoolId ?? "");
  if (!school) throw notFound();
  return school;
}
