import { GeneralErrorBoundary } from "~/components/shell/general-error-boundary";
import { notFound } from "~/web/http-errors.server";

// Any path no route claims: a real 404 status and the page that says so.
export function loader() {
  throw notFound();
}

export default function NotFound() {
  return <GeneralErrorBoundary />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
