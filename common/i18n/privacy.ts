import { privacyTopEn } from "../content/privacy-meta.ts";
import { privacyBodyEn, privacyEn } from "../content/privacy.ts";

// The privacy page's words in English: its top (title, description, hero), the body's own words and the policy, the
// source every translation must match key for key (privacy.translations.ts).

export const privacyPageEn = { top: privacyTopEn, body: privacyBodyEn, policy: privacyEn };
export type PrivacyPageText = typeof privacyPageEn;
