import { ApiError } from "../../lib/errors.ts";
import type { OutboundGuard } from "../../integrations/outbound-guard.ts";
import type { ProviderSettings } from "./calendar-provider.ts";
import { calcomConfigFrom, createCalcomClient } from "./calcom.ts";
import { caldavConfigFrom, createCaldavClient } from "./caldav.ts";

/**
 * Settings → Calendar's 'Test connection': the saved Cal.com or CalDAV settings tried for real, whichever is chosen
 * as the booking calendar, once (staff want the answer, not retries).
 */
export async function testCalendarConnection(target: "calcom" | "caldav", settings: ProviderSettings, guard: Pick<OutboundGuard, "fetch">): Promise<string> {
  const deps = { guard, retry: { attempts: 1, baseMs: 0, maxMs: 0 } };
  if (target === "calcom") {
    const config = await calcomConfigFrom(settings);
    if (!config) throw new ApiError(400, "Set the Cal.com API key and event type ID first");
    return createCalcomClient(config, deps).check();
  }
  const config = await caldavConfigFrom(settings);
  if (!config) throw new ApiError(400, "Set the CalDAV calendar URL and user name first");
  return createCaldavClient(config, deps).check();
}
