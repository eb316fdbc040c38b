import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";

// Sign out: end the session on the server (continuing even if that fails) and go to /.
export async function action({ request, context }: ActionFunctionArgs) {
  const headers = new Headers();
  try {
    const response = await context.app.auth.api.signOut({ headers: request.headers, asResponse: true });
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch (error) {
    console.error("sign-out failed on the server", error);
  }
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
