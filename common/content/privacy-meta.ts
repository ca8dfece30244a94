// What the top of /privacy needs, apart from the policy text in privacy.ts (which loads with the page body).

export const PRIVACY_PATH = "/privacy";
export const PRIVACY_LAST_UPDATED = { iso: "2026-11-28", label: "November 28, 2026" } as const;

export function privacyIntro(siteName: string): string {
  return `What ${siteName} collects when you use this website, why, who else sees it, and how to have it changed or deleted.`;
}
