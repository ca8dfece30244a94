import { ApiError } from "../lib/errors.ts";
import type { OutboundGuard } from "../integrations/outbound-guard.ts";
import { whatsappConfigFrom } from "./whatsapp-settings.ts";
import { createGraphClient } from "./graph-client.ts";

/** Settings → WhatsApp's 'Test connection': reads the phone number with the saved token, sends nothing. */
export async function testWhatsappConnection(settings: { get(category: string, key: string): Promise<string> }, guard: Pick<OutboundGuard, "fetch">): Promise<string> {
  const config = await whatsappConfigFrom(settings);
  if (!config) throw new ApiError(400, "Set the WhatsApp phone number id and access token first");
  return createGraphClient(config, guard).check();
}
