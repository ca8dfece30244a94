import type { Db } from "#server/db/client.ts";

/**
 * The database as one app instance sees it: after `crash()` every new query of that instance throws,
 * as if its process had been killed (its timers may still fire, but nothing reaches the database and
 * nothing is released), while other instances keep using the same database.
 */
export function crashableDb(db: Db): { db: Db; crash(): void } {
  let dead = false;
  const proxy = new Proxy(db, {
    get(target, prop) {
      if (dead) throw new Error("this instance was killed");
      const value: unknown = Reflect.get(target, prop);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    db: proxy,
    crash() {
      dead = true;
    },
  };
}

/** Polls an asynchronous check until it holds; the background work under test is timed by the database. */
export async function waitFor(check: () => Promise<boolean>, { timeoutMs = 10_000, what = "condition" } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
