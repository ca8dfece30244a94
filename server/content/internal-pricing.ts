import type { PackageKey } from "#common/content/offerings.ts";

// Server-only on purpose: common/ is bundled into the browser, and a tree-shaker is not a security
// boundary. These figures are used only to *detect* a leak (the chat's price guard), never to display one.

/** Real package figures. Never displayed and never given by the assistant. */
export const packagePricingInternal: Readonly<Record<PackageKey, { setupUsd: number; monthlyUsd: number }>> = {
  enterprise: { setupUsd: 25_000, monthlyUsd: 1_997 },
  growth: { setupUsd: 12_000, monthlyUsd: 997 },
  foundation: { setupUsd: 4_000, monthlyUsd: 497 },
};
