/** Polls `check` until it returns true; for deliveries that happen in the background (outbox). Generous, as a busy machine is slow. */
export async function waitUntil(check: () => boolean, { timeoutMs = 20_000, what = "condition" } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
