import type { SettingsService } from "../settings/settings.service.ts";
import { nextOfficeOpening } from "#common/settings/office-hours.ts";
import type { TeamAvailability } from "#common/chat/live-types.ts";
import type { StaffPresence } from "./staff-presence.ts";

/** Every open widget asks once; a few seconds of staleness is fine, and the database is spared a query per visitor. */
const MEMO_MS = 5_000;

/** What the chat widget tells a visitor about the team: someone online now, and the office hours otherwise. */
export function createTeamAvailability(deps: { presence: Pick<StaffPresence, "onlineCount">; settings: Pick<SettingsService, "alertPolicy" | "publicSite">; memoMs?: number }) {
  const memoMs = deps.memoMs ?? MEMO_MS;
  let memo: { at: number; value: Promise<TeamAvailability> } | null = null;

  async function load(): Promise<TeamAvailability> {
    const [online, policy, site] = await Promise.all([deps.presence.onlineCount(), deps.settings.alertPolicy(), deps.settings.publicSite()]);
    const officeOpen = policy.officeOpen();
    return {
      teamOnline: online > 0,
      officeOpen,
      hours: site.hours,
      nextOpenAt: officeOpen ? null : (nextOfficeOpening(policy.schedule)?.toISOString() ?? null),
    };
  }

  return {
    get(): Promise<TeamAvailability> {
      if (memo && Date.now() - memo.at < memoMs) return memo.value;
      const value = load();
      memo = { at: Date.now(), value };
      value.catch(() => {
        if (memo?.value === value) memo = null;
      });
      return value;
    },
    /** A member came online or left on this instance: the next answer is fresh. */
    invalidate(): void {
      memo = null;
    },
  };
}
export type TeamAvailabilityService = ReturnType<typeof createTeamAvailability>;
