import { ApiError } from "../lib/errors.ts";
import type { OutboundGuard } from "../integrations/outbound-guard.ts";
import { twilioConfigFrom } from "./sms-settings.ts";
import { createTwilioClient } from "./twilio-client.ts";

/** Settings → SMS (Twilio)'s 'Test connection': reads the account with the saved SID and token, sends nothing. */
export async function testTwilioConnection(settings: { get(category: string, key: string): Promise<string> }, guard: Pick<OutboundGuard, "fetch">): Promise<string> {
  const config = await twilioConfigFrom(settings);
  if (!config) throw new ApiError(400, "Set the Twilio account SID, auth token and phone number first");
  return createTwilioClient(config, guard).check();
}
