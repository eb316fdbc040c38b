import { type ActionFunctionArgs, redirectDocument } from "@remix-run/cloudflare";

// Sign out: end the session on the server (continuing even if that fails) and go to / (as a
// document: the landing page ships no framework, app/lib/no-framework.ts).
export async function action({ request, context }: ActionFunctionArgs) {
  const headers = new Headers();
  try {
    const response = await context.app.auth.api.signOut({ headers: request.headers, asResponse: true });
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch (error) {
    console.error("sign-out failed on the server", error);
  }
  return redirectDocument("/", { headers });
}

export function loader() {
  return redirectDocument("/");
}
