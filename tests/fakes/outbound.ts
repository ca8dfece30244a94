import { createOutboundGuard } from "#server/integrations/outbound-guard.ts";

/** The guard as tests run it: the local fakes on loopback are allow-listed (tests/setup/env.ts). */
export const localGuard = createOutboundGuard({ allow: process.env.OUTBOUND_ALLOW_HOSTS ?? "127.0.0.1,::1,localhost" });

/** OUTBOUND_ALLOW_HOSTS for code built from env values (the LLM client). */
export const localAllowHosts = process.env.OUTBOUND_ALLOW_HOSTS ?? "127.0.0.1,::1,localhost";
