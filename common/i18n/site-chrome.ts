// The site chrome's words (header, footer, contact card, announcement bar, chat button, language switcher) in
// English: the source every other language's dictionary must match key for key (site-chrome.translations.ts).
// Only English ships in the page's script; another language's dictionary arrives in the public layout's loader data.

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
  footer: {
    tagline: "AI automation for Houston real-estate agents, brokers, team leaders and property managers.",
    socialMedia: "Social media",
    /** {siteName}, {network} (X, LinkedIn, Facebook). */
    socialOn: "{siteName} on {network}",
    nav: "Footer",
    company: "Company",
    solutions: "Solutions",
    blog: "Blog",
    contact: "Contact",
    privacy: "Privacy",
    adminAccess: "Admin Access",
    getInTouch: "Get in touch",
    location: "Houston, Texas",
    /** {year}, {siteName}. */
    rights: "© {year} {siteName}. All rights reserved.",
  },
  contactCard: {
    launcher: "Contact us",
    /** {siteName}. */
    region: "Contact {siteName}",
    loading: "Loading…",
    team: "Houston real-estate AI team",
    close: "Close contact card",
    form: "Contact form",
    /** Read before the phone number (screen readers). */
    call: "Call ",
    /** Read before the e-mail address (screen readers). */
    email: "E-mail ",
  },
  announcement: {
    region: "Announcement",
    showMore: "Show the whole announcement",
    showLess: "Show less of the announcement",
    /** {title}. */
    dismiss: "Dismiss announcement: {title}",
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

export type SiteChromeText = typeof siteChromeEn;
