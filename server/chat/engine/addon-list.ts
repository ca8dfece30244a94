import type { Topic } from "./context.ts";
import type { SiteFacts } from "./types.ts";

/**
 * Add-ons shown together, as the list topic "the second one" picks from: `addon:` and their places in the site's
 * catalogue, in the order shown ("addon:3,1").
 */
export function addonList(keys: readonly string[], facts: SiteFacts): Topic {
  const all = facts.offerings.addOnServices.map((a) => a.key as string);
  return { kind: "list", key: `addon:${keys.map((k) => all.indexOf(k)).join(",")}` };
}
