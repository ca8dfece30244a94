// What the top of /privacy needs, apart from the policy text in privacy.ts (which loads with the page body).

export const PRIVACY_PATH = "/privacy";
export const PRIVACY_LAST_UPDATED = { iso: "2026-11-28", label: "November 28, 2026" } as const;

/** The page's title, description and hero in English; {siteName} is the settings' site name (privacy.translations.ts). */
export const privacyTopEn = {
  title: "Privacy Policy",
  description:
    "How {siteName} handles what you send through the contact form, the chat assistant and the newsletter, and what its cookie-free visit statistics record.",
  intro: "What {siteName} collects when you use this website, why, who else sees it, and how to have it changed or deleted.",
  lastUpdated: "Last updated",
  lastUpdatedDate: PRIVACY_LAST_UPDATED.label as string,
};

export function privacyIntro(siteName: string, text = privacyTopEn): string {
  return text.intro.replaceAll("{siteName}", siteName);
}
