import { defineFeature } from "../feature.ts";
import { createOutboundGuard } from "./outbound-guard.ts";
import { createLlm, llmConfigFromEnv } from "./llm.ts";

/** The clients other features share: the gate for outbound calls and the language model. */
export const integrations = defineFeature({
  name: "integrations",
  services: (deps) => ({
    // One gate for every call to an address staff or the operator configured (OUTBOUND_ALLOW_HOSTS).
    outbound: createOutboundGuard({ allow: deps.env.OUTBOUND_ALLOW_HOSTS }),
    // One model client (or none: the local engines answer) for the chat and the AI features.
    llm: createLlm(llmConfigFromEnv(deps.env)),
  }),
});
