import { type ComponentProps, Suspense, lazy, useState } from "react";
import type { AuthModal as AuthModalType } from "./auth-modal";

// The auth modal checks its form in the browser with the action's own schema, which brings zod:
// the landing page loads it on the first opening, not with the page.
const AuthModal = lazy(() => import("./auth-modal").then((module) => ({ default: module.AuthModal })));

export function LazyAuthModal(props: ComponentProps<typeof AuthModalType>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal {...props} />
    </Suspense>
  );
}
