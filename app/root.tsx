import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction, useMatches, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { isStoredTextSave } from "./components/editor/save-revalidation";
import { GeneralErrorBoundary } from "./components/shell/general-error-boundary";
import type { RootData } from "./components/shell/use-root-data";
import { EnhancementScript, LoadAsDocument, StaticToaster } from "./components/no-framework/page-scripts";
import { NewsletterSync, PageViews } from "./components/shell/session-effects";
import { Toaster } from "./components/ui/toast";
import { InlineStyles } from "./inline-styles";
import { shipsNoFramework } from "./lib/no-framework";
import { useNonce } from "./nonce";
import { REQUEST_ID_META, useRequestId } from "./request-id";
import { getSessionUser } from "./web/session.server";
import { takeToast } from "./web/toast.server";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const meta: MetaFunction = () => [
  { title: "Scout: your MBA application coach" },
  { name: "description", content: "Manage your MBA applications, write essays with AI feedback, and practice with Scout, your AI coach." },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ toast, headers }, sessionUser] = await Promise.all([takeToast(context, request), getSessionUser(context, request)]);
  const user = sessionUser ? { id: sessionUser.id, email: sessionUser.email } : null;
  return data<RootData>({ toast, user, settings: context.app.publicSettings }, { headers: headers ?? undefined });
}

/** A stored save changes nothing the root reads (app/components/editor/save-revalidation.ts). */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => !isStoredTextSave(args) && args.defaultShouldRevalidate;

const ZOD_JITLESS = "globalThis.__zod_globalConfig={jitless:true}";

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const requestId = useRequestId();
  const root = useRouteLoaderData<typeof loader>("root");
  // A page that needs no framework ships none (app/lib/no-framework.ts): no React in the browser,
  // its toasts rendered here, and a few KB of script in place of Remix's.
  const bare = shipsNoFramework(useMatches());
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* What the error page quotes to support; the browser reads it back before hydrating. */}
        <meta name={REQUEST_ID_META} content={requestId} />
        <Meta />
        <InlineStyles />
        <Links />
        {/* zod (where a page validates in the browser) probes whether eval is allowed the first
            time it builds a schema; under our CSP, which has no 'unsafe-eval', that probe is a
            policy violation on every load. Jitless mode skips it. It must be set before any route
            module runs, which a classic script in the head is. */}
        {bare ? null : <script nonce={nonce}>{ZOD_JITLESS}</script>}
      </head>
      <body className="h-full bg-slate-50 font-sans text-slate-900 antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
          Skip to content
        </a>
        {children}
        {bare ? (
          <>
            <StaticToaster toast={root?.toast ?? null} />
            <EnhancementScript nonce={nonce} />
            <LoadAsDocument />
          </>
        ) : (
          <>
            <Toaster serverToast={root?.toast ?? null} />
            <NewsletterSync user={root?.user ?? null} />
            <PageViews />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
