import type { LiveHub } from "./live-hub.ts";

/**
 * Tells every instance that these members' sessions ended or their role or status changed: their open staff streams
 * check their own session at once and end when it no longer stands. An event row, so it reaches every instance the way
 * the desk's events do; a path without this call (a command-line reset) is caught by the streams' heartbeat check.
 */
export async function staffAccessChanged(live: LiveHub, ...staffIds: number[]): Promise<void> {
  for (const staffId of new Set(staffIds)) await live.publish({ kind: "session", staffId });
}
