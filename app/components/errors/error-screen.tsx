import { isRouteErrorResponse, useRouteError } from "react-router";
import { deferred } from "../site/deferred.tsx";

// Errors are rare: neither screen's code is part of every page's first load. A server-rendered error page hydrates
// its screen at once (it is in view); a client-side error loads it then.
const NotFoundScreen = deferred("not-found", () => import("./not-found.tsx").then((m) => m.NotFound), { preloadOnNavigation: false });
const GeneralErrorScreen = deferred(
  "error-screen",
  () => import("./general-error-boundary.tsx").then((m) => m.GeneralErrorBoundary),
  { preloadOnNavigation: false },
);

/**
 * The error / not-found screen of a route's error boundary. A 404 loads only the not-found screen (not the general
 * one with its buttons' variants).
 */
export function ErrorScreen() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundScreen /> : <GeneralErrorScreen />;
}
