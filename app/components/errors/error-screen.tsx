import { deferred } from "../site/deferred.tsx";

/**
 * The error / not-found screen, as a deferred section: errors are rare, so its code is not part of every page's
 * first load. A server-rendered error page hydrates it at once (it is in view); a client-side error loads it then.
 */
export const ErrorScreen = deferred(
  "error-screen",
  () => import("./general-error-boundary.tsx").then((m) => m.GeneralErrorBoundary),
  { preloadOnNavigation: false },
);
