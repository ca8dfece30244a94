import { siteChromeEn, type SiteChromeText } from "./site-chrome.ts";
import { footerEn } from "./site-footer.ts";
import { contactCardEn } from "./contact-card.ts";
import { announcementEn } from "./announcement.ts";
import { errorsEn } from "./errors.ts";
import { chatPanelEn } from "./chat-panel.ts";

/** The whole English chrome in one value, for the checks that compare languages (the page loads it in parts). */
export const siteChromeEnAll: SiteChromeText = { ...siteChromeEn, footer: footerEn, contactCard: contactCardEn, announcement: announcementEn, errors: errorsEn, chatPanel: chatPanelEn };
