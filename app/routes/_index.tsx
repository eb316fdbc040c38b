import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { getSessionUser } from "~/services/session.server";

// The landing page. A signed-in visitor goes straight to the workspace.
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getSessionUser(context, request)) throw redirect("/app");
  return null;
}

export default function Landing() {
  return (
    <div className="min-h-full">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <span className="text-xl font-bold text-brand-700">Scout</span>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Your MBA application coach</h1>
        <p className="mt-6 text-lg text-slate-700">
          Manage every school's requirements, write your essays with in-line feedback, and talk your story through
          with Scout, your AI coach, by text or by voice.
        </p>
      </main>
    </div>
  );
}
