import type { Act } from "./acts.ts";
import type { Intent } from "./types.ts";

// How each dialogue act shows as an intent, and which acts leave the message unread or may take a bare "ok" as
// accepting an offer.

export const ACT_INTENT: Partial<Record<Act, Intent>> = {
  greeting: "greeting", thanks: "thanks", goodbye: "goodbye", off_topic: "off_topic", injection: "injection", handoff: "handoff",
  details: "lead_details", complaint: "complaint", opt_out: "opt_out", deletion: "deletion",
};

/** Acts whose message is never read for the visitor's business (an attack, a request to be left alone). */
export const UNREAD_ACTS = new Set<Act>(["injection", "opt_out", "deletion"]);

/** What a bare "ok", "好", "dale" may be read as before the offer it answers is taken into account. */
export const ACCEPTING_ACTS = new Set<Act>(["question", "greeting", "thanks", "goodbye", "off_topic"]);
