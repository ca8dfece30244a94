/**
 * Runs `run` once the browser has a quiet moment (requestIdleCallback, at the latest after `timeoutMs`; a timer where
 * there is no idle callback). Work a page does not need for its first frames — storage reads, which are a synchronous
 * round trip to the browser process the first time, page views — goes here so it is not part of hydration's tasks.
 * Returns a cancel function.
 */
export function whenIdle(run: () => void, timeoutMs = 5000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, Math.min(timeoutMs, 2000));
  return () => window.clearTimeout(handle);
}
