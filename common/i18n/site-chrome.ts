import type { footerEn } from "./site-footer.ts";
import type { contactCardEn } from "./contact-card.ts";
import type { announcementEn } from "./announcement.ts";
import type { errorsEn } from "./errors.ts";
import type { ChatPanelText } from "./chat-panel.ts";

// The site chrome's words (header, footer, contact card, announcement bar, chat button, language switcher) in
// English: the source every other language's dictionary must match key for key (site-chrome.translations.ts).
// Only English ships in the page's script, each part with the code that shows it (the footer's in site-footer.ts,
// the contact card's in contact-card.ts, the announcement bar's in announcement.ts); another language's dictionary
// arrives whole in the public layout's loader data.

export const siteChromeEn = {
  skipToContent: "Skip to content",
  header: {
    mainNav: "Main",
    mobileNav: "Mobile",
    solutions: "Solutions",
    blog: "Blog",
    contact: "Contact",
    deployAi: "Deploy AI",
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
  chat: {
    open: "Open chat",
    /** {count}. */
    openUnreadOne: "Open chat ({count} new message from the team)",
    openUnreadMany: "Open chat ({count} new messages from the team)",
    loading: "Loading chat…",
  },
  languages: {
    /** The switcher's name. */
    switcher: "Language",
    /** Shown, in this language, on a page that is not translated into it yet. */
    fallbackNote: "This page isn't translated yet; it's shown in English.",
  },
};

/** The chrome of the first screen (header, skip link, chat button, switcher). */
export type SiteChromeTopText = typeof siteChromeEn;
export type SiteChromeText = SiteChromeTopText & {
  footer: typeof footerEn;
  contactCard: typeof contactCardEn;
  announcement: typeof announcementEn;
  /** The not-found and error screens (errors.ts). */
  errors: typeof errorsEn;
  /** The chat panel (chat-panel.ts). */
  chatPanel: ChatPanelText;
};
