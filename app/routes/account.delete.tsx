import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import type { Toast } from "~/domain/platform/toast";
import { deleteAccount } from "~/services/account/account-deletion.server";
import { requireUser } from "~/web/session.server";
import { RELOAD_DOCUMENT } from "~/lib/no-framework";
import { redirectWithToast } from "~/web/toast.server";

// Delete Account (after the confirmation dialog): everything goes, then the user is signed out
// and sent to / with the Account Deleted toast.
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  try {
    const cookies = await deleteAccount({ ...context.app, eraseUserObject: () => context.app.userObject(user.id).account.erase() }, request.headers, user.id);
    const headers = new Headers(RELOAD_DOCUMENT);
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return redirectWithToast(context, "/", { title: "Account Deleted", description: "Your account has been successfully deleted." }, { headers });
  } catch (error) {
    console.error("account deletion failed", { userId: user.id, error: String(error) });
    const toast: Toast = { title: "Error", description: "Failed to delete account. Please try again or contact support.", variant: "destructive" };
    return Response.json({ toast }, { status: 500 });
  }
}

export function loader() {
  return redirect("/app");
}
