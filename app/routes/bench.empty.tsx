import type { MetaFunction } from "@remix-run/cloudflare";

// The baseline `npm run bench` compares every page with: a Remix page of this worker with no
// loader and nothing on it, so what it costs is the framework's and the root layout's alone
// (the root loader's session lookup included). Nothing links here; it shows nobody's data.
export const meta: MetaFunction = () => [{ title: "Scout" }, { name: "robots", content: "noindex" }];

export default function EmptyPage() {
  return (
    <main id="main" className="p-6">
      <h1 className="text-lg font-semibold">Scout</h1>
    </main>
  );
}
