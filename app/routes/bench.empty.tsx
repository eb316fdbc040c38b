import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { notFound } from "~/web/http-errors.server";

// The baseline `npm run bench` compares every page with: a Remix page of this worker with no
// loader and nothing on it, so what it costs is the framework's and the root layout's alone
// (the root loader's session lookup included). Nothing links here; it shows nobody's data.
// Served to the bench and the tests only (they run with APP_ENV=test): production answers 404,
// as it does for the development outbox.
export function loader({ context }: LoaderFunctionArgs) {
  if (context.app.settings.APP_ENV === "production") throw notFound();
  return null;
}

export const meta: MetaFunction = () => [{ title: "Scout" }, { name: "robots", content: "noindex" }];

export default function EmptyPage() {
  return (
    <main id="main" className="p-6">
      <h1 className="text-lg font-semibold">Scout</h1>
    </main>
  );
}
