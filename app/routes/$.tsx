import { GeneralErrorBoundary } from "~/components/general-error-boundary";

// Any path no route claims: a real 404 status and the page that says so.
export function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return <GeneralErrorBoundary />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
