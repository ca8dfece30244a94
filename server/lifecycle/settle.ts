/** Waits for every promise to settle, at most `timeoutMs`; true when all did. */
export async function settleWithin(work: Promise<unknown>[], timeoutMs: number): Promise<boolean> {
  if (work.length === 0) return true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, timeoutMs));
  });
  const done = Promise.allSettled(work).then(() => true as const);
  try {
    return await Promise.race([done, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The shutdown half of a worker that runs one background pass at a time: `idle` waits for the pass, `stop` tells the
 * worker to start nothing more, `settle` waits for the pass at most `timeoutMs` (true when none is left).
 */
export function backgroundRunControls(current: () => Promise<unknown> | null, onStop: () => void) {
  return {
    async idle(): Promise<void> {
      await current()?.catch(() => undefined);
    },
    stop(): void {
      onStop();
    },
    async settle(timeoutMs: number): Promise<boolean> {
      const running = current();
      return running ? settleWithin([running], timeoutMs) : true;
    },
  };
}
