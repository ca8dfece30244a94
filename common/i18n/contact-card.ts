// The floating contact card's words in English (part of the chrome dictionary: site-chrome.ts), loaded with the card.

export const contactCardEn = {
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
};
