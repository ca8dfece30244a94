// What the top of /privacy needs, apart from the policy text in privacy.ts (which loads with the page body).

export const PRIVACY_PATH = "/privacy";
const LAST_UPDATED_LABEL = "November 28, 2026";
export const PRIVACY_LAST_UPDATED = { iso: "2026-11-28", label: LAST_UPDATED_LABEL } as const;

/** The page's title, description and hero in English; {siteName} is the settings' site name (privacy.translations.ts). */
export const privacyTopEn = {
  title: "Privacy Policy",
  description:
    "How {siteName} handles what you send through the contact form, the chat assistant and the newsletter, and what its cookie-free visit statistics record.",
  intro: "What {siteName} collects when you use this website, why, who else sees it, and how to have it changed or deleted.",
  lastUpdated: "Last updated",
  // A plain value, not PRIVACY_LAST_UPDATED.label: a property read would keep this module in the body's chunk too.
  lastUpdatedDate: LAST_UPDATED_LABEL as string,
};

export function privacyIntro(siteName: string, text = privacyTopEn): string {
  return text.intro.replaceAll("{siteName}", siteName);
}
