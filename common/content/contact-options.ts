// The choices of the contact form, apart from the offerings catalogue so that the Contact page
// does not load the whole catalogue (docs/decisions/010). Re-exported by offerings.ts.

export const BUNDLE_KEYS = ["starter", "pro", "enterprise"] as const;
export type BundleKey = (typeof BUNDLE_KEYS)[number];
export type Bundle = { key: BundleKey; name: string; platforms: string; price: string };

export const bundles: readonly Bundle[] = [
  { key: "starter", name: "Starter Bundle", platforms: "Any 2 platforms", price: "$350" },
  { key: "pro", name: "Pro Bundle", platforms: "Any 4 platforms", price: "$900" },
  { key: "enterprise", name: "Enterprise Bundle", platforms: "Up to 6 platforms", price: "$1,500" },
];

export const contactRoles = ["Real Estate Agent", "Broker", "Team Leader", "Property Manager"] as const;
export type ContactRole = (typeof contactRoles)[number];
