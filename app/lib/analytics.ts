/**
 * First-party analytics: events go to POST /api/events as {type, path, props?} with sendBeacon
 * (no cookies, no personal data, no third-party script).
 */
export type AnalyticsProps = Record<string, string | number | boolean>;

/** `path`: the page the event belongs to, when it is sent later than it happened (default: the current page). */
export function track(type: string, props?: AnalyticsProps, path?: string): void {
  if (typeof window === "undefined") return;
  const body = JSON.stringify({ type, path: path ?? window.location.pathname, ...(props ? { props } : {}) });
  try {
    const blob = new Blob([body], { type: "application/json" });
    if (navigator.sendBeacon?.("/api/events", blob)) return;
  } catch {
    // fall through to fetch
  }
  void fetch("/api/events", { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true, credentials: "omit" }).catch(
    () => undefined,
  );
}
